import { Chip, Container, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconFilterOff, IconUsersGroup } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { Match, MatchList } from '@ventura/shared';
import { useState } from 'react';
import { useSessionUser } from '../../../core/session.ts';
import { useTenant } from '../../../core/tenant.ts';
import { EmptyResults } from '../../../ui/empty-results.tsx';
import { LoadError } from '../../../ui/load-error.tsx';
import { matchRefusal } from '../access.ts';
import { investorMatchesQuery, refusalText } from '../api.ts';
import { Improvements } from '../components/improvements.tsx';
import { MatchCard } from '../components/match-card.tsx';
import { MatchesUnavailable } from '../components/matches-unavailable.tsx';
import { type MatchActions, useMatchActions } from '../components/use-match-actions.tsx';
import { useRefocus } from '../components/use-refocus.ts';
import { matchesWithReasons, type ReasonKind, reasonKindLabels, reasonKindsIn, reasonKindsOf } from '../reasons.ts';

/** How many matches the page asks for: the server's default page. */
const pageLimit = 20;

/** /matches: the investors a startup should meet, best first, each with why, and what would bring better ones. */
export function MatchesPage() {
  const tenant = useTenant();
  const user = useSessionUser();
  useDocumentTitle(`Investors for you | ${tenant.name}`);
  const refusal = user ? matchRefusal(tenant, user.accountType) : null;
  return (
    <Container size="lg" py="md" w="100%">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>Investors for you</Title>
          <Text c="dimmed">
            Investors whose stage, cheques and focus fit your startup, best first, each with why it fits.
          </Text>
        </Stack>
        {refusal ? <MatchesUnavailable message={refusal} /> : <Matches />}
      </Stack>
    </Container>
  );
}

function Matches() {
  const matches = useQuery(investorMatchesQuery(pageLimit));
  const actions = useMatchActions();
  if (matches.isPending) {
    return (
      <SimpleGrid cols={{ base: 1, md: 2 }} role="status" aria-label="Loading your matches">
        {[0, 1, 2, 3].map((key) => (
          <Skeleton key={key} h={230} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  if (matches.isError) {
    const refused = refusalText(matches.error);
    if (refused) return <MatchesUnavailable message={refused} />;
    return (
      <LoadError
        title="Your matches could not be loaded"
        error={matches.error}
        onRetry={() => void matches.refetch()}
        retrying={matches.isFetching}
      />
    );
  }
  return <MatchesContent list={matches.data} actions={actions} />;
}

function MatchesContent({ list, actions }: { list: MatchList; actions: MatchActions }) {
  const [chosen, setChosen] = useState<ReasonKind[]>([]);
  const kinds = reasonKindsIn(list.items);
  // A filter whose kind has left the list (its last match hidden) no longer narrows it.
  const active = chosen.filter((kind) => kinds.includes(kind));
  const shown = matchesWithReasons(list.items, active);
  return (
    <>
      <Improvements items={list.improvements} />
      {kinds.length > 1 ? (
        <Chip.Group multiple value={active} onChange={(values) => setChosen(reasonKindsOf(values))}>
          <Group gap="xs" role="group" aria-label="Show matches that">
            {kinds.map((kind) => (
              <Chip key={kind} value={kind} size="sm" variant="outline">
                {reasonKindLabels[kind]}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      ) : null}
      <MatchGrid
        matches={shown}
        filtered={active.length > 0}
        onClear={() => setChosen([])}
        actions={actions}
        hasImprovements={list.improvements.length > 0}
      />
    </>
  );
}

type GridProps = {
  matches: Match[];
  filtered: boolean;
  onClear: () => void;
  actions: MatchActions;
  hasImprovements: boolean;
};

function MatchGrid({ matches, filtered, onClear, actions, hasImprovements }: GridProps) {
  const { listId, removing } = useRefocus(matches.map((match) => match.profile.uuid));
  const listActions: MatchActions = {
    ...actions,
    notInterested: (match) => {
      removing(matches.indexOf(match));
      actions.notInterested(match);
    },
  };
  if (matches.length === 0 && filtered) {
    return (
      <EmptyResults
        icon={<IconFilterOff size={26} aria-hidden />}
        title="No match gives all of these reasons"
        hint="Choose fewer reasons to see more investors."
        action={{ label: 'Show all matches', onClick: onClear }}
      />
    );
  }
  if (matches.length === 0) {
    const hint = hasImprovements
      ? 'Investors are matched on your funding stage and industries. Fill them in (see Better matches above) and investors who fit will show here.'
      : 'No investor here invests at your stage or in your industries yet. New investors join all the time: look again soon.';
    return <EmptyResults icon={<IconUsersGroup size={26} aria-hidden />} title="No investor matches yet" hint={hint} />;
  }
  return (
    <SimpleGrid
      id={listId}
      component="ul"
      cols={{ base: 1, md: 2 }}
      spacing="md"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label="Investor matches"
    >
      {matches.map((match) => (
        <li key={match.profile.uuid}>
          <MatchCard match={match} actions={listActions} />
        </li>
      ))}
    </SimpleGrid>
  );
}
