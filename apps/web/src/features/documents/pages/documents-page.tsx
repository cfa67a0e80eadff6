import { Center, Pagination, Stack, Tabs, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { documentStatuses } from '@ventura/shared';
import { useSearchParams } from 'react-router';
import { useSessionUser } from '../../../core/session.ts';
import { useTenant } from '../../../core/tenant.ts';
import { documentStatusInfo } from '../../../ui/document-file.tsx';
import { QueryView } from '../../../ui/query-view.tsx';
import { type DocumentTab, documentsPageSize, documentsQuery } from '../api.ts';
import { DocumentCard } from '../components/document-card.tsx';

const tabs: ReadonlyArray<{ value: DocumentTab; label: string }> = [
  { value: 'all', label: 'All' },
  ...documentStatuses.map((status) => ({ value: status, label: documentStatusInfo[status].label })),
];
const tabOf = (value: string | null): DocumentTab => tabs.find((tab) => tab.value === value)?.value ?? 'all';
const pageOf = (value: string | null) => Math.max(1, Number.parseInt(value ?? '1', 10) || 1);

/**
 * Application documents (/documents): for a startup, what program offices asked it for, to upload; for
 * a program office, what it asked startups for, to review. Offices ask from a startup's profile.
 */
export function DocumentsPage() {
  const tenant = useTenant();
  const user = useSessionUser();
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('status'));
  const page = pageOf(params.get('page'));
  const documents = useQuery(documentsQuery(tab, page));
  useDocumentTitle(`Documents | ${tenant.name}`);
  const side = user?.accountType === 'program_office' ? 'office' : 'startup';

  return (
    <Stack gap="lg" maw={960} mx="auto" w="100%">
      <Stack gap={4}>
        <Title order={1}>Documents</Title>
        <Text c="dimmed">
          {side === 'office'
            ? "The documents you asked startups for. Ask for another from a startup's profile."
            : 'Documents program offices asked you for. Upload each one; the office accepts it or sends it back with a note.'}
        </Text>
      </Stack>
      <Tabs value={tab} onChange={(value) => setParams({ status: tabOf(value) })}>
        <Tabs.List>
          {tabs.map((item) => (
            <Tabs.Tab key={item.value} value={item.value}>
              {item.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <QueryView query={documents} errorTitle="The documents could not be loaded" loadingHeight={240}>
        {(list) =>
          list.items.length === 0 ? (
            <Center py="xl">
              <Text c="dimmed">
                {tab === 'all'
                  ? side === 'office'
                    ? 'You have not asked for any document yet.'
                    : 'No program office has asked you for a document.'
                  : 'Nothing here.'}
              </Text>
            </Center>
          ) : (
            <Stack gap="md">
              {list.items.map((document) => (
                <DocumentCard key={document.uuid} document={document} side={side} />
              ))}
              {list.total > documentsPageSize ? (
                <Center component="nav" aria-label="Document pages">
                  <Pagination
                    total={Math.ceil(list.total / documentsPageSize)}
                    value={page}
                    onChange={(next) => setParams({ status: tab, page: String(next) })}
                  />
                </Center>
              ) : null}
            </Stack>
          )
        }
      </QueryView>
    </Stack>
  );
}
