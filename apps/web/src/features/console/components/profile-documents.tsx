import { Badge, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { connectionDocumentQuery } from '../../../api/connection-document.ts';
import { documentStatusInfo, FileLine } from '../../../ui/document-file.tsx';
import { QueryView } from '../../../ui/query-view.tsx';
import { startupDocumentsQuery } from '../api.ts';
import { DetailCard } from './detail-card.tsx';

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
                    <Badge size="sm" color={documentStatusInfo[document.status].color}>
                      {documentStatusInfo[document.status].label}
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
