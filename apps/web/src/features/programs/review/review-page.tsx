import { Anchor, Button, Group, Paper, Select, SimpleGrid, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import {
  type Program,
  type ProgramStage,
  programApplicationStatuses,
  programApplicationStatusLabels,
  programStageLabels,
  programStages,
} from '@ventura/shared';
import { type ReactNode, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ApiError, errorText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import { programPaths } from '../../../core/program-paths.ts';
import { useTenant } from '../../../core/tenant.ts';
import { LoadError } from '../../../ui/load-error.tsx';
import { PagedList } from '../../../ui/paged-list.tsx';
import { SearchField } from '../../../ui/search-field.tsx';
import { useRouteProgram } from '../use-route-program.ts';
import { downloadApplicationsCsv, type ReviewCounts, reviewPageQuery, reviewPageSize } from './api.ts';
import { ApplicationDrawer } from './application-drawer.tsx';
import { readReviewFilter, reviewDefaults, reviewQueryOf, reviewSortLabels, reviewSorts } from './filters.ts';
import { BulkMoveBar } from './move-applications.tsx';
import { NotReviewer } from './not-reviewer.tsx';
import { ReviewTable } from './review-table.tsx';
import { oneOf, useUrlFilter } from './url-filter.ts';

type StageTab = ProgramStage | 'all';
const stageTabs: StageTab[] = ['all', ...programStages];
const statusOptions = programApplicationStatuses.map((status) => ({
  value: status,
  label: programApplicationStatusLabels[status],
}));
const sortOptions = reviewSorts.map((sort) => ({ value: sort, label: reviewSortLabels[sort] }));

const tabLabel = (tab: StageTab, counts: ReviewCounts | undefined) => {
  const label = tab === 'all' ? 'All' : programStageLabels[tab];
  if (!counts) return label;
  const count =
    tab === 'all' ? (counts.all ?? programStages.reduce((sum, stage) => sum + (counts[stage] ?? 0), 0)) : counts[tab];
  return count === undefined ? label : `${label} (${count})`;
};

/** The address of the application open over the list. */
const openKey = 'application';

function ReviewBoard({ program }: { program: Program }) {
  const { filter, update } = useUrlFilter(readReviewFilter, reviewDefaults);
  const [params, setParams] = useSearchParams();
  const query = reviewQueryOf(filter);
  const applications = useQuery(reviewPageQuery(program.uuid, query));
  const [exporting, setExporting] = useState(false);
  // The selection belongs to one page of one filter: another page starts with none.
  const pageKey = JSON.stringify(query);
  const [selection, setSelection] = useState<{ pageKey: string; uuids: string[] }>({ pageKey, uuids: [] });
  const selected = new Set(selection.pageKey === pageKey ? selection.uuids : []);
  const rows = applications.data?.items ?? [];
  const chosen = rows
    .filter((row) => selected.has(row.uuid))
    .map((row) => ({ uuid: row.uuid, name: row.applicant.name }));
  const openUuid = params.get(openKey);

  const select = (uuids: string[], on: boolean) => {
    const next = new Set(selected);
    for (const uuid of uuids) {
      if (on) next.add(uuid);
      else next.delete(uuid);
    }
    setSelection({ pageKey, uuids: [...next] });
  };
  const clear = () => setSelection({ pageKey, uuids: [] });
  const setOpen = (uuid: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (uuid) next.set(openKey, uuid);
      else next.delete(openKey);
      return next;
    });

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadApplicationsCsv(program.uuid, program.code, query);
    } catch (error) {
      notify.error(errorText(error, 'The export could not be made'));
    } finally {
      setExporting(false);
    }
  };

  if (applications.isError && applications.error instanceof ApiError && applications.error.status === 403) {
    return <NotReviewer code={program.code} title={program.title} />;
  }
  const narrowed = filter.status !== null || filter.q !== '';
  const stageTab: StageTab = filter.stage ?? 'all';

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
          <SearchField label="Search" placeholder="Applicant name" value={filter.q} onSearch={(q) => update({ q })} />
          <Select
            label="Status"
            placeholder="Any status"
            data={statusOptions}
            value={filter.status}
            onChange={(value) => update({ status: oneOf(programApplicationStatuses, value, null) })}
            clearable
          />
          <Select
            label="Order"
            data={sortOptions}
            value={filter.sort}
            allowDeselect={false}
            onChange={(value) => update({ sort: oneOf(reviewSorts, value, 'submitted') })}
          />
          <Stack justify="flex-end">
            <Button
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden />}
              loading={exporting}
              onClick={() => void exportCsv()}
            >
              Export CSV
            </Button>
          </Stack>
        </SimpleGrid>
        {program.canManage ? (
          <BulkMoveBar programUuid={program.uuid} chosen={chosen} onDone={clear} onClear={clear} />
        ) : null}
        <Tabs
          value={stageTab}
          onChange={(value) => update({ stage: oneOf(programStages, value, null) })}
          aria-label="Stages"
        >
          <Tabs.List style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
            {stageTabs.map((tab) => (
              <Tabs.Tab key={tab} value={tab}>
                {tabLabel(tab, applications.data?.counts)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {stageTabs.map((tab) => (
            <Tabs.Panel key={tab} value={tab} pt="md">
              {tab === stageTab ? (
                <PagedList
                  query={applications}
                  what="the applications"
                  empty={narrowed ? 'No application matches these filters.' : 'No applications here yet.'}
                  pageSize={reviewPageSize}
                  paging={{ label: 'Application pages', page: filter.page, onPage: (page) => update({ page }) }}
                >
                  {(page) => (
                    <ReviewTable
                      rows={page.items}
                      label={`${tabLabel(tab, undefined)} applications`}
                      selectable={program.canManage}
                      selected={selected}
                      onSelect={select}
                      onOpen={(row) => setOpen(row.uuid)}
                    />
                  )}
                </PagedList>
              ) : null}
            </Tabs.Panel>
          ))}
        </Tabs>
      </Stack>
      {openUuid ? (
        <ApplicationDrawer
          program={program}
          applicationUuid={openUuid}
          name={rows.find((row) => row.uuid === openUuid)?.applicant.name}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </Paper>
  );
}

/**
 * A program's applications for its reviewers (/programs/:code/review): counts per stage, the list with
 * its filters in the address, each application read in full over it; managers also move applications
 * between stages and decide. Anyone else is told they are not a reviewer.
 */
export function ReviewPage() {
  const tenant = useTenant();
  const { code, program, user } = useRouteProgram();
  useDocumentTitle(`Review ${program.data?.title ?? code} | ${tenant.name}`);
  let content: ReactNode;
  if (program.isPending) {
    content = (
      <Stack gap="md" role="status" aria-label="Loading the program">
        <Skeleton h={56} radius="lg" />
        <Skeleton h={360} radius="lg" />
      </Stack>
    );
  } else if (program.isError) {
    content = (
      <LoadError
        title="The program could not be loaded"
        error={program.error}
        fallback="Please try again."
        onRetry={() => void program.refetch()}
        retrying={program.isFetching}
      />
    );
  } else if (!program.data.canReview) {
    content = <NotReviewer code={program.data.code} title={program.data.title} />;
  } else {
    content = <ReviewBoard program={program.data} />;
  }
  const data = program.data;
  return (
    <Stack gap="lg" maw={1280} mx="auto" w="100%">
      <Stack gap={4}>
        <Title order={1}>{data ? `Applications to ${data.title}` : 'Applications'}</Title>
        <Group gap="md">
          <Text c="dimmed">
            {data?.canManage
              ? 'Read, score and move applications; each applicant is told of every decision.'
              : 'Read and score applications, and leave notes for the other reviewers.'}
          </Text>
          {data ? (
            <Anchor component={Link} to={programPaths.details(data.code, data.family)} size="sm">
              The program's page
            </Anchor>
          ) : null}
          {data?.canManage ? (
            <Anchor component={Link} to={programPaths.editFor(data.uuid, user?.role)} size="sm">
              Edit the program
            </Anchor>
          ) : null}
        </Group>
      </Stack>
      {content}
    </Stack>
  );
}
