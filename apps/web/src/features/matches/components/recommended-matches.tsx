import { Anchor, Avatar, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { Match } from '@ventura/shared';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { useSessionUser } from '../../../core/session.ts';
import { useTenant } from '../../../core/tenant.ts';
import { LoadError } from '../../../ui/load-error.tsx';
import { matchRefusal } from '../access.ts';
import { investorMatchesQuery, refusalText } from '../api.ts';
import { matchesPath } from '../paths.ts';
import { MatchButtons, scoreText } from './match-parts.tsx';
import { type MatchActions, useMatchActions } from './use-match-actions.tsx';
import { useRefocus } from './use-refocus.ts';

/** Matches the block shows. */
const shownMatches = 3;
/** One more than it shows is asked for, so that a match hidden with 'Not interested' has its next in place at once. */
const blockLimit = shownMatches + 1;

/**
 * 'Recommended for you' on a startup's dashboard: its three best investor matches, each with its strongest
 * reason and 'Not interested', and the way to all of them. Nothing where the member gets no matches (the
 * tenant's rules, another type of profile): the dashboard is whole without it.
 */
export function RecommendedMatches() {
  const tenant = useTenant();
  const user = useSessionUser();
  if (!user || matchRefusal(tenant, user.accountType) !== null) return null;
  return <Recommended />;
}

function Recommended() {
  const matches = useQuery(investorMatchesQuery(blockLimit));
  const actions = useMatchActions();
  if (matches.isPending) {
    return (
      <Frame>
        <Stack gap="sm" role="status" aria-label="Loading recommended investors">
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} h={56} radius="md" />
          ))}
        </Stack>
      </Frame>
    );
  }
  if (matches.isError) {
    if (refusalText(matches.error) !== null) return null;
    return (
      <Frame>
        <LoadError
          title="Recommendations could not be loaded"
          error={matches.error}
          onRetry={() => void matches.refetch()}
          retrying={matches.isFetching}
        />
      </Frame>
    );
  }
  const shown = matches.data.items.slice(0, shownMatches);
  const improvement = matches.data.improvements[0];
  return (
    <Frame>
      {shown.length > 0 ? (
        <MatchRows matches={shown} actions={actions} />
      ) : (
        <Text size="sm" c="dimmed">
          No investor matches yet: investors are matched on your funding stage and industries.{' '}
          {improvement ? (
            // Underlined: a link inside a sentence must not be told apart by its colour alone (axe).
            <Anchor component={Link} to={improvement.page} inherit underline="always">
              {improvement.text}
            </Anchor>
          ) : null}
        </Text>
      )}
    </Frame>
  );
}

/** The block's section: its heading and the way to every match, around what it holds. */
function Frame({ children }: { children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="lg" p="lg">
      <Stack gap="md">
        <Group justify="space-between" align="baseline" gap="xs">
          <Title order={2} size="h4" id={headingId}>
            Recommended for you
          </Title>
          <Anchor component={Link} to={matchesPath} size="sm" fw={500}>
            See all matches
            <IconArrowRight size={14} aria-hidden style={{ marginInlineStart: 4, verticalAlign: -2 }} />
          </Anchor>
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

function MatchRows({ matches, actions }: { matches: Match[]; actions: MatchActions }) {
  const { listId, removing } = useRefocus(matches.map((match) => match.profile.uuid));
  const rowActions: MatchActions = {
    ...actions,
    notInterested: (match) => {
      removing(matches.indexOf(match));
      actions.notInterested(match);
    },
  };
  return (
    <Stack
      id={listId}
      component="ul"
      gap="sm"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label="Recommended investors"
    >
      {matches.map((match) => (
        <MatchRow key={match.profile.uuid} match={match} actions={rowActions} />
      ))}
    </Stack>
  );
}

/** One match in a line: the investor, its strongest reason and its score, and 'Not interested'. */
function MatchRow({ match, actions }: { match: Match; actions: MatchActions }) {
  const card = match.profile;
  const [reason] = match.reasons;
  return (
    <Paper component="li" withBorder radius="md" p="sm" aria-label={card.name}>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="sm" wrap="nowrap" align="flex-start" miw={0} style={{ flex: '1 1 16rem' }}>
          <Avatar src={card.logo} name={card.name} color="initials" variant="filled" radius="md" size={40} alt="" />
          <Stack gap={2} miw={0}>
            <Group gap="xs" wrap="wrap" align="baseline">
              <Title order={3} size="h6" style={{ overflowWrap: 'anywhere' }}>
                <Anchor component={Link} to={card.profileUrl} inherit c="var(--mantine-color-text)">
                  {card.name}
                </Anchor>
              </Title>
              <Text size="xs" c="dimmed">
                {scoreText(match)}
              </Text>
            </Group>
            {reason ? (
              <Text size="sm">
                <Text span fw={600} inherit>
                  Why:
                </Text>{' '}
                {reason.text}
              </Text>
            ) : null}
          </Stack>
        </Group>
        <MatchButtons match={match} actions={actions} withGood={false} />
      </Group>
    </Paper>
  );
}
