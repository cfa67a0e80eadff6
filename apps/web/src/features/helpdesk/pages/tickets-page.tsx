import { Button, Group, SegmentedControl, Select, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconLifebuoy, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { TicketStatus } from '@ventura/shared';
import { useState } from 'react';
import { useTenant } from '../../../core/tenant.ts';
import { EmptyResults } from '../../../ui/empty-results.tsx';
import { Pager } from '../../../ui/pager.tsx';
import { QueryView } from '../../../ui/query-view.tsx';
import { myTicketsPageSize, myTicketsQuery } from '../api.ts';
import { NewTicketModal } from '../components/new-ticket-modal.tsx';
import { TicketList } from '../components/ticket-list.tsx';
import { ticketPath } from '../paths.ts';

type Shown = TicketStatus | 'all';
const filters: { value: Shown; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'open', label: 'Open' },
  { value: 'in_progress', label: 'In progress' },
  { value: 'waiting_on_member', label: 'Waiting on you' },
  { value: 'resolved', label: 'Resolved' },
  { value: 'closed', label: 'Closed' },
];
const isShown = (value: string): value is Shown => filters.some((filter) => filter.value === value);

/** /tickets (issue 40, product.md 2 Helpdesk): the member's tickets, newest activity first, and a new one. */
export function TicketsPage() {
  const tenant = useTenant();
  useDocumentTitle(`Helpdesk | ${tenant.name}`);
  const [status, setStatus] = useState<Shown>('all');
  const [page, setPage] = useState(1);
  const [raising, setRaising] = useState(false);
  const tickets = useQuery(myTicketsQuery(status, page));
  const show = (value: string) => {
    if (!isShown(value)) return;
    setStatus(value);
    setPage(1);
  };

  return (
    <Stack gap="lg" w="100%" maw={960}>
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4}>
          <Title order={1}>Helpdesk</Title>
          <Text c="dimmed">Ask {tenant.name}’s team for help. We answer here and by email.</Text>
        </Stack>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setRaising(true)}>
          New ticket
        </Button>
      </Group>
      {/* Six states fit a wide screen side by side; a phone chooses from a list. */}
      <SegmentedControl
        visibleFrom="sm"
        aria-label="Show tickets"
        data={filters}
        value={status}
        onChange={show}
        style={{ alignSelf: 'flex-start' }}
      />
      <Select
        hiddenFrom="sm"
        label="Show"
        data={filters}
        value={status}
        allowDeselect={false}
        onChange={(value) => value !== null && show(value)}
      />
      <QueryView query={tickets} errorTitle="Your tickets could not be loaded" loadingHeight={200}>
        {(found) =>
          found.items.length === 0 ? (
            <EmptyResults
              icon={<IconLifebuoy size={26} />}
              title={status === 'all' ? 'No tickets yet' : 'No ticket in this state'}
              hint={
                status === 'all' ? 'Raise one whenever something does not work as it should.' : 'Try another filter.'
              }
              action={status === 'all' ? { label: 'New ticket', onClick: () => setRaising(true) } : null}
            />
          ) : (
            <Stack gap="sm">
              <TicketList tickets={found.items} pathOf={ticketPath} />
              <Pager
                label="Your tickets"
                total={found.total}
                pageSize={myTicketsPageSize}
                page={page}
                onPage={setPage}
              />
            </Stack>
          )
        }
      </QueryView>
      <NewTicketModal opened={raising} onClose={() => setRaising(false)} />
    </Stack>
  );
}
