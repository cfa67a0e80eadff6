import { Alert, Badge, Button, FileButton, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconCheck, IconUpload } from '@tabler/icons-react';
import { type DocumentRequest, documentKindsText, limits } from '@ventura/shared';
import dayjs from 'dayjs';
import { useId, useRef, useState } from 'react';
import { errorText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import { readableAlertTitle } from '../../../ui/alert-styles.ts';
import { documentStatusInfo, FileLine } from '../../../ui/document-file.tsx';
import { fileSizeText } from '../../../ui/file-size.ts';
import { withoutFieldPath } from '../../../ui/form-errors.ts';
import { useUpdateDocument, useUploadDocument, useWithdrawDocument } from '../api.ts';

const accept = '.pdf,.doc,.docx,.xlsx,.pptx,.png,.jpg,.jpeg';

/** Asks for the comment a rejection needs, then sends the document back. */
function SendBackForm({ onSend, close }: { onSend: (comment: string) => void; close: () => void }) {
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!comment.trim()) {
          setProblem('Say why the document is rejected, so the startup knows what to change');
          return;
        }
        onSend(comment.trim());
        close();
      }}
    >
      <Stack gap="md">
        <Textarea
          label="What should the startup change?"
          autosize
          minRows={3}
          maxLength={2000}
          value={comment}
          error={problem}
          onChange={(event) => setComment(event.currentTarget.value)}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" color="red">
            Send back
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * One document request as either side sees it: what is asked, by whom or of whom, by when, its state,
 * the office's comment, the file sent, and what the caller may do with it (the server's `can`).
 */
export function DocumentCard({ document, side }: { document: DocumentRequest; side: 'office' | 'startup' }) {
  const headingId = useId();
  const upload = useUploadDocument();
  const update = useUpdateDocument();
  const withdraw = useWithdrawDocument();
  const [problem, setProblem] = useState<string | null>(null);
  const resetRef = useRef<() => void>(null);
  const status = documentStatusInfo[document.status];
  const counterpart = side === 'office' ? `Asked of ${document.startup.name}` : `Asked by ${document.office.name}`;
  const due = document.dueDate ? `due ${dayjs(document.dueDate).format('D MMM YYYY')}` : null;

  const choose = (file: File | null) => {
    resetRef.current?.();
    if (!file) return;
    if (file.size > limits.documentSizeBytes) {
      setProblem(`The file is larger than ${fileSizeText(limits.documentSizeBytes)}`);
      return;
    }
    setProblem(null);
    upload.mutate(
      { uuid: document.uuid, file },
      {
        onSuccess: () => notify.success(`${document.title} sent`),
        onError: (error) => setProblem(withoutFieldPath(errorText(error, 'The document could not be uploaded'))),
      },
    );
  };
  const decide = (body: { action: 'accept' } | { action: 'reject'; comment: string }) =>
    update.mutate(
      { uuid: document.uuid, body },
      {
        onSuccess: () => notify.success(body.action === 'accept' ? `${document.title} accepted` : 'Sent back'),
        onError: (error) => notify.error(errorText(error, 'The document could not be updated')),
      },
    );
  const sendBack = () => {
    const id = modals.open({
      title: `Send back ${document.title}?`,
      children: (
        <SendBackForm onSend={(comment) => decide({ action: 'reject', comment })} close={() => modals.close(id)} />
      ),
    });
  };
  const confirmWithdraw = () =>
    modals.openConfirmModal({
      title: 'Withdraw this request?',
      children: <Text size="sm">{document.startup.name} will no longer be asked for it, and any file sent goes.</Text>,
      labels: { confirm: 'Withdraw', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        withdraw.mutate(document.uuid, {
          onSuccess: () => notify.success('The document request was withdrawn'),
          onError: (error) => notify.error(errorText(error, 'The request could not be withdrawn')),
        }),
    });

  return (
    <Paper component="article" aria-labelledby={headingId} withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={2} miw={0} style={{ flex: 1 }}>
            <Title order={2} size="h4" id={headingId}>
              {document.title}
            </Title>
            <Text size="sm" c="dimmed">
              {[counterpart, due, document.programCode ? `program ${document.programCode}` : null]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          </Stack>
          <Group gap="xs">
            {document.overdue ? <Badge color="red">Overdue</Badge> : null}
            <Badge color={status.color} miw="max-content">
              {status.label}
            </Badge>
          </Group>
        </Group>
        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
          {document.description}
        </Text>
        {document.reviewComment ? (
          <Alert color="gray" title={`Comment from ${document.office.name}`} styles={readableAlertTitle}>
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {document.reviewComment}
            </Text>
          </Alert>
        ) : null}
        {document.file && document.can.download ? <FileLine file={document.file} /> : null}
        <Group gap="sm">
          {document.can.upload ? (
            <FileButton onChange={choose} accept={accept} resetRef={resetRef}>
              {(props) => (
                <Button
                  {...props}
                  variant="light"
                  leftSection={<IconUpload size={18} aria-hidden />}
                  loading={upload.isPending}
                >
                  {document.file ? 'Upload a new file' : 'Upload file'}
                </Button>
              )}
            </FileButton>
          ) : null}
          {document.can.accept ? (
            <Button
              leftSection={<IconCheck size={18} aria-hidden />}
              loading={update.isPending}
              onClick={() => decide({ action: 'accept' })}
            >
              Accept
            </Button>
          ) : null}
          {document.can.reject ? (
            <Button variant="default" onClick={sendBack}>
              Send back
            </Button>
          ) : null}
          {document.can.withdraw ? (
            <Button variant="subtle" color="red" loading={withdraw.isPending} onClick={confirmWithdraw}>
              Withdraw
            </Button>
          ) : null}
        </Group>
        {document.can.upload ? (
          <Text size="xs" c="dimmed">
            Accepted: {documentKindsText}, up to {fileSizeText(limits.documentSizeBytes)}.
          </Text>
        ) : null}
        {problem ? (
          <Text size="sm" c="var(--mantine-color-error)" role="alert">
            {problem}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
