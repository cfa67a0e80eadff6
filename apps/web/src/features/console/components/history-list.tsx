import { Text, Timeline } from '@mantine/core';
import type { AuditEntry } from '@ventura/shared';
import { auditNote } from '../audit.ts';
import { formatMoment } from '../format.ts';
import { actionLabel } from '../labels.ts';

/** What happened to a profile, newest first: who did what, when, and what they wrote with it. */
export function HistoryList({ entries }: { entries: readonly AuditEntry[] }) {
  if (entries.length === 0) return <Text c="dimmed">Nothing recorded yet.</Text>;
  return (
    <Timeline bulletSize={14} lineWidth={2} active={-1}>
      {entries.map((entry) => {
        const note = auditNote(entry.detail);
        return (
          <Timeline.Item key={entry.id} title={actionLabel(entry.action)}>
            <Text size="sm" c="dimmed">
              {entry.actor?.name ?? 'The platform'} · {formatMoment(entry.at)}
            </Text>
            {note ? (
              <Text size="sm" mt={4} style={{ whiteSpace: 'pre-line' }}>
                “{note}”
              </Text>
            ) : null}
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}
