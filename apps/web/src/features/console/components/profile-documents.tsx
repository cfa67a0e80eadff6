import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type DocumentFile, type DocumentStatus, documentKindInfo } from '@ventura/shared';
import { useState } from 'react';
import { errorText } from '../../../api/client.ts';
import { connectionDocumentQuery } from '../../../api/connection-document.ts';
import { downloadFile } from '../../../api/download.ts';
import { notify } from '../../../app/notify.ts';
import { fileSizeText } from '../../../ui/connection-document-card.tsx';
import { QueryView } from '../../../ui/query-view.tsx';
import { startupDocumentsQuery } from '../api.ts';
import { DetailCard } from './detail-card.tsx';

const statusInfo: Record<DocumentStatus, { label: string; color: string }> = {
  pending: { label: 'Waiting for the file', color: 'yellow' },
  submitted: { label: 'Waiting for review', color: 'blue' },
  accepted: { label: 'Accepted', color: 'green' },
  rejected: { label: 'Sent back', color: 'red' },
};

/** A stored file with its kind and size, and a download through the operator's session. */
function FileLine({ file }: { file: DocumentFile }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadFile(file.url, { fallbackName: file.name, failedText: 'The file could not be downloaded' });
    } catch (error) {
      notify.error(errorText(error, 'The file could not be downloaded'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Group gap="xs" justify="space-between" wrap="nowrap">
      <Text size="sm" c="dimmed" miw={0} truncate="end">
        {file.name} · {documentKindInfo[file.kind].label} · {fileSizeText(file.size)}
      </Text>
      <Button
        size="compact-sm"
        variant="default"
        leftSection={<IconDownload size={14} aria-hidden />}
        loading={busy}
        onClick={() => void download()}
        aria-label={`Download ${file.name}`}
      >
        Download
      </Button>
    </Group>
  );
}

function StartupDocuments({ uuid }: { uuid: string }) {
  const documents = useQuery(startupDocumentsQuery(uuid));
  return (
    <DetailCard title="Documents">
      <QueryView query={documents} errorTitle="The documents could not be loaded" loadingHeight={80}>
        {(page) =>
          page.items.length === 0 ? (
            <Text size="sm" c="dimmed">
              No program office has asked for a document.
            </Text>
          ) : (
            <Stack gap="md">
              {page.items.map((document) => (
                <Stack key={document.uuid} gap={4}>
                  <Group gap="xs" justify="space-between" wrap="nowrap">
                    <Text fw={600} size="sm" miw={0} truncate="end">
                      {document.title}
                    </Text>
                    <Badge size="sm" color={statusInfo[document.status].color}>
                      {statusInfo[document.status].label}
                    </Badge>
                  </Group>
                  <Text size="xs" c="dimmed">
                    Asked by {document.office.name}
                  </Text>
                  {document.file ? <FileLine file={document.file} /> : null}
                </Stack>
              ))}
              {page.total > page.items.length ? (
                <Text size="xs" c="dimmed">
                  The latest {page.items.length} of {page.total}.
                </Text>
              ) : null}
            </Stack>
          )
        }
      </QueryView>
    </DetailCard>
  );
}

function InvestorDocument({ uuid }: { uuid: string }) {
  const document = useQuery(connectionDocumentQuery(uuid));
  return (
    <DetailCard title="Documents">
      <QueryView query={document} errorTitle="The connection document could not be loaded" loadingHeight={40}>
        {(described) =>
          described ? (
            <Stack gap={4}>
              <Text fw={600} size="sm">
                Connection document
              </Text>
              <FileLine file={described.file} />
            </Stack>
          ) : (
            <Text size="sm" c="dimmed">
              No connection document uploaded.
            </Text>
          )
        }
      </QueryView>
    </DetailCard>
  );
}

/**
 * The documents a profile holds, for the operator's full read: a startup's application documents (what
 * program offices asked for, and the files sent), an investor's connection document. Other types hold none.
 */
export function ProfileDocuments({ accountType, uuid }: { accountType: string; uuid: string }) {
  if (accountType === 'startup') return <StartupDocuments uuid={uuid} />;
  if (accountType === 'investor') return <InvestorDocument uuid={uuid} />;
  return null;
}
