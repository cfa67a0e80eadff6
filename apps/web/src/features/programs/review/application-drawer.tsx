import { Badge, Drawer, Group, Paper, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type Program, programApplicationStatusLabels, programStageLabels, type ReviewDetails } from '@ventura/shared';
import { useSessionUser } from '../../../core/session.ts';
import { FormFill } from '../../../ui/form-fields/form-fill.tsx';
import { LoadError } from '../../../ui/load-error.tsx';
import { ApplicationPitch } from '../components/application-pitch.tsx';
import { reviewDetailsQuery } from './api.ts';
import { DocumentReview } from './document-review.tsx';
import { formatMoment } from './format.ts';
import { MoveApplicationsControl } from './move-applications.tsx';
import { HistoryTimeline, NotesThread } from './notes-history.tsx';
import { statusColors } from './review-table.tsx';
import { ReviewScores, ScoringForm } from './scoring-form.tsx';

type Props = {
  program: Program;
  applicationUuid: string;
  /** The name shown while the application loads (from the list's row). */
  name: string | undefined;
  onClose: () => void;
};

const ignore = () => {};

function ApplicationReview({ program, details }: { program: Program; details: ReviewDetails }) {
  const user = useSessionUser();
  const mine = details.reviews.find((review) => review.reviewer.userUuid === user?.uuid);
  const pendingDocuments = details.documents.filter((document) => document.status === 'submitted').length;
  return (
    <Stack gap="md">
      <Group gap="xs">
        <Badge variant="outline">{programStageLabels[details.stage]} stage</Badge>
        <Badge variant="light" color={statusColors[details.status]}>
          {programApplicationStatusLabels[details.status]}
        </Badge>
        <Text size="sm" c="dimmed">
          {details.progress}% answered
          {details.submittedAt ? ` · submitted ${formatMoment(details.submittedAt)}` : ' · not submitted yet'}
        </Text>
      </Group>
      {program.canManage ? (
        <Paper withBorder radius="md" p="sm" component="section" aria-label="Decision">
          <MoveApplicationsControl
            programUuid={program.uuid}
            chosen={[{ uuid: details.uuid, name: details.applicant.name }]}
            onDone={ignore}
          />
        </Paper>
      ) : null}
      <ApplicationPitch
        applicant={details.applicant}
        asksForPitch={program.family === 'video' || program.videoTopics.length > 0}
      />
      <Tabs defaultValue="answers" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="answers">Answers</Tabs.Tab>
          <Tabs.Tab value="documents">
            Documents{pendingDocuments > 0 ? ` (${pendingDocuments} to check)` : ''}
          </Tabs.Tab>
          <Tabs.Tab value="scores">Scores ({details.reviews.length})</Tabs.Tab>
          <Tabs.Tab value="notes">Notes ({details.notes.length})</Tabs.Tab>
          <Tabs.Tab value="history">History</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="answers" pt="md">
          {details.fields.length > 0 ? (
            <FormFill fields={details.fields} answers={details.answers} onChange={ignore} readOnly />
          ) : (
            <Text size="sm" c="dimmed">
              This program asks no questions.
            </Text>
          )}
        </Tabs.Panel>
        <Tabs.Panel value="documents" pt="md">
          <DocumentReview applicationUuid={details.uuid} documents={details.documents} />
        </Tabs.Panel>
        <Tabs.Panel value="scores" pt="md">
          <Stack gap="lg">
            <Stack gap="xs">
              <Title order={3} size="h5">
                Your review
              </Title>
              <ScoringForm
                key={mine?.updatedAt ?? 'new'}
                applicationUuid={details.uuid}
                rubric={details.rubric}
                mine={mine}
              />
            </Stack>
            <Stack gap="xs">
              <Title order={3} size="h5">
                All reviews
              </Title>
              <ReviewScores reviews={details.reviews} rubric={details.rubric} />
            </Stack>
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="notes" pt="md">
          <NotesThread applicationUuid={details.uuid} notes={details.notes} />
        </Tabs.Panel>
        <Tabs.Panel value="history" pt="md">
          <HistoryTimeline history={details.history} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

/**
 * One application read in full over the list (its answers, documents, scores, notes and history); the
 * whole screen on a phone. Managers also move it; reviewers score and comment.
 */
export function ApplicationDrawer({ program, applicationUuid, name, onClose }: Props) {
  const details = useQuery(reviewDetailsQuery(applicationUuid));
  return (
    <Drawer
      opened
      onClose={onClose}
      position="right"
      size="min(960px, 100%)"
      title={details.data?.applicant.name ?? name ?? 'Application'}
      closeButtonProps={{ 'aria-label': 'Close the application' }}
      styles={{ title: { fontSize: 'var(--mantine-h3-font-size)', fontWeight: 700 } }}
    >
      {details.isPending ? (
        <Stack gap="md" role="status" aria-label="Loading the application">
          <Skeleton h={48} radius="lg" />
          <Skeleton h={360} radius="lg" />
        </Stack>
      ) : details.isError ? (
        <LoadError
          title="The application could not be loaded"
          error={details.error}
          fallback="Please try again."
          onRetry={() => void details.refetch()}
          retrying={details.isFetching}
        />
      ) : (
        <ApplicationReview program={program} details={details.data} />
      )}
    </Drawer>
  );
}
