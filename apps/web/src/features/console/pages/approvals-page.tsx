import { Paper, Stack, Tabs } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type ApprovalPage, shortCount } from '@ventura/shared';
import { useState } from 'react';
import { Outlet } from 'react-router';
import { approvalInfo } from '../../../ui/approval-status.ts';
import { approvalsQuery } from '../api.ts';
import { ApprovalFilters } from '../components/approval-filters.tsx';
import { ApprovalTable } from '../components/approval-table.tsx';
import { BulkApprove } from '../components/bulk-approve.tsx';
import { ConsolePage } from '../components/console-page.tsx';
import { ListView } from '../components/list-view.tsx';
import {
  type ApprovalTab,
  approvalFilterCodecs,
  approvalQueryOf,
  approvalStatusTabs,
  approvalViewKeys,
  isNarrowed,
} from '../filters.ts';
import { useUrlFilter } from '../use-url-filter.ts';

const tabLabel = (tab: ApprovalTab, counts: ApprovalPage['counts'] | undefined) => {
  const label = tab === 'all' ? 'All' : approvalInfo[tab].label;
  if (!counts) return label;
  const count = tab === 'all' ? Object.values(counts).reduce((sum, n) => sum + n, 0) : counts[tab];
  return `${label} (${shortCount(count)})`;
};

/**
 * The approval queue (/admin/approvals): profiles by state, narrowed by type, words, dates and
 * completeness; chosen ones approved together; a profile's full read opens over the list.
 */
export function ApprovalsPage() {
  const { filter, update } = useUrlFilter(approvalFilterCodecs);
  const query = approvalQueryOf(filter);
  const queue = useQuery(approvalsQuery(query));
  // The selection belongs to one page of one filter: another page starts with none.
  const pageKey = JSON.stringify(query);
  const [selection, setSelection] = useState<{ pageKey: string; uuids: string[] }>({ pageKey, uuids: [] });
  const selected = new Set(selection.pageKey === pageKey ? selection.uuids : []);
  const rows = queue.data?.items ?? [];
  const chosen = rows.filter((row) => selected.has(row.uuid));

  const select = (uuids: string[], on: boolean) => {
    const next = new Set(selected);
    for (const uuid of uuids) {
      if (on) next.add(uuid);
      else next.delete(uuid);
    }
    setSelection({ pageKey, uuids: [...next] });
  };
  const tabName = tabLabel(filter.status, undefined);

  return (
    <ConsolePage
      title="Approvals"
      description="Profiles waiting for a decision, and every decision made. Open a profile to read all of it."
    >
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          <ApprovalFilters filter={filter} update={update} />
          <BulkApprove chosen={chosen} onClear={() => setSelection({ pageKey, uuids: [] })} />
          <Tabs value={filter.status} onChange={(value) => update({ status: approvalFilterCodecs.status.read(value) })}>
            <Tabs.List>
              {approvalStatusTabs.map((tab) => (
                <Tabs.Tab key={tab} value={tab}>
                  {tabLabel(tab, queue.data?.counts)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {approvalStatusTabs.map((tab) => (
              <Tabs.Panel key={tab} value={tab} pt="md">
                {tab === filter.status ? (
                  <ListView
                    query={queue}
                    what="the approval queue"
                    empty={
                      isNarrowed(filter, approvalViewKeys) ? 'No profile matches these filters.' : 'No profiles here.'
                    }
                    paging={{ label: 'Approval queue', page: filter.page, onPage: (next) => update({ page: next }) }}
                  >
                    {(page) => (
                      <ApprovalTable
                        rows={page.items}
                        label={`${tabName} profiles`}
                        selected={selected}
                        onSelect={select}
                      />
                    )}
                  </ListView>
                ) : null}
              </Tabs.Panel>
            ))}
          </Tabs>
        </Stack>
      </Paper>
      <Outlet />
    </ConsolePage>
  );
}
