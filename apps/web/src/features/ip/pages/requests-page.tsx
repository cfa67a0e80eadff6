import { Button, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconBulb, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTenant } from '../../../core/tenant.ts';
import { EmptyResults } from '../../../ui/empty-results.tsx';
import { Pager } from '../../../ui/pager.tsx';
import { QueryView } from '../../../ui/query-view.tsx';
import { assignedQuery, listPageSize, myRequestsQuery } from '../api.ts';
import { NewRequestModal } from '../components/new-request-modal.tsx';
import { RequestList } from '../components/request-list.tsx';

function Mine({ onNew }: { onNew: (() => void) | null }) {
  const [page, setPage] = useState(1);
  const mine = useQuery(myRequestsQuery(page));
  return (
    <QueryView query={mine} errorTitle="Your IP requests could not be loaded" loadingHeight={200}>
      {(found) =>
        found.items.length === 0 ? (
          <EmptyResults
            icon={<IconBulb size={26} />}
            title="No IP requests yet"
            hint={
              onNew
                ? 'Ask the IP team for help with a patent, trademark, copyright or design.'
                : 'IP requests are filed by startups and corporates.'
            }
            action={onNew ? { label: 'New IP request', onClick: onNew } : null}
          />
        ) : (
          <Stack gap="sm">
            <RequestList requests={found.items} label="Your IP requests" />
            <Pager label="Your IP requests" total={found.total} pageSize={listPageSize} page={page} onPage={setPage} />
          </Stack>
        )
      }
    </QueryView>
  );
}

function Assigned() {
  const [page, setPage] = useState(1);
  const assigned = useQuery(assignedQuery(page));
  return (
    <QueryView query={assigned} errorTitle="The requests you facilitate could not be loaded" loadingHeight={200}>
      {(found) => (
        <Stack gap="sm">
          <RequestList requests={found.items} label="Requests you facilitate" />
          <Pager
            label="Requests you facilitate"
            total={found.total}
            pageSize={listPageSize}
            page={page}
            onPage={setPage}
          />
        </Stack>
      )}
    </QueryView>
  );
}

/**
 * /ip-request (issue 40, product.md 2 My Actions): the requests of the caller's startup or corporate and a new
 * one; a tab of the requests the caller facilitates when an operator gave them any.
 */
export function RequestsPage() {
  const tenant = useTenant();
  useDocumentTitle(`IP requests | ${tenant.name}`);
  const [filing, setFiling] = useState(false);
  const first = useQuery(myRequestsQuery(1));
  const facilitated = useQuery(assignedQuery(1));
  const canFile = first.data?.canFile === true;
  const facilitates = (facilitated.data?.total ?? 0) > 0;
  const open = canFile ? () => setFiling(true) : null;

  return (
    <Stack gap="lg" w="100%" maw={960}>
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4}>
          <Title order={1}>IP requests</Title>
          <Text c="dimmed">
            Patents, trademarks, copyrights and designs: {tenant.name}’s IP team helps you file and protect them.
          </Text>
        </Stack>
        {open ? (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={open}>
            New IP request
          </Button>
        ) : null}
      </Group>
      {facilitates ? (
        <Tabs defaultValue={canFile ? 'mine' : 'assigned'} keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="mine">My requests</Tabs.Tab>
            <Tabs.Tab value="assigned">Assigned to me ({facilitated.data?.total ?? 0})</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="mine" pt="md">
            <Mine onNew={open} />
          </Tabs.Panel>
          <Tabs.Panel value="assigned" pt="md">
            <Assigned />
          </Tabs.Panel>
        </Tabs>
      ) : (
        <Mine onNew={open} />
      )}
      <NewRequestModal opened={filing} onClose={() => setFiling(false)} />
    </Stack>
  );
}
