import { Alert, Badge, Button, FileButton, Group, Paper, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import {
  awaitingUploadStatuses,
  documentKindInfo,
  documentKindsText,
  limits,
  type ProgramDocument,
} from '@ventura/shared';
import { useId, useRef, useState } from 'react';
import { errorText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import { readableAlertTitle } from '../../../ui/alert-styles.ts';
import { documentStatusInfo } from '../../../ui/document-file.tsx';
import { FileChip } from '../../../ui/file-chip.tsx';
import { fileSizeText } from '../../../ui/file-size.ts';
import { withoutFieldPath } from '../../../ui/form-errors.ts';
import { useUploadProgramDocument } from '../api.ts';
import { dateText } from '../present.ts';

const accept = '.pdf,.doc,.docx,.xlsx,.pptx,.png,.jpg,.jpeg';

/** A document the applicant still owes: asked and not sent, or sent back. */
export const isOwed = (document: Pick<ProgramDocument, 'status'>) => awaitingUploadStatuses.includes(document.status);

/** One document a program asks for: what it is, where it stands, the reviewer's reason, the file, and the upload. */
function DocumentItem({ document, readOnly }: { document: ProgramDocument; readOnly: boolean }) {
  const titleId = useId();
  const upload = useUploadProgramDocument();
  const [problem, setProblem] = useState<string | null>(null);
  const resetRef = useRef<() => void>(null);
  const status = documentStatusInfo[document.status];

  const choose = (file: File | null) => {
    resetRef.current?.();
    if (!file) return;
    if (file.size > limits.documentSizeBytes) {
      setProblem(
        `${file.name} is ${fileSizeText(file.size, 'up')}; a file can be at most ${fileSizeText(limits.documentSizeBytes)}.`,
      );
      return;
    }
    setProblem(null);
    upload.mutate(
      { uuid: document.uuid, file },
      {
        onSuccess: () => notify.success(`${document.title} uploaded`),
        onError: (error) => setProblem(withoutFieldPath(errorText(error, 'The document could not be uploaded'))),
      },
    );
  };

  return (
    <Paper component="li" withBorder radius="md" p="sm" aria-labelledby={titleId}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={0} miw={0} style={{ flex: '1 1 12rem' }}>
            <Text fw={600} id={titleId} style={{ overflowWrap: 'anywhere' }}>
              {document.title}
              {document.required ? '' : ' (optional)'}
            </Text>
            {document.description ? (
              <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
                {document.description}
              </Text>
            ) : null}
          </Stack>
          {/* Filled, as the documents page shows it: a light yellow badge reads below 4.5:1. */}
          <Badge color={status.color} tt="none" miw="max-content">
            {status.label}
          </Badge>
        </Group>
        {document.status === 'rejected' && document.reason ? (
          <Alert color="red" title="Why it was sent back" styles={readableAlertTitle} p="xs">
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {document.reason}
            </Text>
          </Alert>
        ) : null}
        {document.file ? (
          <FileChip
            name={document.file.name}
            detail={`${documentKindInfo[document.file.kind].label} · ${fileSizeText(document.file.size)} · sent ${dateText(document.file.uploadedAt)}`}
            url={document.file.url}
          />
        ) : null}
        {problem ? (
          <Text size="sm" c="red" role="alert">
            {problem}
          </Text>
        ) : null}
        {!readOnly && isOwed(document) ? (
          <Group>
            <FileButton onChange={choose} accept={accept} resetRef={resetRef}>
              {(props) => (
                <Button
                  {...props}
                  variant="light"
                  size="sm"
                  leftSection={<IconUpload size={16} aria-hidden />}
                  loading={upload.isPending}
                  aria-label={`${document.file ? 'Upload again' : 'Upload'}: ${document.title}`}
                >
                  {document.file ? 'Upload again' : 'Upload'}
                </Button>
              )}
            </FileButton>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}

type Props = {
  documents: readonly ProgramDocument[];
  /** A withdrawn or decided application: the files show, nothing more is sent. */
  readOnly?: boolean;
  label: string;
};

/** The documents of one stage, each with its state and, while owed, its upload. */
export function ProgramDocuments({ documents, readOnly = false, label }: Props) {
  if (documents.length === 0) return null;
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        Each file is {documentKindsText}, at most {fileSizeText(limits.documentSizeBytes)}.
      </Text>
      <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }} aria-label={label}>
        {documents.map((document) => (
          <DocumentItem key={document.uuid} document={document} readOnly={readOnly} />
        ))}
      </Stack>
    </Stack>
  );
}
