import { Anchor, Button, Group, List, Text, ThemeIcon } from '@mantine/core';
import {
  IconCategory,
  IconCheck,
  IconChecklist,
  IconCoin,
  IconCompass,
  IconCpu,
  IconQuote,
  IconStairsUp,
  IconThumbUp,
  IconWorld,
  IconX,
} from '@tabler/icons-react';
import type { Match, MatchOpportunity } from '@ventura/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { matchName } from '../kinds.ts';
import type { ReasonKind } from '../reasons.ts';
import type { MatchActions } from './use-match-actions.tsx';

/* What the match cards and the dashboard's rows share: the reasons, the member's two answers, the way to a challenge or program. */

const reasonIcons: Readonly<Record<ReasonKind, ReactNode>> = {
  stage: <IconStairsUp size={13} aria-hidden />,
  industries: <IconCategory size={13} aria-hidden />,
  ticket: <IconCoin size={13} aria-hidden />,
  geography: <IconWorld size={13} aria-hidden />,
  thesis: <IconQuote size={13} aria-hidden />,
  areas: <IconCompass size={13} aria-hidden />,
  technology: <IconCpu size={13} aria-hidden />,
  eligibility: <IconChecklist size={13} aria-hidden />,
  liked: <IconThumbUp size={13} aria-hidden />,
};

/** '92% match': the share of the factors' weights whose facts hold. */
export const scoreText = (match: Match) => `${match.score}% match`;

/** The facts that made a match, strongest first, each with the sign of its kind: the point of a match. */
export function ReasonList({ match }: { match: Match }) {
  if (match.reasons.length === 0) return null;
  return (
    <div>
      <Text size="xs" fw={700} c="dimmed" tt="uppercase" mb={4} aria-hidden>
        Why
      </Text>
      <List
        size="sm"
        spacing={4}
        center
        aria-label={`Why ${matchName(match)} matches`}
        styles={{
          itemWrapper: { alignItems: 'flex-start' },
          itemIcon: { marginTop: 1 },
          itemLabel: { lineHeight: 1.45 },
        }}
      >
        {match.reasons.map((reason) => (
          <List.Item
            key={reason.factor}
            icon={
              <ThemeIcon size={20} radius="xl" variant="light" aria-hidden>
                {reasonIcons[reason.factor]}
              </ThemeIcon>
            }
          >
            {reason.text}
          </List.Item>
        ))}
      </List>
    </div>
  );
}

type ButtonsProps = { match: Match; actions: MatchActions; withGood?: boolean };

/**
 * 'Good match' (a toggle: pressed once marked, pressed again takes it back) and 'Not interested'. A second
 * press while the first answer is on its way is ignored rather than the button disabled, so that focus stays.
 */
export function MatchButtons({ match, actions, withGood = true }: ButtonsProps) {
  const name = matchName(match);
  const busy = actions.pendingUuid === match.uuid;
  return (
    <Group gap="xs">
      {withGood ? (
        <Button
          size="xs"
          variant={match.markedGood ? 'filled' : 'default'}
          leftSection={match.markedGood ? <IconCheck size={14} aria-hidden /> : <IconThumbUp size={14} aria-hidden />}
          aria-pressed={match.markedGood}
          aria-label={`Good match: ${name}`}
          aria-disabled={busy || undefined}
          onClick={() => !busy && actions.toggleGood(match)}
        >
          Good match
        </Button>
      ) : null}
      <Button
        size="xs"
        variant="default"
        leftSection={<IconX size={14} aria-hidden />}
        aria-label={`Not interested in ${name}`}
        aria-disabled={busy || undefined}
        onClick={() => !busy && actions.notInterested(match)}
      >
        Not interested
      </Button>
    </Group>
  );
}

/** A challenge's or program's title, linking to its page: in the app, or elsewhere when its owner runs it on its own site. */
export function OpportunityLink({ opportunity }: { opportunity: MatchOpportunity }) {
  const { url, title } = opportunity;
  if (url.startsWith('/')) {
    return (
      <Anchor component={Link} to={url} inherit c="var(--mantine-color-text)">
        {title}
      </Anchor>
    );
  }
  return (
    <Anchor href={url} inherit c="var(--mantine-color-text)">
      {title}
    </Anchor>
  );
}
