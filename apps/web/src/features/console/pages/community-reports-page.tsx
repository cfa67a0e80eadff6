import { Alert, Anchor, Paper, Tabs } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ReportDecision, type ReportedItem } from '@ventura/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { notify } from '../../../core/notify.ts';
import { useTenant } from '../../../core/tenant.ts';
import { schemaFieldErrors } from '../../../ui/form-errors.ts';
import { reportsQuery, useDecideReport } from '../api.ts';
import { ConsolePage } from '../components/console-page.tsx';
import { ListView } from '../components/list-view.tsx';
import { NoteDialog } from '../components/note-dialog.tsx';
import { type ReportDecisionName, ReportList } from '../components/report-list.tsx';
import { pageAfterRemoval, reportFilterCodecs, reportQueryOf, reportStatusTabs } from '../filters.ts';
import { useUrlFilter } from '../use-url-filter.ts';

const tabLabels = { open: 'Open', resolved: 'Resolved' } as const;
const noteField = (path: string) => (path === 'note' ? 'note' : undefined);
/** ReportDecision's longest note. */
const noteLength = ReportDecision.shape.note.unwrap().in.maxLength ?? 500;

/** What each decision does, in the dialog that asks for its note. */
const decisionTexts = (row: ReportedItem, decision: ReportDecisionName) => {
  const what = row.item === 'post' ? 'post' : 'comment';
  const texts = {
    hide: {
      title: `Hide this ${what}?`,
      intro: `Members no longer see it; ${row.author.name} still does, marked as hidden. Its reports are closed.`,
      confirm: 'Hide',
      color: undefined,
      done: `The ${what} is hidden`,
    },
    delete: {
      title: `Delete this ${what}?`,
      intro:
        row.item === 'post'
          ? 'It goes for everyone, with its comments and files. This cannot be undone.'
          : 'It goes for everyone, with its replies. This cannot be undone.',
      confirm: 'Delete',
      color: 'red',
      done: `The ${what} is deleted`,
    },
    dismiss: {
      title: 'Dismiss these reports?',
      intro: `The ${what} stays as it is and its reports are closed.`,
      confirm: 'Dismiss',
      color: undefined,
      done: 'Reports dismissed',
    },
  } satisfies Record<
    ReportDecisionName,
    { title: string; intro: string; confirm: string; color?: string; done: string }
  >;
  return texts[decision];
};

/**
 * The community's reports (/admin/community): reported posts and comments, the longest waiting first, each
 * with what was said and why it was reported. Operators hide, delete or dismiss, with a note for the audit log.
 */
export function CommunityReportsPage() {
  const tenant = useTenant();
  const { filter, update } = useUrlFilter(reportFilterCodecs);
  const reports = useQuery(reportsQuery(reportQueryOf(filter)));
  const decide = useDecideReport();
  const [deciding, setDeciding] = useState<{ row: ReportedItem; decision: ReportDecisionName } | null>(null);
  const texts = deciding ? decisionTexts(deciding.row, deciding.decision) : null;

  const confirm = async (note: string) => {
    if (!deciding || !texts) return;
    const { row, decision } = deciding;
    const { message } = await decide.mutateAsync({
      item: row.item,
      uuid: row.uuid,
      body: { decision, ...(note ? { note } : {}) },
    });
    setDeciding(null);
    notify.success(message || texts.done);
    // A decided item leaves the open list: step back a page if it was the last one on the last page.
    const next = pageAfterRemoval(filter.page, reports.data?.total ?? 0);
    if (next !== filter.page) update({ page: next });
  };

  return (
    <ConsolePage
      title="Community reports"
      description="Posts and comments members reported on the community wall, the longest waiting first. Hide keeps it from members, Delete removes it for everyone, Dismiss leaves it as it is; each closes its reports."
    >
      {tenant.features.community_feed ? null : (
        <Alert variant="light" title="The community wall is off">
          Members cannot see the wall or report anything now. Turn it on again in{' '}
          <Anchor component={Link} to="/admin/settings?tab=features">
            Settings
          </Anchor>
          .
        </Alert>
      )}
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Tabs value={filter.status} onChange={(value) => update({ status: reportFilterCodecs.status.read(value) })}>
          <Tabs.List>
            {reportStatusTabs.map((tab) => (
              <Tabs.Tab key={tab} value={tab}>
                {tabLabels[tab]}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {reportStatusTabs.map((tab) => (
            <Tabs.Panel key={tab} value={tab} pt="md">
              {tab === filter.status ? (
                <ListView
                  query={reports}
                  what="the community reports"
                  empty={
                    tab === 'open' ? 'Nothing reported is waiting for a decision.' : 'No report has been decided yet.'
                  }
                  paging={{ label: 'Community reports', page: filter.page, onPage: (next) => update({ page: next }) }}
                >
                  {(page) => (
                    <ReportList rows={page.items} onDecide={(row, decision) => setDeciding({ row, decision })} />
                  )}
                </ListView>
              ) : null}
            </Tabs.Panel>
          ))}
        </Tabs>
      </Paper>
      {deciding && texts ? (
        <NoteDialog
          title={texts.title}
          intro={texts.intro}
          noteLabel="Note for the audit log"
          noteLength={noteLength}
          confirmLabel={texts.confirm}
          confirmColor={texts.color}
          noteProblem={(note) =>
            schemaFieldErrors(ReportDecision, { decision: deciding.decision, note }, noteField).note
          }
          failedText="That did not work. Please try again."
          onClose={() => setDeciding(null)}
          onConfirm={confirm}
        />
      ) : null}
    </ConsolePage>
  );
}
