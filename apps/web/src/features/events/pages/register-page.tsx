import { Alert, Button, Container, Paper, Stack, TextInput, Title } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type Answers, checkAnswers, type Event, PublicEventRegistration } from '@ventura/shared';
import { type FormEvent, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { ApiError, errorText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import { useSessionUser } from '../../../core/session.ts';
import { schemaFieldErrors, withoutFieldPath } from '../../../ui/form-errors.ts';
import { errorsByKey } from '../../../ui/form-fields/answers.ts';
import { QueryView } from '../../../ui/query-view.tsx';
import { eventQuery, publicEventQuery, usePublicRegistration } from '../api.ts';
import { EventDetails, EventSummary } from '../components/event-details.tsx';
import { QuestionFields } from '../components/question-fields.tsx';
import { RegisteredPanel } from '../components/registered-panel.tsx';
import { registeredText } from '../components/registration-panel.tsx';
import { eventPaths } from '../paths.ts';
import { browserZone } from '../time.ts';

type Errors = Partial<Record<string, string>>;

function VisitorForm({ event, preview }: { event: Event; preview: boolean }) {
  const register = usePublicRegistration(event.uuid);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [answers, setAnswers] = useState<Answers>({});
  const [errors, setErrors] = useState<Errors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  if (done) return <RegisteredPanel uuid={event.uuid} calendarLinks={event.calendarLinks} />;

  const submit = (formEvent: FormEvent) => {
    formEvent.preventDefault();
    if (preview) return;
    setProblem(null);
    const checked = checkAnswers(event.questions, answers, { complete: true });
    const body = { name, email, ...browserZone(), answers: checked.answers };
    const found: Errors = { ...schemaFieldErrors(PublicEventRegistration, body), ...errorsByKey(checked.errors).byKey };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    register.mutate(body, {
      onSuccess: () => {
        setDone(true);
        notify.success(registeredText);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 400) {
          const fields: Errors = errorsByKey(error.errors).byKey;
          for (const text of error.errors) {
            const match = /^body\.(name|email): (.+)$/.exec(text);
            if (match?.[1] && match[2]) fields[match[1]] = match[2];
          }
          setErrors(fields);
        }
        setProblem(withoutFieldPath(errorText(error, 'Your registration could not be sent')));
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Register for this event">
      <Stack gap="md">
        <TextInput
          label="Your name"
          withAsterisk
          autoComplete="name"
          maxLength={120}
          value={name}
          onChange={(change) => setName(change.currentTarget.value)}
          error={errors.name}
        />
        <TextInput
          label="Email"
          type="email"
          withAsterisk
          autoComplete="email"
          maxLength={254}
          value={email}
          onChange={(change) => setEmail(change.currentTarget.value)}
          error={errors.email}
        />
        {event.questions.length > 0 ? (
          <QuestionFields questions={event.questions} answers={answers} onChange={setAnswers} errors={errors} />
        ) : null}
        {problem ? (
          <Alert color="red" role="alert" title="Not registered">
            {problem}
          </Alert>
        ) : null}
        <Button type="submit" loading={register.isPending} disabled={preview} style={{ alignSelf: 'flex-start' }}>
          Register
        </Button>
      </Stack>
    </form>
  );
}

function RegisterView({ uuid, preview }: { uuid: string; preview: boolean }) {
  const member = useQuery({ ...eventQuery(uuid), enabled: preview });
  const visitor = useQuery({ ...publicEventQuery(uuid), enabled: !preview });
  const event = preview ? member : visitor;
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        {preview ? (
          <Alert color="yellow" icon={<IconEye aria-hidden />} title="Preview: registrations are not sent">
            This is the page visitors see. The form below is disabled.
          </Alert>
        ) : null}
        <QueryView query={event} errorTitle="The event could not be loaded" loadingHeight={320}>
          {(data) => (
            <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
              <Stack gap="lg">
                <Title order={1}>{data.title}</Title>
                <EventSummary event={data} />
                <EventDetails event={data} />
                <Title order={2} size="h3">
                  Register
                </Title>
                <VisitorForm event={data} preview={preview} />
              </Stack>
            </Paper>
          )}
        </QueryView>
      </Stack>
    </Container>
  );
}

/** /events/register?id=: a public event's registration page for visitors; members go to the event's own page. */
export function RegisterPage() {
  const [params] = useSearchParams();
  const user = useSessionUser();
  const uuid = params.get('id') ?? '';
  if (!uuid) return <Navigate to="/errors/404" replace />;
  if (user) return <Navigate to={eventPaths.details(uuid)} replace />;
  return <RegisterView uuid={uuid} preview={false} />;
}

/** /events/register-preview?id=: the same page for operators, sending nothing. */
export function RegisterPreviewPage() {
  const [params] = useSearchParams();
  const user = useSessionUser();
  const uuid = params.get('id') ?? '';
  if (!uuid || user?.role !== 'operator') return <Navigate to="/errors/404" replace />;
  return <RegisterView uuid={uuid} preview />;
}
