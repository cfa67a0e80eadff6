import { Alert, Button, Group, SegmentedControl, Select, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { IconPlus, IconTargetArrow, IconTemplate } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { Milestone, MilestoneCounts, MilestoneStatus } from '@ventura/shared';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import { useTenant } from '../../../core/tenant.ts';
import { EmptyResults } from '../../../ui/empty-results.tsx';
import { Pager } from '../../../ui/pager.tsx';
import { QueryView } from '../../../ui/query-view.tsx';
import {
  accessQuery,
  milestonesPageSize,
  myMilestonesQuery,
  offeredTemplatesQuery,
  useAdoptTemplate,
  useDeleteMilestone,
} from '../api.ts';
import { EvidenceModal } from '../components/evidence-modal.tsx';
import { MilestoneFormModal } from '../components/milestone-form-modal.tsx';
import { MilestoneList } from '../components/milestone-list.tsx';
import { AdoptButton, TemplateCard } from '../components/template-card.tsx';
import { ToConfirm } from '../components/to-confirm.tsx';
import { dayText } from '../format.ts';

type Shown = MilestoneStatus | 'all';
const filters: { value: Shown; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'planned', label: 'Planned' },
  { value: 'in_progress', label: 'In progress' },
  { value: 'completed', label: 'To be confirmed' },
  { value: 'confirmed', label: 'Confirmed' },
];
const isShown = (value: string): value is Shown => filters.some((filter) => filter.value === value);
const tabs = ['mine', 'templates', 'confirm'] as const;
type Tab = (typeof tabs)[number];
const isTab = (value: string | null): value is Tab => tabs.some((tab) => tab === value);

/**
 * /milestones (issue 40, product.md 2): an approved startup's milestones with their due dates and evidence,
 * the templates its programs and partners offer it, and for confirmers the milestones waiting for them.
 */
export function MilestonesPage() {
  const tenant = useTenant();
  useDocumentTitle(`Milestones | ${tenant.name}`);
  const access = useQuery(accessQuery());
  const [params, setParams] = useSearchParams();

  return (
    <Stack gap="lg" w="100%" maw={1080}>
      <Stack gap={4}>
        <Title order={1}>Milestones</Title>
        <Text c="dimmed">
          {access.data && !access.data.keeps
            ? 'Check the evidence startups give and confirm their milestones.'
            : 'Set what your startup means to achieve, show it is done, and have it confirmed.'}
        </Text>
      </Stack>
      <QueryView query={access} errorTitle="Milestones could not be loaded" loadingHeight={240}>
        {(me) => {
          const offered: Tab[] = [
            ...(me.keeps ? (['mine', 'templates'] as const) : []),
            ...(me.confirms ? (['confirm'] as const) : []),
          ];
          if (offered.length === 0) {
            return (
              <EmptyResults
                icon={<IconTargetArrow size={26} />}
                title="Milestones are for startups"
                hint={me.keepsNot ?? 'Approved startups keep their milestones here.'}
              />
            );
          }
          const asked = params.get('tab');
          const tab: Tab = isTab(asked) && offered.includes(asked) ? asked : (offered[0] ?? 'mine');
          const choose = (value: string | null) => {
            if (!isTab(value)) return;
            setParams(
              (before) => {
                const next = new URLSearchParams(before);
                next.set('tab', value);
                return next;
              },
              { replace: true },
            );
          };
          return (
            <Tabs value={tab} onChange={choose} keepMounted={false}>
              <Tabs.List>
                {me.keeps ? <Tabs.Tab value="mine">My milestones</Tabs.Tab> : null}
                {me.keeps ? <Tabs.Tab value="templates">From your programs and partners</Tabs.Tab> : null}
                {me.confirms ? <Tabs.Tab value="confirm">To confirm</Tabs.Tab> : null}
              </Tabs.List>
              <Tabs.Panel value="mine" pt="md">
                <MyMilestones />
              </Tabs.Panel>
              <Tabs.Panel value="templates" pt="md">
                <Offered onAdopted={() => choose('mine')} />
              </Tabs.Panel>
              <Tabs.Panel value="confirm" pt="md">
                <ToConfirm />
              </Tabs.Panel>
            </Tabs>
          );
        }}
      </QueryView>
    </Stack>
  );
}

function Counts({ counts }: { counts: MilestoneCounts }) {
  const items = [
    { label: 'Planned', value: counts.planned },
    { label: 'In progress', value: counts.in_progress },
    { label: 'To be confirmed', value: counts.completed },
    { label: 'Confirmed', value: counts.confirmed },
    { label: 'Overdue', value: counts.overdue },
  ];
  return (
    <SimpleGrid
      cols={{ base: 3, sm: 5 }}
      spacing="xs"
      component="ul"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label="Milestones by status"
    >
      {items.map((item) => (
        <Stack
          key={item.label}
          gap={0}
          component="li"
          p="xs"
          style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 8 }}
        >
          <Text fw={700} size="lg">
            {item.value}
          </Text>
          <Text size="sm" c="dimmed">
            {item.label}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}

function MyMilestones() {
  const [status, setStatus] = useState<Shown>('all');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Milestone | null>(null);
  const [adding, setAdding] = useState(false);
  const [completing, setCompleting] = useState<Milestone | null>(null);
  const list = useQuery(myMilestonesQuery(status === 'all' ? null : status, page));
  const remove = useDeleteMilestone();
  const show = (value: string) => {
    if (!isShown(value)) return;
    setStatus(value);
    setPage(1);
  };
  const confirmDelete = (m: Milestone) =>
    modals.openConfirmModal({
      title: `Delete “${m.title}”?`,
      children: 'It goes from your milestones, with its evidence. This cannot be undone.',
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(m.uuid, {
          onSuccess: () => notify.success(`“${m.title}” deleted`),
          onError: (error) => notify.error(errorText(error, 'The milestone could not be deleted')),
        }),
    });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <SegmentedControl visibleFrom="sm" aria-label="Show milestones" data={filters} value={status} onChange={show} />
        <Select
          hiddenFrom="sm"
          label="Show"
          data={filters}
          value={status}
          allowDeselect={false}
          onChange={(value) => value !== null && show(value)}
        />
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
          New milestone
        </Button>
      </Group>
      <QueryView query={list} errorTitle="Your milestones could not be loaded" loadingHeight={240}>
        {(found) => (
          <Stack gap="md">
            <Counts counts={found.counts} />
            {found.items.length === 0 ? (
              <EmptyResults
                icon={<IconTargetArrow size={26} />}
                title={status === 'all' ? 'No milestones yet' : 'No milestone in this state'}
                hint={
                  status === 'all'
                    ? 'Add your own, or take one on from your programs and partners.'
                    : 'Try another filter.'
                }
                action={status === 'all' ? { label: 'New milestone', onClick: () => setAdding(true) } : null}
              />
            ) : (
              <MilestoneList
                milestones={found.items}
                label="Your milestones"
                onEdit={setEditing}
                onDelete={confirmDelete}
                onComplete={setCompleting}
                paging={{ total: found.total, page, onPage: setPage }}
              />
            )}
          </Stack>
        )}
      </QueryView>
      <MilestoneFormModal
        opened={adding || editing !== null}
        editing={editing}
        onClose={() => {
          setAdding(false);
          setEditing(null);
        }}
      />
      <EvidenceModal milestone={completing} onClose={() => setCompleting(null)} />
    </Stack>
  );
}

function Offered({ onAdopted }: { onAdopted: () => void }) {
  const [page, setPage] = useState(1);
  const templates = useQuery(offeredTemplatesQuery(page));
  const adopt = useAdoptTemplate();
  const take = (uuid: string, title: string) =>
    adopt.mutate(uuid, {
      onSuccess: (m) => {
        notify.success(`“${title}” is in your milestones, due ${dayText(m.dueOn)}`);
        onAdopted();
      },
      onError: (error) => notify.error(errorText(error, 'The milestone could not be taken on')),
    });
  return (
    <QueryView query={templates} errorTitle="The templates could not be loaded" loadingHeight={200}>
      {(found) =>
        found.items.length === 0 ? (
          <EmptyResults
            icon={<IconTemplate size={26} />}
            title="No templates for you yet"
            hint="Your programs, your partner and the platform team may suggest milestones: they show here."
          />
        ) : (
          <Stack gap="sm">
            <Alert color="gray" variant="light">
              Suggested by the platform, your programs and your partner. Taking one on adds it to your milestones, due
              the days it gives from today.
            </Alert>
            <SimpleGrid
              cols={{ base: 1, md: 2 }}
              spacing="md"
              component="ul"
              p={0}
              m={0}
              style={{ listStyle: 'none' }}
              aria-label="Templates"
            >
              {found.items.map((template) => (
                <li key={template.uuid}>
                  <TemplateCard
                    template={template}
                    action={
                      <AdoptButton
                        template={template}
                        busy={adopt.isPending && adopt.variables === template.uuid}
                        onAdopt={() => take(template.uuid, template.title)}
                      />
                    }
                  />
                </li>
              ))}
            </SimpleGrid>
            <Pager label="Templates" total={found.total} pageSize={milestonesPageSize} page={page} onPage={setPage} />
          </Stack>
        )
      }
    </QueryView>
  );
}
