import { Button, FileButton, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconUpload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useId, useRef } from 'react';
import { errorText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import { withoutFieldPath } from '../../../ui/form-errors.ts';
import { LoadError } from '../../../ui/load-error.tsx';
import { savedResumeQuery } from '../api.ts';
import { resumeAccept, resumeProblem, resumeRulesText } from '../present.ts';
import { useRemoveResume, useSaveResume } from '../writes.ts';
import { ResumeFile } from './resume-file.tsx';

/** The job seeker's saved resume, sent with their applications: upload, replace or remove it. */
export function ResumeCard() {
  const headingId = useId();
  const resume = useQuery(savedResumeQuery());
  const save = useSaveResume();
  const remove = useRemoveResume();
  const resetRef = useRef<() => void>(null);

  const choose = (file: File | null) => {
    resetRef.current?.();
    if (!file) return;
    const problem = resumeProblem(file);
    if (problem) {
      notify.error(problem);
      return;
    }
    save.mutate(file, {
      onSuccess: () => notify.success('Your resume is saved'),
      onError: (error) => notify.error(withoutFieldPath(errorText(error, 'The resume could not be uploaded'))),
    });
  };
  const confirmRemove = () =>
    modals.openConfirmModal({
      title: 'Remove your saved resume?',
      children: <Text size="sm">Applications you sent keep the resume they went with.</Text>,
      labels: { confirm: 'Remove', cancel: 'Keep it' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(undefined, {
          onSuccess: () => notify.success('Your saved resume was removed'),
          onError: (error) => notify.error(errorText(error, 'The resume could not be removed')),
        }),
    });

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          Your resume
        </Title>
        {resume.isPending ? (
          <Skeleton h={44} radius="md" role="status" aria-label="Loading your resume" />
        ) : resume.isError ? (
          <LoadError
            title="Your resume could not be loaded"
            error={resume.error}
            onRetry={() => void resume.refetch()}
            retrying={resume.isFetching}
          />
        ) : (
          <>
            {resume.data ? (
              <ResumeFile file={resume.data} />
            ) : (
              <Text size="sm" c="dimmed">
                Save a resume and it goes with your applications.
              </Text>
            )}
            <Group gap="xs">
              <FileButton onChange={choose} accept={resumeAccept} resetRef={resetRef}>
                {(props) => (
                  <Button
                    {...props}
                    size="xs"
                    variant="light"
                    leftSection={<IconUpload size={14} aria-hidden />}
                    loading={save.isPending}
                  >
                    {resume.data ? 'Replace' : 'Upload a resume'}
                  </Button>
                )}
              </FileButton>
              {resume.data ? (
                <Button size="xs" variant="subtle" color="red" onClick={confirmRemove} loading={remove.isPending}>
                  Remove
                </Button>
              ) : null}
            </Group>
            <Text size="xs" c="dimmed">
              {resumeRulesText}
            </Text>
          </>
        )}
      </Stack>
    </Paper>
  );
}
