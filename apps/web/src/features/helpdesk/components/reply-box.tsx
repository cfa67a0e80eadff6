import { Button, FileInput, Group, Paper, Stack, Switch, Textarea } from '@mantine/core';
import { IconPaperclip, IconSend } from '@tabler/icons-react';
import { helpdeskLimits, type Ticket } from '@ventura/shared';
import { useState } from 'react';
import { errorText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import { withoutFieldPath } from '../../../ui/form-errors.ts';
import { useReply } from '../api.ts';

export const acceptedFiles = '.pdf,.doc,.docx,.xlsx,.pptx,.png,.jpg,.jpeg';

/** The reply under the thread: text, files, and for the helpdesk, whether it is an internal note. */
export function ReplyBox({ ticket }: { ticket: Ticket }) {
  const reply = useReply(ticket.uuid);
  const [body, setBody] = useState('');
  const [internal, setInternal] = useState(false);
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);

  const send = () => {
    setProblem(null);
    if (body.trim() === '') {
      setProblem('Write a message first');
      return;
    }
    reply.mutate(
      { body, internal, files },
      {
        onSuccess: ({ failures }) => {
          setBody('');
          setFiles([]);
          setInternal(false);
          for (const failure of failures) {
            notify.error(
              `${failure.name}: ${withoutFieldPath(errorText(failure.error, 'The file could not be attached'))}`,
            );
          }
        },
        onError: (error) => setProblem(withoutFieldPath(errorText(error, 'The message could not be sent'))),
      },
    );
  };

  return (
    <Paper withBorder radius="md" p="md">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          send();
        }}
        aria-label="Reply"
        noValidate
      >
        <Stack gap="sm">
          <Textarea
            label={internal ? 'Internal note' : 'Your reply'}
            description={
              internal
                ? 'Only the helpdesk sees internal notes.'
                : ticket.status === 'resolved' && !ticket.can.addNote
                  ? 'Writing again reopens the ticket.'
                  : undefined
            }
            autosize
            minRows={3}
            maxLength={helpdeskLimits.messageLength}
            value={body}
            onChange={(event) => setBody(event.currentTarget.value)}
            error={problem}
          />
          <FileInput
            label="Attach files"
            placeholder="PDF, Word, Excel, PowerPoint, PNG or JPEG; up to 10 MB each"
            multiple
            clearable
            accept={acceptedFiles}
            leftSection={<IconPaperclip size={16} aria-hidden />}
            value={files}
            onChange={setFiles}
          />
          <Group justify="space-between">
            {ticket.can.addNote ? (
              <Switch
                label="Internal note"
                checked={internal}
                onChange={(event) => setInternal(event.currentTarget.checked)}
              />
            ) : (
              <span />
            )}
            <Button type="submit" loading={reply.isPending} leftSection={<IconSend size={16} aria-hidden />}>
              {internal ? 'Add note' : 'Send reply'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
