import { Button, FileButton, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconDownload, IconFileText, IconTrash, IconUpload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type ConnectionDocument, documentKindInfo, documentKindsText, limits } from '@ventura/shared';
import dayjs from 'dayjs';
import { useId, useRef, useState } from 'react';
import { errorText } from '../api/client.ts';
import { connectionDocumentQuery, useConnectionDocumentChanges } from '../api/connection-document.ts';
import { downloadFile } from '../api/download.ts';
import { notify } from '../core/notify.ts';
import { fileSizeText } from './file-size.ts';
import { withoutFieldPath } from './form-errors.ts';

/** What the file picker offers; the server decides from the bytes. */
const accept = '.pdf,.doc,.docx,.xlsx,.pptx,.png,.jpg,.jpeg';
const maxSize = fileSizeText(limits.documentSizeBytes);

/** A file's kind, size and date as one line: 'PDF · 240 KB · uploaded 24 Nov 2026'. */
const fileLine = (file: ConnectionDocument['file']) =>
  `${documentKindInfo[file.kind].label} · ${fileSizeText(file.size)} · uploaded ${dayjs(file.uploadedAt).format('D MMM YYYY')}`;

type Props = {
  investorUuid: string;
  /** The investor's own edit page: explains, uploads, replaces and removes. Elsewhere: download only. */
  owner?: boolean;
};

/**
 * An investor's connection document: what a startup reads (and often fills in) before asking that
 * investor to connect. On the investor's edit pages it is managed; on its public profile it is
 * offered to the members the server lets see it, and shows nothing to anyone else.
 */
export function ConnectionDocumentCard({ investorUuid, owner = false }: Props) {
  const headingId = useId();
  const problemId = useId();
  const query = useQuery(connectionDocumentQuery(investorUuid));
  const { upload, remove } = useConnectionDocumentChanges(investorUuid);
  const [problem, setProblem] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);
  const resetRef = useRef<() => void>(null);

  if (query.isPending || query.isError) return null;
  const described = query.data;
  if (!described && !owner) return null;

  const choose = (file: File | null) => {
    resetRef.current?.();
    if (!file) return;
    if (file.size > limits.documentSizeBytes) {
      setProblem(`The file is larger than ${maxSize}`);
      return;
    }
    setProblem(null);
    upload.mutate(file, {
      onSuccess: () => notify.success('Connection document saved'),
      onError: (error) => setProblem(withoutFieldPath(errorText(error, 'The document could not be uploaded'))),
    });
  };

  const download = async (file: ConnectionDocument['file']) => {
    setDownloading(true);
    try {
      await downloadFile(file.url, { fallbackName: file.name, failedText: 'The document could not be downloaded' });
    } catch (error) {
      notify.error(errorText(error, 'The document could not be downloaded'));
    } finally {
      setDownloading(false);
    }
  };

  const confirmRemove = () =>
    modals.openConfirmModal({
      title: 'Remove the connection document?',
      children: <Text size="sm">Startups will no longer find it on your profile.</Text>,
      labels: { confirm: 'Remove', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(undefined, {
          onSuccess: () => notify.success('Connection document removed'),
          onError: (error) => notify.error(errorText(error, 'The document could not be removed')),
        }),
    });

  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <Stack gap={4}>
          <Title order={2} size="h4" id={headingId}>
            Connection document
          </Title>
          <Text size="sm" c="dimmed">
            {owner
              ? `Startups download it from your profile before asking to connect: an application form, a term sheet or an NDA. Accepted: ${documentKindsText}, up to ${maxSize}.`
              : `${described?.investor.name} asks startups to read this before asking to connect.`}
          </Text>
        </Stack>
        {described ? (
          <Group gap="sm" wrap="nowrap" align="center">
            <ThemeIcon variant="light" size={40} radius="md" aria-hidden>
              <IconFileText size={22} />
            </ThemeIcon>
            <Stack gap={0} miw={0} style={{ flex: 1 }}>
              <Text fw={500} truncate="end">
                {described.file.name}
              </Text>
              <Text size="sm" c="dimmed">
                {fileLine(described.file)}
              </Text>
            </Stack>
          </Group>
        ) : null}
        <Group gap="sm">
          {described ? (
            <Button
              variant="default"
              leftSection={<IconDownload size={18} aria-hidden />}
              loading={downloading}
              onClick={() => void download(described.file)}
            >
              Download
            </Button>
          ) : null}
          {owner ? (
            <FileButton onChange={choose} accept={accept} resetRef={resetRef}>
              {(buttonProps) => (
                <Button
                  {...buttonProps}
                  variant="light"
                  leftSection={<IconUpload size={18} aria-hidden />}
                  loading={upload.isPending}
                  aria-describedby={problem ? problemId : undefined}
                >
                  {described ? 'Replace document' : 'Upload document'}
                </Button>
              )}
            </FileButton>
          ) : null}
          {described?.can.remove ? (
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={18} aria-hidden />}
              loading={remove.isPending}
              onClick={confirmRemove}
            >
              Remove
            </Button>
          ) : null}
        </Group>
        {problem ? (
          <Text id={problemId} size="sm" c="var(--mantine-color-error)" role="alert">
            {problem}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
