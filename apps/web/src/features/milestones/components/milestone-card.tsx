import { Alert, Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconPencil, IconPlayerPlay, IconTrash } from '@tabler/icons-react';
import { type Milestone, milestoneCategoryLabels } from '@ventura/shared';
import { errorText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import { downloadEvidence, useStartMilestone } from '../api.ts';
import { dayText, momentDay } from '../format.ts';
import { MilestoneStatusBadge, OverdueBadge } from './status-badge.tsx';

type Props = {
  milestone: Milestone;
  /** Shown to confirmers and consoles: whose milestone it is. */
  showStartup?: boolean;
  onEdit?: (milestone: Milestone) => void;
  onDelete?: (milestone: Milestone) => void;
  onComplete?: (milestone: Milestone) => void;
  onReview?: (milestone: Milestone) => void;
};

const reviewerText = (m: Milestone) =>
  m.confirmedBy === 'program' && m.program
    ? `Reviewed by ${m.program.name}’s reviewers`
    : m.confirmedBy === 'partner'
      ? 'Reviewed by the partner'
      : 'Reviewed by the platform team';

/** One milestone: its status, due date (Overdue when past), evidence and note, and what the caller may do. */
export function MilestoneCard({ milestone: m, showStartup = false, onEdit, onDelete, onComplete, onReview }: Props) {
  const start = useStartMilestone();
  const { evidence } = m;
  const hasEvidence = evidence.text !== '' || evidence.url !== null || evidence.fileUrl !== null;
  const startIt = () =>
    start.mutate(m.uuid, {
      onSuccess: () => notify.success(`“${m.title}” is in progress`),
      onError: (error) => notify.error(errorText(error, 'The milestone could not be started')),
    });

  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={m.title}>
      <Stack gap="xs">
        <Stack gap={2} miw={0}>
          {showStartup ? (
            <Text size="sm" c="dimmed">
              {m.startup.name}
            </Text>
          ) : null}
          <Title order={3} size="h4" style={{ overflowWrap: 'anywhere' }}>
            {m.title}
          </Title>
        </Stack>
        <Group gap={6}>
          <MilestoneStatusBadge status={m.status} />
          {m.overdue ? <OverdueBadge /> : null}
          <Badge component="span" variant="default" radius="sm">
            {milestoneCategoryLabels[m.category]}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          <Text span size="sm" fw={m.overdue ? 700 : undefined}>
            Due {dayText(m.dueOn)}
          </Text>
          {' · '}
          {reviewerText(m)}
        </Text>
        {m.description ? (
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {m.description}
          </Text>
        ) : null}
        {hasEvidence ? (
          <Stack gap={4} aria-label="Evidence" role="group">
            <Text size="sm" fw={600}>
              Evidence{m.completedAt ? ` (given ${momentDay(m.completedAt)})` : ''}
            </Text>
            {evidence.text ? (
              <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                {evidence.text}
              </Text>
            ) : null}
            {evidence.url ? (
              <Anchor
                href={evidence.url}
                target="_blank"
                rel="noopener noreferrer"
                size="sm"
                style={{ overflowWrap: 'anywhere' }}
              >
                {evidence.url}
              </Anchor>
            ) : null}
            {evidence.fileUrl && evidence.fileName ? (
              <Button
                size="compact-sm"
                variant="default"
                leftSection={<IconDownload size={16} aria-hidden />}
                onClick={() => void downloadEvidence(evidence.fileUrl ?? '', evidence.fileName ?? 'evidence')}
                style={{ alignSelf: 'flex-start' }}
                aria-label={`Download ${evidence.fileName}`}
              >
                {evidence.fileName}
              </Button>
            ) : null}
          </Stack>
        ) : null}
        {m.reviewerNote ? (
          <Alert
            color={m.status === 'confirmed' ? 'green' : 'orange'}
            title={`Note from ${m.reviewerName ?? 'the reviewer'}`}
            role="note"
          >
            {m.reviewerNote}
          </Alert>
        ) : null}
        {m.status === 'confirmed' && m.confirmedAt ? (
          <Text size="sm" c="dimmed">
            Confirmed {momentDay(m.confirmedAt)}
            {m.reviewerName ? ` by ${m.reviewerName}` : ''}
          </Text>
        ) : null}
        <Group gap="xs">
          {m.can.start ? (
            <Button
              size="compact-sm"
              variant="light"
              leftSection={<IconPlayerPlay size={16} aria-hidden />}
              loading={start.isPending}
              onClick={startIt}
            >
              Start
            </Button>
          ) : null}
          {m.can.complete && onComplete ? (
            <Button size="compact-sm" onClick={() => onComplete(m)}>
              Complete
            </Button>
          ) : null}
          {m.can.review && onReview ? (
            <Button size="compact-sm" onClick={() => onReview(m)}>
              Review
            </Button>
          ) : null}
          {m.can.edit && onEdit ? (
            <Button
              size="compact-sm"
              variant="default"
              leftSection={<IconPencil size={16} aria-hidden />}
              onClick={() => onEdit(m)}
              aria-label={`Edit ${m.title}`}
            >
              Edit
            </Button>
          ) : null}
          {m.can.remove && onDelete ? (
            <Button
              size="compact-sm"
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() => onDelete(m)}
              aria-label={`Delete ${m.title}`}
            >
              Delete
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Card>
  );
}
