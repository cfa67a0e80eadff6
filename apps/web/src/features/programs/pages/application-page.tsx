import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconSend } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type Answers, type ApplicationDetails, checkAnswers, type Program } from '@ventura/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { ApiError, errorText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import { autoApplyParam } from '../../../core/program-arrival.ts';
import { programPaths } from '../../../core/program-paths.ts';
import { useTenant } from '../../../core/tenant.ts';
import { readableAlertTitle } from '../../../ui/alert-styles.ts';
import { AutosaveStatusText } from '../../../ui/form-fields/autosave-status.tsx';
import { FormFill } from '../../../ui/form-fields/form-fill.tsx';
import { useAutosave } from '../../../ui/form-fields/use-autosave.ts';
import { QueryView } from '../../../ui/query-view.tsx';
import {
  applicationQuery,
  saveApplication,
  uploadFormFile,
  useStartApplication,
  useSubmitApplication,
} from '../api.ts';
import { ProgramAction } from '../components/program-action.tsx';
import { isOwed, ProgramDocuments } from '../components/program-documents.tsx';
import { ProgramFrame } from '../components/program-frame.tsx';
import { countText, windowOf } from '../present.ts';
import { useRouteProgram } from '../use-route-program.ts';

/** How long typing pauses before the draft is saved. */
const autosaveDelayMs = 1000;

/** The spec's success text for a sent application (calls 8). */
export const submittedText = 'Submitted your details';

const answerErrorsOf = (error: unknown) =>
  error instanceof ApiError ? error.errors.filter((text) => text.startsWith('answers.')) : [];
/** The documents a refused submission still owes ('documents.{key}: Upload {title}'). */
const documentErrorsOf = (error: unknown) =>
  error instanceof ApiError ? error.errors.filter((text) => text.startsWith('documents.')) : [];
const documentsText = (count: number) => `Upload ${countText(count, 'required document')} before you submit.`;

/** The draft: its questions a step at a time, kept as they are typed, its documents, and Submit. */
function ApplicationForm({ program, application }: { program: Program; application: ApplicationDetails }) {
  const navigate = useNavigate();
  const submit = useSubmitApplication();
  const [answers, setAnswers] = useState<Answers>(application.answers);
  const [errors, setErrors] = useState<string[]>([]);
  const [documentsProblem, setDocumentsProblem] = useState<string | null>(null);
  const ids = { programUuid: program.uuid, applicationUuid: application.uuid };
  const { fields } = application;

  // A draft keeps only well-formed answers: a link half typed must not make the whole save fail.
  const saveDraft = useCallback(
    (draft: Answers) =>
      saveApplication(
        {
          programUuid: program.uuid,
          applicationUuid: application.uuid,
          answers: checkAnswers(fields, draft, { complete: false }).answers,
        },
        false,
      ),
    [program.uuid, application.uuid, fields],
  );
  const autosave = useAutosave(saveDraft, answers, { delayMs: autosaveDelayMs, enabled: !submit.isPending });
  const formUuid = program.form?.uuid;
  const uploadFile = formUuid
    ? (field: { key: string }, file: File) => uploadFormFile(formUuid, field.key, file)
    : undefined;
  const documents = application.documents.filter((document) => document.stage === 'application');
  const owed = documents.filter((document) => document.required && isOwed(document));

  const send = async () => {
    const check = checkAnswers(fields, answers, { complete: true });
    setErrors(check.errors);
    setDocumentsProblem(owed.length > 0 ? documentsText(owed.length) : null);
    if (check.errors.length > 0 || owed.length > 0) return;
    await autosave.flush();
    submit.mutate(
      { ...ids, answers: check.answers },
      {
        onSuccess: () => {
          autosave.markSaved(answers);
          notify.success(submittedText);
          navigate(programPaths.status(program.code, program.family));
        },
        onError: (error) => {
          // The server lists all that is missing at once: answers on their questions, documents above.
          const refused = answerErrorsOf(error);
          const documentsOwed = documentErrorsOf(error);
          if (refused.length > 0) setErrors(refused);
          if (documentsOwed.length > 0) setDocumentsProblem(documentsText(documentsOwed.length));
          if (refused.length > 0 || documentsOwed.length > 0) return;
          if (!(error instanceof ApiError && (error.status === 401 || error.status === 403))) {
            notify.error(errorText(error));
          }
        },
      },
    );
  };

  const footer = (
    <Stack gap="sm">
      {documentsProblem ? (
        <Alert color="red" title="Documents missing" role="alert" styles={readableAlertTitle}>
          {documentsProblem}
        </Alert>
      ) : null}
      <Group justify="flex-end">
        <Button
          size="md"
          leftSection={<IconSend size={18} aria-hidden />}
          loading={submit.isPending}
          onClick={() => void send()}
        >
          Submit application
        </Button>
      </Group>
    </Stack>
  );

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          {program.code} · {windowOf(program).text}
        </Text>
        <Title order={1} style={{ overflowWrap: 'anywhere' }}>
          Apply to {program.title}
        </Title>
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="dimmed">
            Your answers are saved as you type; come back any time before the program closes.
          </Text>
          <AutosaveStatusText status={autosave.status} />
        </Group>
      </Stack>
      {documents.length > 0 ? (
        <Paper
          withBorder
          radius="lg"
          p={{ base: 'md', sm: 'lg' }}
          component="section"
          aria-labelledby="application-documents"
        >
          <Stack gap="sm">
            <Title order={2} size="h4" id="application-documents">
              Documents
            </Title>
            <ProgramDocuments documents={documents} label="Documents for the application" />
          </Stack>
        </Paper>
      ) : null}
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <FormFill
          fields={fields}
          answers={answers}
          onChange={setAnswers}
          errors={errors}
          uploadFile={uploadFile}
          stepped
          footer={footer}
        />
      </Paper>
    </Stack>
  );
}

/** No application yet: started here when the visitor arrived to apply (spec 9), else offered. */
function StartApplication({ program }: { program: Program }) {
  const [params, setParams] = useSearchParams();
  const start = useStartApplication();
  const started = useRef(false);
  const auto = params.get(autoApplyParam) === 'true';
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (!auto || started.current) return;
    started.current = true;
    start.mutate(program, {
      onError: (error) => setFailure(errorText(error)),
      onSettled: () =>
        setParams(
          (current) => {
            current.delete(autoApplyParam);
            return current;
          },
          { replace: true },
        ),
    });
  }, [auto, program, start, setParams]);

  if (start.isPending || start.isSuccess || (auto && !failure)) {
    return (
      <Text role="status" c="dimmed">
        Starting your application…
      </Text>
    );
  }
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack gap="sm" align="flex-start">
        <Title order={1} size="h3">
          {program.title}
        </Title>
        {failure ? (
          <Alert color="red" title="Your application could not be started" role="alert" styles={readableAlertTitle}>
            {failure}
          </Alert>
        ) : (
          <Text>You have not started an application to this program yet.</Text>
        )}
        <ProgramAction program={program} />
      </Stack>
    </Paper>
  );
}

function Application({ program }: { program: Program }) {
  const mine = program.myApplication;
  const details = useQuery({
    ...applicationQuery(program.uuid, mine?.uuid ?? ''),
    enabled: mine?.status === 'draft',
  });
  if (!mine) return <StartApplication program={program} />;
  if (mine.status !== 'draft') return <Navigate to={programPaths.status(program.code, program.family)} replace />;
  return (
    <QueryView query={details} errorTitle="Your application could not be loaded" loadingHeight={480}>
      {(application) => <ApplicationForm key={application.uuid} program={program} application={application} />}
    </QueryView>
  );
}

/**
 * /programs/{code}/apply (signed in): the caller's draft application, its questions one step at a time with
 * the share answered, kept on the server as they type (so leaving and coming back loses nothing), its
 * documents, and Submit, checked first with the shared rule book.
 */
export function ApplicationPage() {
  const tenant = useTenant();
  const { code, program } = useRouteProgram();
  useDocumentTitle(`Apply: ${program.data?.title ?? 'Program'} | ${tenant.name}`);
  return (
    <ProgramFrame
      code={code}
      program={program}
      back={(loaded) => ({ to: programPaths.details(loaded.code, loaded.family), label: 'About the program' })}
    >
      {(loaded) => <Application program={loaded} />}
    </ProgramFrame>
  );
}
