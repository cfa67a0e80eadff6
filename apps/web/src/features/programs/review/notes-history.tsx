import { Button, Group, Paper, Stack, Text, Textarea, Timeline } from '@mantine/core';
import {
  type ApplicationEvent,
  NoteInput,
  programApplicationStatusLabels,
  programLimits,
  programStageLabels,
  type ReviewDetails,
} from '@ventura/shared';
import { useState } from 'react';
import { errorText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import { schemaFieldErrors } from '../../../ui/form-errors.ts';
import { useAddNote } from './api.ts';
import { formatMoment } from './format.ts';

/** The reviewers' notes to each other, oldest first, and a way to add one. */
export function NotesThread({ applicationUuid, notes }: { applicationUuid: string; notes: ReviewDetails['notes'] }) {
  const add = useAddNote(applicationUuid);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = () => {
    const problem = schemaFieldErrors(NoteInput, { body }).body;
    if (problem) {
      setError(problem);
      return;
    }
    add.mutate(
      { body: body.trim() },
      {
        onSuccess: () => {
          setBody('');
          notify.success('Your note is added');
        },
        onError: (failure) => notify.error(errorText(failure, 'The note could not be added')),
      },
    );
  };

  return (
    <Stack gap="sm">
      {notes.length === 0 ? (
        <Text size="sm" c="dimmed">
          No notes yet. Notes are seen by the program's managers and reviewers, never by the applicant.
        </Text>
      ) : (
        <Stack component="ol" gap="xs" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Notes">
          {notes.map((note) => (
            <Paper component="li" key={note.uuid} withBorder radius="md" p="sm">
              <Group justify="space-between" gap="xs">
                <Text size="sm" fw={600}>
                  {note.author}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatMoment(note.createdAt)}
                </Text>
              </Group>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {note.body}
              </Text>
            </Paper>
          ))}
        </Stack>
      )}
      <Textarea
        label="Add a note for the other reviewers"
        autosize
        minRows={2}
        maxRows={6}
        maxLength={programLimits.commentLength}
        value={body}
        error={error}
        onChange={(event) => {
          setBody(event.currentTarget.value);
          setError(undefined);
        }}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={submit} loading={add.isPending}>
          Add note
        </Button>
      </Group>
    </Stack>
  );
}

/** What happened to the application: each stage and decision, with the message sent with it. */
export function HistoryTimeline({ history }: { history: readonly ApplicationEvent[] }) {
  if (history.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        Nothing has happened yet.
      </Text>
    );
  }
  return (
    <Timeline active={history.length - 1} bulletSize={14} lineWidth={2} aria-label="History">
      {history.map((event) => (
        <Timeline.Item
          key={`${event.at}-${event.stage}-${event.status}`}
          title={`${programStageLabels[event.stage]}: ${programApplicationStatusLabels[event.status]}`}
        >
          <Text size="xs" c="dimmed">
            {formatMoment(event.at)}
          </Text>
          {event.message ? (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {event.message}
            </Text>
          ) : null}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
