import { Button, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { type ReactionItem, type ReportReason, reportReasonLabels, reportReasons } from '@ventura/shared';
import { type FormEvent, useState } from 'react';
import { errorText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import { useReport } from '../writes.ts';

const noteLength = 500;

type Props = { item: ReactionItem; uuid: string; onClose: () => void };

/** Reports a post or a comment to the platform team: why, and a note if the reporter wants to add one. */
export function ReportDialog({ item, uuid, onClose }: Props) {
  const report = useReport();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) {
      setMissing(true);
      return;
    }
    const trimmed = note.trim();
    report.mutate(
      { item, uuid, body: { reason, ...(trimmed ? { note: trimmed } : {}) } },
      {
        onSuccess: (message) => {
          notify.success(message);
          onClose();
        },
        onError: (error) => notify.error(errorText(error, 'The report could not be sent')),
      },
    );
  };

  return (
    <Modal opened onClose={onClose} title={item === 'post' ? 'Report this post' : 'Report this comment'} size="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            The platform team reads every report. The author is not told who reported it.
          </Text>
          <Radio.Group
            label="Why are you reporting it?"
            required
            value={reason}
            onChange={(value) => {
              setReason(reportReasons.find((candidate) => candidate === value) ?? null);
              setMissing(false);
            }}
            error={missing ? 'Choose why you report this' : undefined}
          >
            <Stack gap="xs" mt="xs">
              {reportReasons.map((value) => (
                <Radio key={value} value={value} label={reportReasonLabels[value]} />
              ))}
            </Stack>
          </Radio.Group>
          <Textarea
            label="Note for the platform team"
            description={`Optional, at most ${noteLength} characters.`}
            autosize
            minRows={2}
            maxLength={noteLength}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={report.isPending}>
              Cancel
            </Button>
            <Button type="submit" color="red" loading={report.isPending}>
              Report
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
