import { Anchor, Avatar, Group, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight, IconSchool, IconTrophy } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type Match, type MatchKind, matchKindsOf } from '@ventura/shared';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { useSessionUser } from '../../../core/session.ts';
import { useTenant } from '../../../core/tenant.ts';
import { LoadError } from '../../../ui/load-error.tsx';
import { matchRefusal } from '../access.ts';
import { matchesQuery, refusalText } from '../api.ts';
import { kindTexts, matchName } from '../kinds.ts';
import { matchesPath } from '../paths.ts';
import { MatchButtons, OpportunityLink, scoreText } from './match-parts.tsx';
import { type MatchActions, useMatchActions } from './use-match-actions.tsx';
import { useRefocus } from './use-refocus.ts';

/** Matches the block shows. */
const shownMatches = 3;
/** One more than it shows is asked for, so that a match hidden with 'Not interested' has its next in place at once. */
const blockLimit = shownMatches + 1;

/**
 * 'Recommended for you' on a dashboard: the three best matches of the first kind the member's type has (a
 * startup's investors, an investor's or a mentor's startups), each with its strongest reason and 'Not
 * interested', and the way to all of them. Nothing where the member gets none of that kind (the tenant's
 * rules, a type without matches): the dashboard is whole without it.
 */
export function RecommendedMatches() {
  const tenant = useTenant();
  const user = useSessionUser();
  const kind = user ? matchKindsOf(user.accountType)[0] : undefined;
  if (!user || !kind || matchRefusal(tenant, user.accountType, kind) !== null) return null;
  return <Recommended kind={kind} />;
}

function Recommended({ kind }: { kind: MatchKind }) {
  const matches = useQuery(matchesQuery(kind, blockLimit));
  const actions = useMatchActions(kind);
  const texts = kindTexts[kind];
  if (matches.isPending) {
    return (
      <Frame>
        <Stack gap="sm" role="status" aria-label={`Loading recommended ${texts.many}`}>
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
        <MatchRows kind={kind} matches={shown} actions={actions} />
      ) : (
        <Text size="sm" c="dimmed">
          {texts.blockEmpty}{' '}
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

type RowsProps = { kind: MatchKind; matches: Match[]; actions: MatchActions };

function MatchRows({ kind, matches, actions }: RowsProps) {
  const { listId, removing } = useRefocus(matches.map((match) => match.uuid));
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
      aria-label={`Recommended ${kindTexts[kind].many}`}
    >
      {matches.map((match) => (
        <MatchRow key={match.uuid} match={match} actions={rowActions} />
      ))}
    </Stack>
  );
}

/** One match in a line: who or what it is, its strongest reason and its score, and 'Not interested'. */
function MatchRow({ match, actions }: { match: Match; actions: MatchActions }) {
  const [reason] = match.reasons;
  return (
    <Paper component="li" withBorder radius="md" p="sm" aria-label={matchName(match)}>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="sm" wrap="nowrap" align="flex-start" miw={0} style={{ flex: '1 1 16rem' }}>
          <RowMark match={match} />
          <Stack gap={2} miw={0}>
            <Group gap="xs" wrap="wrap" align="baseline">
              <Title order={3} size="h6" style={{ overflowWrap: 'anywhere' }}>
                <RowLink match={match} />
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

/** A profile's logo (or initials), or the sign of a challenge or a program. */
function RowMark({ match }: { match: Match }) {
  const { profile, opportunity } = match;
  if (profile) {
    return (
      <Avatar src={profile.logo} name={profile.name} color="initials" variant="filled" radius="md" size={40} alt="" />
    );
  }
  return (
    <ThemeIcon variant="light" radius="md" size={40} aria-hidden>
      {opportunity?.kind === 'program' ? <IconSchool size={20} /> : <IconTrophy size={20} />}
    </ThemeIcon>
  );
}

/** The way to the matched profile, challenge or program, by its name. */
function RowLink({ match }: { match: Match }) {
  const { profile, opportunity } = match;
  if (opportunity) return <OpportunityLink opportunity={opportunity} />;
  if (!profile) return null;
  return (
    <Anchor component={Link} to={profile.profileUrl} inherit c="var(--mantine-color-text)">
      {profile.name}
    </Anchor>
  );
}
