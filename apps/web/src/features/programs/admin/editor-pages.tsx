import { Anchor, Group, Skeleton, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { LoadError } from '../../../ui/load-error.tsx';
import { adminProgramQuery } from './api.ts';
import { reviewPathOf } from './labels.ts';
import { PageFrame } from './page-frame.tsx';
import { ProgramEditor } from './program-editor.tsx';
import { ReviewersEditor } from './reviewers-editor.tsx';

/** A new program (/admin/programs/new, /programs/manage/new); its reviewers are chosen once it is saved. */
export function NewProgramPage() {
  return (
    <PageFrame
      title="New program"
      description="Describe the program, who may apply and when, and what applicants send. Reviewers are chosen once it is saved."
    >
      <ProgramEditor />
    </PageFrame>
  );
}

/** One program's editor and its reviewers (/admin/programs/:uuid, /programs/manage/:uuid). */
export function EditProgramPage() {
  const { uuid = '' } = useParams();
  const program = useQuery(adminProgramQuery(uuid));
  if (program.isPending) {
    return (
      <Stack gap="md" role="status" aria-label="Loading the program" maw={1280} mx="auto" w="100%">
        <Skeleton h={64} radius="lg" />
        <Skeleton h={480} radius="lg" />
      </Stack>
    );
  }
  if (program.isError) {
    return (
      <LoadError
        title="The program could not be loaded"
        error={program.error}
        fallback="Please try again."
        onRetry={() => void program.refetch()}
        retrying={program.isFetching}
      />
    );
  }
  const saved = program.data;
  return (
    <PageFrame
      title={saved.title}
      description={`${saved.code} · Edit the program and choose who reviews its applications.`}
      actions={
        <Group gap="md">
          <Anchor component={Link} to={reviewPathOf(saved)}>
            Review applications
          </Anchor>
        </Group>
      }
    >
      <ProgramEditor key={saved.uuid} program={saved} />
      <ReviewersEditor programUuid={saved.uuid} />
    </PageFrame>
  );
}
