import { Anchor, Button, Group, Stack, Table, Tabs, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { IconArrowLeft, IconPlus, IconTargetArrow, IconTemplate } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type MilestoneTemplate, milestoneCategoryLabels } from '@ventura/shared';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { errorText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import { useTenant } from '../../../core/tenant.ts';
import { EmptyResults } from '../../../ui/empty-results.tsx';
import { Pager } from '../../../ui/pager.tsx';
import { QueryView } from '../../../ui/query-view.tsx';
import { RowActions } from '../../../ui/row-actions.tsx';
import { SearchField } from '../../../ui/search-field.tsx';
import {
  type ConsoleSide,
  consoleTemplatesQuery,
  milestonesPageSize,
  progressQuery,
  startupMilestonesQuery,
  useDeleteTemplate,
} from '../api.ts';
import { MilestoneList } from '../components/milestone-list.tsx';
import { ReviewModal } from '../components/review-modal.tsx';
import { ToConfirm } from '../components/to-confirm.tsx';
import { daysText, momentDay } from '../format.ts';
import { TemplateFormModal } from './template-form-modal.tsx';

const tabs = ['progress', 'templates', 'confirm'] as const;
type Tab = (typeof tabs)[number];
const isTab = (value: string | null): value is Tab => tabs.some((tab) => tab === value);

/** /admin/milestones: progress across every startup, the tenant's and programs' templates, what waits. */
export function OperatorMilestonesPage() {
  return <ConsolePage side="admin" />;
}

/** /admin/portfolio-milestones in a partner's console: its startups' progress, its templates, what waits. */
export function PartnerMilestonesPage() {
  return <ConsolePage side="partner" />;
}

function ConsolePage({ side }: { side: ConsoleSide }) {
  const tenant = useTenant();
  useDocumentTitle(`Milestones | ${tenant.name}`);
  const [params, setParams] = useSearchParams();
  const startup = params.get('startup');
  const asked = params.get('tab');
  const tab: Tab = isTab(asked) ? asked : 'progress';
  const set = (changes: Record<string, string | null>) =>
    setParams((before) => {
      const next = new URLSearchParams(before);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null) next.delete(key);
        else next.set(key, value);
      }
      return next;
    });

  return (
    <Stack gap="lg" w="100%" maw={1200}>
      <Stack gap={4}>
        <Title order={1}>Milestones</Title>
        <Text c="dimmed">
          {side === 'admin'
            ? 'How every startup is doing with its milestones, the templates offered to them, and evidence to confirm.'
            : 'How the startups you brought are doing, the milestones you suggest to them, and evidence to confirm.'}
        </Text>
      </Stack>
      {startup ? (
        <StartupView side={side} uuid={startup} onBack={() => set({ startup: null })} />
      ) : (
        <Tabs value={tab} onChange={(value) => isTab(value) && set({ tab: value })} keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="progress">Progress</Tabs.Tab>
            <Tabs.Tab value="templates">Templates</Tabs.Tab>
            <Tabs.Tab value="confirm">To confirm</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="progress" pt="md">
            <Progress
              side={side}
              q={params.get('q') ?? ''}
              onSearch={(q) => set({ q: q || null })}
              onOpen={(uuid) => set({ startup: uuid })}
            />
          </Tabs.Panel>
          <Tabs.Panel value="templates" pt="md">
            <Templates side={side} />
          </Tabs.Panel>
          <Tabs.Panel value="confirm" pt="md">
            <ToConfirm />
          </Tabs.Panel>
        </Tabs>
      )}
    </Stack>
  );
}

function Progress({
  side,
  q,
  onSearch,
  onOpen,
}: {
  side: ConsoleSide;
  q: string;
  onSearch: (q: string) => void;
  onOpen: (uuid: string) => void;
}) {
  const [page, setPage] = useState(1);
  const progress = useQuery(progressQuery(side, q, page));
  return (
    <Stack gap="md">
      <SearchField
        label="Search startups"
        placeholder="A startup’s name"
        value={q}
        onSearch={(words) => {
          setPage(1);
          onSearch(words);
        }}
      />
      <QueryView query={progress} errorTitle="Progress could not be loaded" loadingHeight={300}>
        {(found) =>
          found.items.length === 0 ? (
            <EmptyResults
              icon={<IconTargetArrow size={26} />}
              title="No startups here"
              hint={q ? 'Try other words.' : 'Approved startups show here with their milestones.'}
            />
          ) : (
            <Stack gap="sm">
              <Table.ScrollContainer minWidth={720}>
                <Table striped highlightOnHover aria-label="Progress by startup">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Startup</Table.Th>
                      <Table.Th>Planned</Table.Th>
                      <Table.Th>In progress</Table.Th>
                      <Table.Th>To be confirmed</Table.Th>
                      <Table.Th>Confirmed</Table.Th>
                      <Table.Th>Overdue</Table.Th>
                      <Table.Th>Last update</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {found.items.map((row) => (
                      <Table.Tr key={row.startup.uuid}>
                        <Table.Td>
                          <Anchor component="button" type="button" onClick={() => onOpen(row.startup.uuid)} fw={600}>
                            {row.startup.name}
                          </Anchor>
                        </Table.Td>
                        <Table.Td>{row.counts.planned}</Table.Td>
                        <Table.Td>{row.counts.in_progress}</Table.Td>
                        <Table.Td>{row.counts.completed}</Table.Td>
                        <Table.Td>{row.counts.confirmed}</Table.Td>
                        <Table.Td fw={row.counts.overdue > 0 ? 700 : undefined}>{row.counts.overdue}</Table.Td>
                        <Table.Td>{row.lastUpdate ? momentDay(row.lastUpdate) : 'No milestones yet'}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
              <Pager label="Startups" total={found.total} pageSize={milestonesPageSize} page={page} onPage={setPage} />
            </Stack>
          )
        }
      </QueryView>
    </Stack>
  );
}

function StartupView({ side, uuid, onBack }: { side: ConsoleSide; uuid: string; onBack: () => void }) {
  const [page, setPage] = useState(1);
  const [reviewing, setReviewing] = useState<Parameters<typeof ReviewModal>[0]['milestone']>(null);
  const list = useQuery(startupMilestonesQuery(side, uuid, page));
  return (
    <Stack gap="md">
      <Anchor
        component={Link}
        to={side === 'admin' ? '/admin/milestones' : '/admin/portfolio-milestones'}
        onClick={onBack}
        size="sm"
      >
        <Group gap={4} wrap="nowrap">
          <IconArrowLeft size={16} aria-hidden />
          <span>All startups</span>
        </Group>
      </Anchor>
      <QueryView query={list} errorTitle="The startup’s milestones could not be loaded" loadingHeight={300}>
        {(found) => (
          <Stack gap="sm">
            <Title order={2} size="h3">
              {found.startup.name}
            </Title>
            {found.items.length === 0 ? (
              <EmptyResults
                icon={<IconTargetArrow size={26} />}
                title="No milestones yet"
                hint="This startup has not set any milestone."
              />
            ) : (
              <MilestoneList
                milestones={found.items}
                label={`${found.startup.name}’s milestones`}
                onReview={setReviewing}
                paging={{ total: found.total, page, onPage: setPage }}
              />
            )}
          </Stack>
        )}
      </QueryView>
      <ReviewModal milestone={reviewing} onClose={() => setReviewing(null)} />
    </Stack>
  );
}

const ownerOf = (t: MilestoneTemplate) =>
  t.owner === 'tenant' ? 'Every startup' : t.owner === 'program' ? t.ownerName : 'Your startups';

function Templates({ side }: { side: ConsoleSide }) {
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<MilestoneTemplate | null>(null);
  const [adding, setAdding] = useState(false);
  const templates = useQuery(consoleTemplatesQuery(side, page));
  const remove = useDeleteTemplate(side);
  const confirmDelete = (t: MilestoneTemplate) =>
    modals.openConfirmModal({
      title: `Delete the template “${t.title}”?`,
      children: 'Startups can no longer take it on. Milestones already taken from it stay.',
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(t.uuid, {
          onSuccess: () => notify.success(`Template “${t.title}” deleted`),
          onError: (error) => notify.error(errorText(error, 'The template could not be deleted')),
        }),
    });
  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
          New template
        </Button>
      </Group>
      <QueryView query={templates} errorTitle="The templates could not be loaded" loadingHeight={240}>
        {(found) =>
          found.items.length === 0 ? (
            <EmptyResults
              icon={<IconTemplate size={26} />}
              title="No templates yet"
              hint="Suggest milestones your startups can take on in one click."
              action={{ label: 'New template', onClick: () => setAdding(true) }}
            />
          ) : (
            <Stack gap="sm">
              <Table.ScrollContainer minWidth={640}>
                <Table striped aria-label="Templates">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Title</Table.Th>
                      <Table.Th>Category</Table.Th>
                      <Table.Th>Offered to</Table.Th>
                      <Table.Th>Due after</Table.Th>
                      <Table.Th>
                        <span className="sr-only">Actions</span>
                      </Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {found.items.map((t) => (
                      <Table.Tr key={t.uuid}>
                        <Table.Td fw={600}>{t.title}</Table.Td>
                        <Table.Td>{milestoneCategoryLabels[t.category]}</Table.Td>
                        <Table.Td>{ownerOf(t)}</Table.Td>
                        <Table.Td>{daysText(t.dueAfterDays)}</Table.Td>
                        <Table.Td>
                          <RowActions name={t.title} onEdit={() => setEditing(t)} onRemove={() => confirmDelete(t)} />
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
              <Pager label="Templates" total={found.total} pageSize={milestonesPageSize} page={page} onPage={setPage} />
            </Stack>
          )
        }
      </QueryView>
      <TemplateFormModal
        side={side}
        opened={adding || editing !== null}
        editing={editing}
        onClose={() => {
          setAdding(false);
          setEditing(null);
        }}
      />
    </Stack>
  );
}
