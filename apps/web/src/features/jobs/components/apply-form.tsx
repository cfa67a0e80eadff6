import { Alert, Button, Group, Paper, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import type { Job } from '@ventura/shared';
import { useId, useState } from 'react';
import { errorText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import { hasErrors, serverFieldErrors } from '../../../ui/form-errors.ts';
import { savedResumeQuery } from '../api.ts';
import { type ApplyValues, applyBody, applyErrors, emptyApply, type ResumeChoice } from '../apply-form.ts';
import { useApply } from '../writes.ts';
import { CoverLetterInput } from './cover-letter-input.tsx';
import { ResumePicker } from './resume-picker.tsx';

export const applyErrorText = 'Error while applying for job/challenge';

const fieldOf = (path: string) =>
  path === 'coverLetter' || path === 'phone' ? path : path === 'useProfileResume' ? 'resume' : undefined;

type Props = { job: Job; isJobSeeker: boolean };

/** The form a member or job seeker applies with: a cover letter, a phone number and a resume. */
export function ApplyForm({ job, isJobSeeker }: Props) {
  const saved = useQuery({ ...savedResumeQuery(), enabled: isJobSeeker });
  const savedResume = saved.data ?? null;
  if (isJobSeeker && saved.isPending) return null;
  return <ApplyFormFields key={savedResume ? 'saved' : 'none'} job={job} savedName={savedResume?.name ?? null} />;
}

function ApplyFormFields({ job, savedName }: { job: Job; savedName: string | null }) {
  const apply = useApply(job.uuid);
  const headingId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<ApplyValues>({ initialValues: emptyApply(savedName !== null), validate: applyErrors });
  const resume = form.values.resume;

  const submit = form.onSubmit((values) => {
    setProblem(null);
    apply.mutate(
      { body: applyBody(values), file: values.resume === 'upload' ? values.file : null },
      {
        onSuccess: ({ resumeError }) => {
          if (resumeError) {
            notify.error(
              `Your application was sent, but the resume could not be uploaded: ${errorText(resumeError, 'please try again')}. You can add it from Applied jobs.`,
            );
          } else {
            notify.success('Your application was sent');
          }
        },
        onError: (error) => {
          const errors = serverFieldErrors(error, fieldOf);
          if (hasErrors(errors)) form.setErrors(errors);
          const text = errorText(error, applyErrorText);
          setProblem(text);
          notify.error(text);
        },
      },
    );
  });

  const choices: Array<{ value: ResumeChoice; label: string }> = [
    ...(savedName ? [{ value: 'saved' as const, label: `Use my saved resume (${savedName})` }] : []),
    { value: 'upload', label: savedName ? 'Upload another file' : 'Upload a resume' },
    { value: 'none', label: 'Apply without a resume' },
  ];

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={headingId}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={2} size="h4" id={headingId}>
            Apply for this job
          </Title>
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
          <Radio.Group label="Resume" {...form.getInputProps('resume')}>
            <Stack gap="xs" mt={6}>
              {choices.map((choice) => (
                <Radio key={choice.value} value={choice.value} label={choice.label} />
              ))}
            </Stack>
          </Radio.Group>
          {resume === 'upload' ? (
            <ResumePicker
              label="Resume file"
              required
              file={form.values.file}
              onChange={(file) => form.setFieldValue('file', file)}
              error={form.errors.file}
            />
          ) : null}
          {problem ? (
            <Alert color="red" role="alert" title={applyErrorText}>
              {problem}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button type="submit" loading={apply.isPending}>
              Send application
            </Button>
          </Group>
          <Text size="xs" c="dimmed">
            {job.employer.companyName} sees your name, email, phone, cover letter and resume.
          </Text>
        </Stack>
      </form>
    </Paper>
  );
}
