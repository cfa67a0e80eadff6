import { Alert, Button, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconInfoCircle, IconTargetArrow } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useCurrentProfile } from '../../../api/profile.ts';
import { useSessionUser } from '../../../core/session.ts';
import { useTenant } from '../../../core/tenant.ts';
import { readableAlertTitle } from '../../../ui/alert-styles.ts';
import { EmptyResults } from '../../../ui/empty-results.tsx';
import { PageNav } from '../../../ui/page-nav.tsx';
import { QueryView } from '../../../ui/query-view.tsx';
import { searchChallengesQuery } from '../api.ts';
import { ChallengeCard } from '../components/challenge-card.tsx';
import { ChallengeFilters } from '../components/challenge-filters.tsx';
import { MyParticipations } from '../components/my-participations.tsx';
import {
  activeFilterCount,
  changeFilters,
  defaultFilters,
  type ChallengeFilters as Filters,
  filterParams,
  pageCount,
  readFilters,
} from '../filters.ts';
import { challengePaths } from '../paths.ts';
import { challengeErrors, countText } from '../present.ts';

/** What the details page hands over when the challenge it was asked for is not there (spec 2: 404 → here). */
export type SearchArrival = { missingChallenge?: boolean };

const arrivedMissing = (state: unknown) =>
  typeof state === 'object' && state !== null && 'missingChallenge' in state && state.missingChallenge === true;

function Results({ filters, onChange }: { filters: Filters; onChange: (change: Partial<Filters>) => void }) {
  const user = useSessionUser();
  const results = useQuery(searchChallengesQuery(filters, user?.uuid ?? null));
  const narrowed = activeFilterCount(filters) > 0 || filters.search !== '';
  return (
    <QueryView query={results} errorTitle={challengeErrors.fetch} loadingHeight={320}>
      {(list) =>
        list.items.length === 0 ? (
          <EmptyResults
            icon={<IconTargetArrow size={26} />}
            title={narrowed ? 'No challenges match this search' : 'No open challenges right now'}
            hint={
              narrowed ? 'Try other words or fewer filters.' : 'Corporates post their challenges here; come back soon.'
            }
            action={narrowed ? { label: 'Clear the search', onClick: () => onChange({ ...defaultFilters }) } : null}
          />
        ) : (
          <Stack gap="md" aria-busy={results.isPlaceholderData || undefined}>
            <Text size="sm" c="dimmed" aria-live="polite">
              {countText(list.total, 'challenge')}
            </Text>
            {list.items.map((challenge) => (
              <ChallengeCard key={challenge.uuid} challenge={challenge} />
            ))}
            <PageNav
              label="Challenge pages"
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

/**
 * /search/challenges (public; the startup's Resources → Challenges): the tenant's challenges by words,
 * industries, open/closed/all and order, the whole search in the address. A signed-in startup also finds
 * its own applications here.
 */
export function SearchChallengesPage() {
  const tenant = useTenant();
  const user = useSessionUser();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const [missing, setMissing] = useState(() => arrivedMissing(location.state));
  const filters = readFilters(params);
  // Which lists the caller keeps is the server's answer (profile.can), not a reading of the account type.
  const can = useCurrentProfile().data?.can;
  const startup = user !== null && can?.applyToChallenges === true;
  const view = startup && params.get('view') === 'applied' ? 'applied' : 'all';
  useDocumentTitle(`Challenges | ${tenant.name}`);

  const change = (next: Partial<Filters>) => setParams(filterParams(changeFilters(filters, next)));

  return (
    <Stack gap="lg" maw={960} mx="auto" w="100%">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4}>
          <Title order={1}>Challenges</Title>
          <Text c="dimmed">
            Problems corporates of {tenant.name} want startups to solve, and what they offer for it.
          </Text>
        </Stack>
        {user && can?.postChallenges ? (
          <Button component={Link} to={challengePaths.mine} variant="default">
            My challenges
          </Button>
        ) : null}
      </Group>
      {missing ? (
        <Alert
          color="yellow"
          icon={<IconInfoCircle aria-hidden />}
          title="That challenge was not found"
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={() => setMissing(false)}
          styles={readableAlertTitle}
        >
          It may have been removed, or the link is not complete. Here are the challenges open now.
        </Alert>
      ) : null}
      {startup ? (
        <SegmentedControl
          aria-label="Which list"
          data={[
            { value: 'all', label: 'Find challenges' },
            { value: 'applied', label: 'My applications' },
          ]}
          value={view}
          onChange={(value) => setParams(value === 'applied' ? { view: 'applied' } : {})}
          fullWidth
          maw={420}
        />
      ) : null}
      {view === 'applied' ? (
        <MyParticipations
          page={Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1)}
          onPage={(page) => setParams({ view: 'applied', page: String(page) })}
        />
      ) : (
        <>
          <ChallengeFilters filters={filters} onChange={change} />
          <Results filters={filters} onChange={change} />
        </>
      )}
    </Stack>
  );
}
