import { Alert, Anchor, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconInfoCircle, IconRocket } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type ProgramFamily, programFamilyInfo } from '@ventura/shared';
import { useSearchParams } from 'react-router';
import { notificationCountsQuery } from '../../../api/notification-counts.ts';
import { useSessionUser } from '../../../core/session.ts';
import { useTenant } from '../../../core/tenant.ts';
import { readableAlertTitle } from '../../../ui/alert-styles.ts';
import { EmptyResults } from '../../../ui/empty-results.tsx';
import { PageNav } from '../../../ui/page-nav.tsx';
import { QueryView } from '../../../ui/query-view.tsx';
import { programListQuery } from '../api.ts';
import { MyApplications } from '../components/my-applications.tsx';
import { ProgramCard } from '../components/program-card.tsx';
import { ProgramFilters } from '../components/program-filters.tsx';
import {
  changeFilters,
  defaultFilters,
  type ProgramFilters as Filters,
  filterParams,
  isNarrowed,
  pageCount,
  readFilters,
} from '../filters.ts';
import { countText } from '../present.ts';
import { ReviewQueue } from '../review/review-queue.tsx';

const intros: Record<ProgramFamily, string> = {
  program: 'Incubation and acceleration programs you can apply to.',
  application: 'Calls for applications: cohorts, schemes and grants taking applicants.',
  video: 'Programs that ask for short pitch videos on set topics.',
};

function Results({
  family,
  filters,
  onChange,
}: {
  family: ProgramFamily;
  filters: Filters;
  onChange: (change: Partial<Filters>) => void;
}) {
  const user = useSessionUser();
  const results = useQuery(programListQuery(family, filters, user?.uuid ?? null));
  const narrowed = isNarrowed(filters);
  return (
    <QueryView query={results} errorTitle="Programs could not be loaded" loadingHeight={320}>
      {(list) =>
        list.items.length === 0 ? (
          <EmptyResults
            icon={<IconRocket size={26} />}
            title={narrowed ? 'No programs match this search' : 'No programs here yet'}
            hint={narrowed ? 'Try other words or fewer filters.' : 'Programs open for applications show here.'}
            action={
              narrowed
                ? {
                    label: 'Clear the search',
                    onClick: () => onChange({ ...defaultFilters, includeExternal: filters.includeExternal }),
                  }
                : null
            }
          />
        ) : (
          <Stack gap="md" aria-busy={results.isPlaceholderData || undefined}>
            <Text size="sm" c="dimmed" aria-live="polite">
              {countText(list.total, 'program')}
            </Text>
            {list.items.map((program) => (
              <ProgramCard key={program.uuid} program={program} />
            ))}
            <PageNav
              label="Program pages"
              pages={pageCount(list.total, list.limit)}
              page={filters.page}
              onChange={(page) => onChange({ page })}
            />
          </Stack>
        )
      }
    </QueryView>
  );
}

/** What a member still owes (notification counts): applications not sent, documents not uploaded. */
function Reminders({ onShowMine }: { onShowMine: () => void }) {
  const counts = useQuery(notificationCountsQuery());
  const drafts = counts.data?.pendingProgramFormSubmissionCount ?? 0;
  const documents = counts.data?.pendingDocumentsUploadCount ?? 0;
  if (drafts === 0 && documents === 0) return null;
  const owed = [
    drafts > 0 ? `${countText(drafts, 'application or form', 'applications or forms')} not sent yet` : null,
    documents > 0 ? `${countText(documents, 'document')} to upload` : null,
  ].filter(Boolean);
  return (
    <Alert color="yellow" icon={<IconInfoCircle aria-hidden />} title="Waiting for you" styles={readableAlertTitle}>
      <Text size="sm">
        You have {owed.join(' and ')}.{' '}
        <Anchor component="button" type="button" size="sm" onClick={onShowMine}>
          See my applications
        </Anchor>
      </Text>
    </Alert>
  );
}

/**
 * /programs, /call-for-applications and /vs-programs (unguarded, spec 2): one family's published programs
 * by words, industry and window, external ones on request, the search in the address. A signed-in member
 * also finds their own applications here; a visitor's Apply leads to sign-up and back.
 */
export function ProgramListPage({ family }: { family: ProgramFamily }) {
  const tenant = useTenant();
  const user = useSessionUser();
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const view = user && params.get('view') === 'applied' ? 'applied' : 'all';
  const { label } = programFamilyInfo[family];
  useDocumentTitle(`${label} | ${tenant.name}`);

  const change = (next: Partial<Filters>) => setParams(filterParams(changeFilters(filters, next)));
  const showMine = () => setParams({ view: 'applied' });

  return (
    <Stack gap="lg" maw={960} mx="auto" w="100%">
      <Stack gap={4}>
        <Title order={1}>{label}</Title>
        <Text c="dimmed">{intros[family]}</Text>
      </Stack>
      {user ? <Reminders onShowMine={showMine} /> : null}
      {user ? <ReviewQueue /> : null}
      {user ? (
        <SegmentedControl
          aria-label="Which list"
          data={[
            { value: 'all', label: 'Find programs' },
            { value: 'applied', label: 'My applications' },
          ]}
          value={view}
          onChange={(value) => setParams(value === 'applied' ? { view: 'applied' } : {})}
          fullWidth
          maw={420}
        />
      ) : null}
      {view === 'applied' ? (
        <MyApplications
          family={family}
          page={Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1)}
          onPage={(page) => setParams({ view: 'applied', page: String(page) })}
        />
      ) : (
        <>
          <ProgramFilters filters={filters} onChange={change} noun={label.toLowerCase()} />
          <Results family={family} filters={filters} onChange={change} />
        </>
      )}
    </Stack>
  );
}

/** /programs. */
export const ProgramsPage = () => <ProgramListPage family="program" />;
/** /call-for-applications (the sidebar's Programs). */
export const CallsForApplicationsPage = () => <ProgramListPage family="application" />;
/** /vs-programs. */
export const VideoProgramsPage = () => <ProgramListPage family="video" />;
