import { Anchor, Avatar, Badge, Button, Group, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconExternalLink, IconPaperclip } from '@tabler/icons-react';
import { type ReportedItem, reportReasonLabels } from '@ventura/shared';
import { Link } from 'react-router';
import { paths } from '../../../core/paths.ts';
import { plainPostText } from '../../../ui/post-text.ts';
import { formatMoment, sinceText } from '../format.ts';

export type ReportDecisionName = 'hide' | 'delete' | 'dismiss';

type Props = {
  rows: readonly ReportedItem[];
  onDecide: (row: ReportedItem, decision: ReportDecisionName) => void;
};

const itemName = (row: ReportedItem) => (row.item === 'post' ? 'post' : 'comment');

/** What was decided, in a line: 'Hidden by Priya Raman, 2 days ago'. */
const decisionLine = (decision: NonNullable<ReportedItem['decision']>) => {
  const done = { hide: 'Hidden', delete: 'Deleted', dismiss: 'Reports dismissed' }[decision.action];
  return `${done} by ${decision.by}, ${sinceText(decision.at)}`;
};

/** When a moment was, in words, with the exact time on hover. */
function Since({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} title={formatMoment(iso)}>
      {sinceText(iso)}
    </time>
  );
}

function ReportedCard({ row, onDecide }: { row: ReportedItem; onDecide: Props['onDecide'] }) {
  const what = `the ${itemName(row)} by ${row.author.name}`;
  const detail = [row.author.accountTypeLabel, row.author.organizationName].filter(Boolean).join(' · ');
  const excerpt = plainPostText(row.text).trim();
  return (
    <Paper component="article" withBorder radius="md" p="md" aria-label={`Reports about ${what}`}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Group gap={6}>
            <Badge variant="light">{row.item === 'post' ? 'Post' : 'Comment'}</Badge>
            {row.hidden ? (
              <Badge variant="light" color="orange">
                Hidden
              </Badge>
            ) : null}
            <Badge variant="light" color="red">
              {row.reportCount === 1 ? '1 report' : `${row.reportCount} reports`}
            </Badge>
          </Group>
          <Text size="xs" c="dimmed">
            First reported <Since iso={row.firstReportedAt} />
          </Text>
        </Group>
        <Group gap="sm" wrap="nowrap">
          <Avatar src={row.author.avatar} alt="" radius="xl" size="sm" name={row.author.name} />
          <Stack gap={0} miw={0}>
            <Text size="sm" fw={500} truncate>
              {row.author.name}
            </Text>
            <Text size="xs" c="dimmed" truncate>
              {detail} · written <Since iso={row.createdAt} />
            </Text>
          </Stack>
        </Group>
        <Text size="sm" lineClamp={4} c={excerpt ? undefined : 'dimmed'} style={{ overflowWrap: 'anywhere' }}>
          {excerpt || 'No text'}
        </Text>
        {row.fileCount > 0 ? (
          <Group gap={4} c="dimmed">
            <IconPaperclip size={14} aria-hidden />
            <Text size="xs">{row.fileCount === 1 ? '1 file' : `${row.fileCount} files`}</Text>
          </Group>
        ) : null}
        <Group gap={6} aria-label="Reasons">
          {row.reasons.map(({ reason, count }) => (
            <Badge key={reason} variant="default" tt="none">
              {reportReasonLabels[reason]}
              {count > 1 ? ` × ${count}` : ''}
            </Badge>
          ))}
        </Group>
        {row.reports.length > 0 ? (
          <Stack component="ul" gap={4} m={0} pl="md" aria-label="Latest reports">
            {row.reports.map((report) => (
              <Text component="li" size="sm" key={`${report.reporterName}-${report.createdAt}`}>
                <b>{report.reporterName}</b>: {reportReasonLabels[report.reason]}
                {report.note ? ` — “${report.note}”` : ''}{' '}
                <Text component="span" size="xs" c="dimmed">
                  (<Since iso={report.createdAt} />)
                </Text>
              </Text>
            ))}
          </Stack>
        ) : null}
        {row.decision ? (
          <Text size="sm" c="dimmed">
            {decisionLine(row.decision)}
            {row.decision.note ? `: “${row.decision.note}”` : ''}
          </Text>
        ) : null}
        <Group justify="space-between" gap="xs">
          {row.decision?.action === 'delete' ? (
            <span />
          ) : (
            <Anchor component={Link} to={paths.communityPost(row.postUUID)} target="_blank" size="sm">
              <Group gap={4} wrap="nowrap" component="span">
                <span>Open the post</span>
                <IconExternalLink size={14} aria-hidden />
                <VisuallyHidden>(opens in a new tab)</VisuallyHidden>
              </Group>
            </Anchor>
          )}
          {row.decision ? null : (
            <Group gap="xs">
              {row.hidden ? null : (
                <Button size="xs" variant="default" onClick={() => onDecide(row, 'hide')} aria-label={`Hide ${what}`}>
                  Hide
                </Button>
              )}
              <Button size="xs" color="red" onClick={() => onDecide(row, 'delete')} aria-label={`Delete ${what}`}>
                Delete
              </Button>
              <Button
                size="xs"
                variant="subtle"
                onClick={() => onDecide(row, 'dismiss')}
                aria-label={`Dismiss the reports about ${what}`}
              >
                Dismiss
              </Button>
            </Group>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

/** A page of reported posts and comments: what was said, by whom, why it was reported, and the decisions. */
export function ReportList({ rows, onDecide }: Props) {
  return (
    <Stack gap="md">
      {rows.map((row) => (
        <ReportedCard key={`${row.item}-${row.uuid}`} row={row} onDecide={onDecide} />
      ))}
    </Stack>
  );
}
