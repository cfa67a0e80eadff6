import { Alert, Anchor, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCircleCheck } from '@tabler/icons-react';
import type { Job, ResumeEmailAnswer } from '@ventura/shared';
import { type FormEvent, useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { errorText } from '../../../api/client.ts';
import { rememberAttemptedUrl } from '../../../core/after-login.ts';
import { notify } from '../../../core/notify.ts';
import { paths } from '../../../core/paths.ts';
import { readableAlertTitle } from '../../../ui/alert-styles.ts';
import { hasErrors, serverFieldErrors } from '../../../ui/form-errors.ts';
import {
  emailCheckBody,
  emptyPublicApply,
  type PublicApplyValues,
  publicBody,
  publicErrors,
  publicFieldOf,
  publicStartErrors,
} from '../apply-form.ts';
import { useCheckEmail, usePublicApply } from '../writes.ts';
import { applyErrorText } from './apply-form.tsx';
import { CoverLetterInput } from './cover-letter-input.tsx';
import { ResumePicker } from './resume-picker.tsx';

type Step = 'start' | 'details' | 'done';

/** Sign in, and come back to this job. */
function SignInLink({ children }: { children: string }) {
  const location = useLocation();
  return (
    <Button
      component={Link}
      to={paths.login}
      onClick={() => rememberAttemptedUrl(`${location.pathname}${location.search}`)}
      variant="light"
    >
      {children}
    </Button>
  );
}

/**
 * A visitor applies without an account: name and email first (checked: an address of a member signs in
 * instead, one that applied already is told so), then the cover letter, phone and resume.
 */
export function PublicApplyForm({ job }: { job: Job }) {
  const headingId = useId();
  const [step, setStep] = useState<Step>('start');
  const [answer, setAnswer] = useState<ResumeEmailAnswer | null>(null);
  const [resumeFailed, setResumeFailed] = useState<string | null>(null);
  const check = useCheckEmail();
  const submit = usePublicApply();
  const form = useForm<PublicApplyValues>({ initialValues: emptyPublicApply });

  const failed = (error: unknown) => {
    const errors = serverFieldErrors(error, publicFieldOf);
    if (hasErrors(errors)) form.setErrors(errors);
    notify.error(errorText(error, applyErrorText));
  };

  const start = (event: FormEvent) => {
    event.preventDefault();
    const errors = publicStartErrors(job.uuid, form.values);
    form.setErrors(errors);
    if (hasErrors(errors)) return;
    setAnswer(null);
    check.mutate(emailCheckBody(job.uuid, form.values.email), {
      onSuccess: (result) => {
        setAnswer(result);
        if (result.result === 'ok') setStep('details');
      },
      onError: failed,
    });
  };

  const send = (event: FormEvent) => {
    event.preventDefault();
    const errors = publicErrors(job.uuid, form.values);
    form.setErrors(errors);
    const file = form.values.file;
    if (hasErrors(errors) || !file) return;
    submit.mutate(
      { body: publicBody(job.uuid, form.values), file },
      {
        onSuccess: ({ resumeError }) => {
          setResumeFailed(resumeError ? errorText(resumeError, 'The resume could not be uploaded') : null);
          setStep('done');
        },
        onError: failed,
      },
    );
  };

  if (step === 'done') {
    return (
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={headingId}>
        <Stack gap="sm" align="flex-start">
          <Group gap="xs">
            <IconCircleCheck size={22} color="var(--mantine-color-green-filled)" aria-hidden />
            <Title order={2} size="h4" id={headingId}>
              Application sent
            </Title>
          </Group>
          <Text size="sm">
            {job.employer.companyName} has your application and will write to {form.values.email.trim()}.
          </Text>
          {resumeFailed ? (
            <Alert color="yellow" role="alert" title="Your resume did not go with it" styles={readableAlertTitle}>
              {resumeFailed}. Write to the employer with your resume, or apply again with an account.
            </Alert>
          ) : null}
        </Stack>
      </Paper>
    );
  }

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h4" id={headingId}>
            Apply for this job
          </Title>
          <Text size="sm" c="dimmed">
            No account needed. Members <SignInInline /> to apply with their profile.
          </Text>
        </Stack>
        {step === 'start' ? (
          <form onSubmit={start} noValidate aria-label="Your name and email">
            <Stack gap="md">
              <TextInput
                label="Your name"
                autoComplete="name"
                withAsterisk
                maxLength={120}
                {...form.getInputProps('name')}
              />
              <TextInput
                label="Email"
                type="email"
                autoComplete="email"
                withAsterisk
                maxLength={254}
                {...form.getInputProps('email')}
              />
              {answer && answer.result !== 'ok' ? (
                <Alert
                  color={answer.result === 'member' ? 'blue' : 'yellow'}
                  role="alert"
                  title={answer.result === 'member' ? 'You have an account' : 'You have applied already'}
                  styles={readableAlertTitle}
                >
                  <Stack gap="sm" align="flex-start">
                    <Text size="sm">{answer.message}</Text>
                    {answer.result === 'member' ? <SignInLink>Sign in to apply</SignInLink> : null}
                  </Stack>
                </Alert>
              ) : null}
              <Group justify="flex-end">
                <Button type="submit" loading={check.isPending}>
                  Continue
                </Button>
              </Group>
            </Stack>
          </form>
        ) : (
          <form onSubmit={send} noValidate aria-label="Your application">
            <Stack gap="md">
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Text size="sm" miw={0} truncate="end">
                  {form.values.name.trim()} · {form.values.email.trim()}
                </Text>
                <Button variant="subtle" size="compact-sm" style={{ flex: 'none' }} onClick={() => setStep('start')}>
                  Change
                </Button>
              </Group>
              <CoverLetterInput
                value={form.values.coverLetter}
                onChange={(value) => form.setFieldValue('coverLetter', value)}
                error={form.errors.coverLetter}
              />
              <TextInput
                label="Phone (optional)"
                type="tel"
                autoComplete="tel"
                inputMode="tel"
                maxLength={30}
                {...form.getInputProps('phone')}
              />
              <ResumePicker
                label="Resume"
                required
                file={form.values.file}
                onChange={(file) => form.setFieldValue('file', file)}
                error={form.errors.file}
              />
              <Group justify="flex-end">
                <Button type="submit" loading={submit.isPending}>
                  Send application
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
    </Paper>
  );
}

/** 'sign in' inside a sentence, returning here after. */
function SignInInline() {
  const location = useLocation();
  return (
    <Anchor
      component={Link}
      to={paths.login}
      onClick={() => rememberAttemptedUrl(`${location.pathname}${location.search}`)}
      size="sm"
    >
      sign in
    </Anchor>
  );
}
