import {
  Alert,
  Button,
  CloseButton,
  FileButton,
  Group,
  Loader,
  Modal,
  Paper,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconFileCheck, IconUpload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type AccountType, type ConnectionAttachment, type ConnectionState, limits } from '@ventura/shared';
import { useId, useRef, useState } from 'react';
import { errorText } from '../../../api/client.ts';
import { connectionDocumentQuery } from '../../../api/connection-document.ts';
import { notify } from '../../../core/notify.ts';
import { useTenant } from '../../../core/tenant.ts';
import { ConnectionDocumentCard } from '../../../ui/connection-document-card.tsx';
import { fileSizeText } from '../../../ui/file-size.ts';
import { serverFieldErrors, withoutFieldPath } from '../../../ui/form-errors.ts';
import { useSendConnectionRequest, useUploadConnectionAttachment } from '../api.ts';

/** Who the request goes to. */
export type ConnectTarget = { uuid: string; name: string; accountType: AccountType };

type Props = {
  target: ConnectTarget;
  onClose: () => void;
  onSent?: (state: ConnectionState) => void;
};

/** What the file picker offers; the server decides from the bytes. */
const accept = '.pdf,.doc,.docx,.xlsx,.pptx,.png,.jpg,.jpeg';
const maxSize = fileSizeText(limits.documentSizeBytes);
const sendFailedText = 'Error while sending connection request';

/** The longest message this tenant takes: its own limit, within the platform's. */
const messageLimit = (tenantLimit: number) =>
  tenantLimit > 0 ? Math.min(tenantLimit, limits.connectionMessageLength) : limits.connectionMessageLength;

/**
 * Asks a profile to connect, with an optional message. An investor with a connection document would like
 * it back, filled in: the dialog offers the document and an upload, and a request with a file attached
 * goes to POST connections/investor (the server takes a request without one too).
 */
export function ConnectModal({ target, onClose, onSent }: Props) {
  const tenant = useTenant();
  const maxLength = messageLimit(tenant.connections.maxMessageLength);
  const problemId = useId();
  const uploadProblemId = useId();
  const investor = target.accountType === 'investor';
  const document = useQuery({ ...connectionDocumentQuery(target.uuid), enabled: investor });
  const offersDocument = investor && document.data !== null && document.data !== undefined;
  const send = useSendConnectionRequest();
  const upload = useUploadConnectionAttachment();
  const [attachment, setAttachment] = useState<ConnectionAttachment | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [uploadProblem, setUploadProblem] = useState<string | null>(null);
  const resetRef = useRef<() => void>(null);
  const form = useForm({
    initialValues: { message: '' },
    validate: {
      message: (value) =>
        value.trim().length > maxLength ? `The message can be at most ${maxLength} characters` : null,
    },
  });
  const busy = send.isPending || upload.isPending;
  const close = () => {
    if (!send.isPending) onClose();
  };

  const choose = (file: File | null) => {
    resetRef.current?.();
    if (!file) return;
    if (file.size > limits.documentSizeBytes) {
      setUploadProblem(`The file is larger than ${maxSize}`);
      return;
    }
    setUploadProblem(null);
    upload.mutate(file, {
      onSuccess: setAttachment,
      onError: (error) => setUploadProblem(withoutFieldPath(errorText(error, 'The document could not be uploaded'))),
    });
  };

  const submit = form.onSubmit(({ message }) => {
    setProblem(null);
    send.mutate(
      { profileUUID: target.uuid, message, documentUUID: offersDocument ? attachment?.uuid : undefined },
      {
        onSuccess: (state) => {
          notify.success(
            state.connectionStatus === 'pending_moderation'
              ? `Your request to ${target.name} was sent. The platform team reviews it before ${target.name} sees it.`
              : `Connection request sent to ${target.name}.`,
          );
          onSent?.(state);
          onClose();
        },
        onError: (error) => {
          const fields = serverFieldErrors(error, (path) => (path === 'message' ? 'message' : undefined));
          if (fields.message) form.setFieldError('message', fields.message);
          else setProblem(withoutFieldPath(errorText(error, sendFailedText)));
        },
      },
    );
  });

  return (
    <Modal opened onClose={close} title={`Connect with ${target.name}`} size="lg" centered>
      <form onSubmit={submit} noValidate aria-describedby={problem ? problemId : undefined}>
        <Stack gap="md">
          <Text size="sm">
            {target.name} gets your request and can accept or decline it. Once connected, you both see what only
            connections see.
          </Text>
          {investor && document.isPending ? (
            <Group gap="xs" role="status">
              <Loader size="xs" aria-hidden />
              <Text size="sm">Checking whether {target.name} asks for a document…</Text>
            </Group>
          ) : null}
          {offersDocument ? (
            <Stack gap="sm">
              <ConnectionDocumentCard investorUuid={target.uuid} />
              <Paper withBorder radius="md" p="md">
                <Stack gap="xs">
                  <Text size="sm" fw={600}>
                    Your copy of the document (optional)
                  </Text>
                  <Text size="sm" c="dimmed">
                    Download it, fill it in and attach it here: it goes with your request. Up to {maxSize}.
                  </Text>
                  {attachment ? (
                    <Group gap="sm" wrap="nowrap">
                      <IconFileCheck size={20} aria-hidden color="var(--mantine-color-green-filled)" />
                      <Text size="sm" fw={500} truncate="end" miw={0} style={{ flex: 1 }}>
                        {attachment.fileName} · {fileSizeText(attachment.fileSize)}
                      </Text>
                      <CloseButton
                        aria-label={`Remove ${attachment.fileName}`}
                        onClick={() => setAttachment(null)}
                        disabled={send.isPending}
                      />
                    </Group>
                  ) : null}
                  <Group>
                    <FileButton onChange={choose} accept={accept} resetRef={resetRef}>
                      {(buttonProps) => (
                        <Button
                          {...buttonProps}
                          variant="light"
                          leftSection={<IconUpload size={18} aria-hidden />}
                          loading={upload.isPending}
                          disabled={send.isPending}
                          aria-describedby={uploadProblem ? uploadProblemId : undefined}
                        >
                          {attachment ? 'Attach another file' : 'Attach your copy'}
                        </Button>
                      )}
                    </FileButton>
                  </Group>
                  {uploadProblem ? (
                    <Text id={uploadProblemId} size="sm" c="var(--mantine-color-error)" role="alert">
                      {uploadProblem}
                    </Text>
                  ) : null}
                </Stack>
              </Paper>
            </Stack>
          ) : null}
          <Textarea
            label="Message (optional)"
            placeholder={`Say why you would like to connect with ${target.name}`}
            autosize
            minRows={3}
            maxRows={8}
            maxLength={maxLength}
            description={`${form.values.message.length}/${maxLength} characters`}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            data-autofocus
            {...form.getInputProps('message')}
          />
          {problem ? (
            <Alert id={problemId} color="red" title="The request was not sent" role="alert">
              {problem}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={send.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={send.isPending} disabled={busy || (investor && document.isPending)}>
              Send request
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
