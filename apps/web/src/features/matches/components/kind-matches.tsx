import { Chip, Group, SimpleGrid, Skeleton } from '@mantine/core';
import { IconFilterOff, IconUsersGroup } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { Match, MatchKind, MatchList } from '@ventura/shared';
import { useState } from 'react';
import { EmptyResults } from '../../../ui/empty-results.tsx';
import { LoadError } from '../../../ui/load-error.tsx';
import { matchesQuery, refusalText } from '../api.ts';
import { closedTitle, kindTexts } from '../kinds.ts';
import { matchesWithReasons, type ReasonKind, reasonKindsIn, reasonKindsOf, reasonLabel } from '../reasons.ts';
import { Improvements } from './improvements.tsx';
import { MatchCard } from './match-card.tsx';
import { MatchesUnavailable } from './matches-unavailable.tsx';
import { type MatchActions, useMatchActions } from './use-match-actions.tsx';
import { useRefocus } from './use-refocus.ts';

/** How many matches the page asks for: the server's default page. */
const pageLimit = 20;

/**
 * One kind of matches as the page shows them: what would bring better ones, filters by kind of reason,
 * and the cards. Asked for only once the rules let the member have them (matchRefusal).
 */
export function KindMatches({ kind }: { kind: MatchKind }) {
  const matches = useQuery(matchesQuery(kind, pageLimit));
  const actions = useMatchActions(kind);
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
    if (refused) return <MatchesUnavailable title={closedTitle(kind)} message={refused} />;
    return (
      <LoadError
        title="Your matches could not be loaded"
        error={matches.error}
        onRetry={() => void matches.refetch()}
        retrying={matches.isFetching}
      />
    );
  }
  return <MatchesContent kind={kind} list={matches.data} actions={actions} />;
}

type ContentProps = { kind: MatchKind; list: MatchList; actions: MatchActions };

function MatchesContent({ kind, list, actions }: ContentProps) {
  const [chosen, setChosen] = useState<ReasonKind[]>([]);
  const reasons = reasonKindsIn(list.items);
  // A filter whose kind has left the list (its last match hidden) no longer narrows it.
  const active = chosen.filter((reason) => reasons.includes(reason));
  const shown = matchesWithReasons(list.items, active);
  return (
    <>
      <Improvements kind={kind} items={list.improvements} />
      {reasons.length > 1 ? (
        <Chip.Group multiple value={active} onChange={(values) => setChosen(reasonKindsOf(values))}>
          <Group gap="xs" role="group" aria-label="Show matches that">
            {reasons.map((reason) => (
              <Chip key={reason} value={reason} size="sm" variant="outline">
                {reasonLabel(kind, reason)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      ) : null}
      <MatchGrid
        kind={kind}
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
  kind: MatchKind;
  matches: Match[];
  filtered: boolean;
  onClear: () => void;
  actions: MatchActions;
  hasImprovements: boolean;
};

function MatchGrid({ kind, matches, filtered, onClear, actions, hasImprovements }: GridProps) {
  const texts = kindTexts[kind];
  const { listId, removing } = useRefocus(matches.map((match) => match.uuid));
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
        hint={`Choose fewer reasons to see more ${texts.many}.`}
        action={{ label: 'Show all matches', onClick: onClear }}
      />
    );
  }
  if (matches.length === 0) {
    return (
      <EmptyResults
        icon={<IconUsersGroup size={26} aria-hidden />}
        title={`No ${texts.one} matches yet`}
        hint={hasImprovements ? texts.emptyWithImprovements : texts.empty}
      />
    );
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
      aria-label={texts.matches}
    >
      {matches.map((match) => (
        <li key={match.uuid}>
          <MatchCard match={match} actions={listActions} />
        </li>
      ))}
    </SimpleGrid>
  );
}
