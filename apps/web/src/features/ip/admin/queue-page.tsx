import { Anchor, Badge, Group, Paper, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { type IpKind, type IpStage, ipKindLabels, ipKinds, ipStageLabels, ipStages } from '@ventura/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTenant } from '../../../core/tenant.ts';
import { Pager } from '../../../ui/pager.tsx';
import { QueryView } from '../../../ui/query-view.tsx';
import { SearchField } from '../../../ui/search-field.tsx';
import { type QueueFilters, queuePageSize, queueQuery } from '../api.ts';
import { KindBadge, StageBadge } from '../components/stage-badge.tsx';
import { adminIpRequestPath } from '../paths.ts';

type Stage = QueueFilters['stage'];
const stageChoices = [
  { value: 'open', label: 'Needs work' },
  { value: 'all', label: 'Every stage' },
  ...ipStages.map((stage) => ({ value: stage, label: ipStageLabels[stage] })),
];
const facilitatorChoices = [
  { value: 'anyone', label: 'Anyone' },
  { value: 'unassigned', label: 'Not assigned' },
];
const isStage = (value: string | null): value is Stage => stageChoices.some((c) => c.value === value);
const isKind = (value: string | null): value is IpKind => ipKinds.some((kind) => kind === value);

/** /admin/ip-requests (issue 40, operators): the requests by stage, kind, facilitator and words, with counts. */
export function QueuePage() {
  const tenant = useTenant();
  useDocumentTitle(`IP requests | Console | ${tenant.name}`);
  const [stage, setStage] = useState<Stage>('open');
  const [kind, setKind] = useState<IpKind | null>(null);
  const [facilitator, setFacilitator] = useState('anyone');
  const [words, setWords] = useState('');
  const q = words;
  const [page, setPage] = useState(1);
  const queue = useQuery(
    queueQuery({ stage, facilitator, pageNumber: page, ...(kind ? { kind } : {}), ...(q ? { q } : {}) }),
  );
  const narrowed =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  return (
    <Stack gap="lg" maw={1280} mx="auto" w="100%">
      <Stack gap={4} maw={720}>
        <Title order={1}>IP requests</Title>
        <Text c="dimmed">
          Members’ patents, trademarks, copyrights and designs: give each a facilitator and move it to filing.
        </Text>
      </Stack>
      {queue.data ? (
        <Group gap="xs" aria-label="Requests per stage" role="list">
          {ipStages.map((each: IpStage) => (
            <Badge key={each} role="listitem" variant="light" color="gray" tt="none" size="lg">
              {ipStageLabels[each]}: {queue.data.counts[each] ?? 0}
            </Badge>
          ))}
        </Group>
      ) : null}
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          <Group gap="sm" align="flex-end">
            <Select
              label="Stage"
              data={stageChoices}
              value={stage}
              allowDeselect={false}
              onChange={(value) => isStage(value) && narrowed(setStage)(value)}
              w={190}
            />
            <Select
              label="Kind"
              placeholder="Any kind"
              data={ipKinds.map((each) => ({ value: each, label: ipKindLabels[each] }))}
              value={kind}
              clearable
              onChange={(value) => narrowed(setKind)(isKind(value) ? value : null)}
              w={170}
            />
            <Select
              label="Facilitator"
              data={facilitatorChoices}
              value={facilitator}
              allowDeselect={false}
              onChange={(value) => value && narrowed(setFacilitator)(value)}
              w={170}
            />
            <SearchField
              label="Search"
              placeholder="Title, owner or application number"
              value={words}
              onSearch={(search) => {
                setWords(search);
                setPage(1);
              }}
              w={280}
            />
          </Group>
          <QueryView query={queue} errorTitle="The IP requests could not be loaded" loadingHeight={240}>
            {(found) =>
              found.items.length === 0 ? (
                <Text c="dimmed" py="lg" ta="center">
                  No IP request matches.
                </Text>
              ) : (
                <Stack gap="sm">
                  <Table.ScrollContainer minWidth={820}>
                    <Table aria-label="IP requests" verticalSpacing="sm" highlightOnHover>
                      <Table.Thead>
                        <Table.Tr>
                          <Table.Th scope="col">Request</Table.Th>
                          <Table.Th scope="col">Owner</Table.Th>
                          <Table.Th scope="col">Kind</Table.Th>
                          <Table.Th scope="col">Stage</Table.Th>
                          <Table.Th scope="col">Facilitator</Table.Th>
                          <Table.Th scope="col">Updated</Table.Th>
                        </Table.Tr>
                      </Table.Thead>
                      <Table.Tbody>
                        {found.items.map((request) => (
                          <Table.Tr key={request.uuid}>
                            <Table.Th scope="row" fw={400} maw={320}>
                              <Anchor component={Link} to={adminIpRequestPath(request.uuid)} size="sm" fw={600}>
                                {request.title}
                              </Anchor>
                            </Table.Th>
                            <Table.Td>
                              <Text size="sm">{request.owner.name}</Text>
                            </Table.Td>
                            <Table.Td>
                              <KindBadge kind={request.kind} />
                            </Table.Td>
                            <Table.Td>
                              <StageBadge stage={request.stage} />
                            </Table.Td>
                            <Table.Td>
                              <Text size="sm" c={request.facilitator ? undefined : 'dimmed'}>
                                {request.facilitator?.name ?? 'Not assigned'}
                              </Text>
                            </Table.Td>
                            <Table.Td style={{ whiteSpace: 'nowrap' }}>
                              <Text size="sm">{request.updatedAt.slice(0, 10)}</Text>
                            </Table.Td>
                          </Table.Tr>
                        ))}
                      </Table.Tbody>
                    </Table>
                  </Table.ScrollContainer>
                  <Pager
                    label="IP requests"
                    total={found.total}
                    pageSize={queuePageSize}
                    page={page}
                    onPage={setPage}
                  />
                </Stack>
              )
            }
          </QueryView>
        </Stack>
      </Paper>
    </Stack>
  );
}
