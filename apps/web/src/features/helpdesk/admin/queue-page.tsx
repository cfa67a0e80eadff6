import { Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { ticketStatuses, ticketStatusLabels } from '@ventura/shared';
import { useId, useState } from 'react';
import { useTenant } from '../../../core/tenant.ts';
import { Pager } from '../../../ui/pager.tsx';
import { QueryView } from '../../../ui/query-view.tsx';
import { SearchField } from '../../../ui/search-field.tsx';
import { issueTypesQuery, queuePageSize, queueQuery, statsQuery } from '../api.ts';
import { IssueTypes } from './issue-types.tsx';
import { QueueTable } from './queue-table.tsx';
import { StatsCards } from './stats-cards.tsx';

type Status = (typeof ticketStatuses)[number] | 'active' | 'all';
type Assignee = 'anyone' | 'me' | 'unassigned';
const statusChoices = [
  { value: 'active', label: 'Needs work' },
  { value: 'all', label: 'Every status' },
  ...ticketStatuses.map((status) => ({ value: status, label: ticketStatusLabels[status] })),
];
const assigneeChoices = [
  { value: 'anyone', label: 'Anyone' },
  { value: 'me', label: 'Assigned to me' },
  { value: 'unassigned', label: 'Unassigned' },
];
const isStatus = (value: string | null): value is Status => statusChoices.some((c) => c.value === value);
const isAssignee = (value: string | null): value is Assignee => assigneeChoices.some((c) => c.value === value);

/**
 * /admin/tickets (issue 40, operators): the helpdesk's figures, the queue filtered by status, issue type,
 * assignee and words or number, and the tenant's issue types.
 */
export function QueuePage() {
  const tenant = useTenant();
  useDocumentTitle(`Helpdesk | Console | ${tenant.name}`);
  const [status, setStatus] = useState<Status>('active');
  const [issueTypeId, setIssueTypeId] = useState<string | null>(null);
  const [assignee, setAssignee] = useState<Assignee>('anyone');
  const [words, setWords] = useState('');
  const q = words;
  const [page, setPage] = useState(1);
  const stats = useQuery(statsQuery());
  const types = useQuery(issueTypesQuery());
  const queue = useQuery(
    queueQuery({
      status,
      assignee,
      pageNumber: page,
      ...(issueTypeId ? { issueTypeId: Number(issueTypeId) } : {}),
      ...(q ? { q } : {}),
    }),
  );
  const typesTitleId = useId();
  const queueTitleId = useId();
  const narrowed =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  return (
    <Stack gap="lg" maw={1280} mx="auto" w="100%">
      <Stack gap={4} maw={720}>
        <Title order={1}>Helpdesk</Title>
        <Text c="dimmed">
          Members’ tickets: answer them, keep internal notes, assign them and see how fast you help.
        </Text>
      </Stack>
      <QueryView query={stats} errorTitle="The figures could not be loaded" loadingHeight={90}>
        {(figures) => <StatsCards stats={figures} />}
      </QueryView>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={queueTitleId}>
        <Stack gap="md">
          <Title order={2} size="h3" id={queueTitleId}>
            Queue
          </Title>
          <Group gap="sm" align="flex-end">
            <Select
              label="Status"
              data={statusChoices}
              value={status}
              allowDeselect={false}
              onChange={(value) => isStatus(value) && narrowed(setStatus)(value)}
              w={180}
            />
            <Select
              label="Issue type"
              placeholder="Any type"
              data={(types.data ?? []).map((type) => ({ value: String(type.id), label: type.name }))}
              value={issueTypeId}
              clearable
              onChange={narrowed(setIssueTypeId)}
              w={220}
            />
            <Select
              label="Assignee"
              data={assigneeChoices}
              value={assignee}
              allowDeselect={false}
              onChange={(value) => isAssignee(value) && narrowed(setAssignee)(value)}
              w={180}
            />
            <SearchField
              label="Search"
              placeholder="Subject or #number"
              value={words}
              onSearch={(search) => {
                setWords(search);
                setPage(1);
              }}
              w={240}
            />
          </Group>
          <QueryView query={queue} errorTitle="The queue could not be loaded" loadingHeight={240}>
            {(found) =>
              found.items.length === 0 ? (
                <Text c="dimmed" py="lg" ta="center">
                  No ticket matches.
                </Text>
              ) : (
                <Stack gap="sm">
                  <QueueTable tickets={found.items} />
                  <Pager label="Queue" total={found.total} pageSize={queuePageSize} page={page} onPage={setPage} />
                </Stack>
              )
            }
          </QueryView>
        </Stack>
      </Paper>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={typesTitleId}>
        <Stack gap="md">
          <Title order={2} size="h3" id={typesTitleId}>
            Issue types
          </Title>
          <IssueTypes />
        </Stack>
      </Paper>
    </Stack>
  );
}
