import { Anchor, Avatar, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { DirectoryCard, Match } from '@ventura/shared';
import { useId } from 'react';
import { Link } from 'react-router';
import { CardPlace, CardTags } from '../../../ui/profile-card-parts.tsx';
import { MatchButtons, ReasonList, scoreText } from './match-parts.tsx';
import { OpportunityCard } from './opportunity-card.tsx';
import type { MatchActions } from './use-match-actions.tsx';

type CardProps = { match: Match; actions: MatchActions };

/** A match as a card: a profile's (investors, mentors, startups) or a challenge's or program's. */
export function MatchCard({ match, actions }: CardProps) {
  if (match.profile) return <ProfileMatchCard match={match} card={match.profile} actions={actions} />;
  if (match.opportunity) return <OpportunityCard match={match} opportunity={match.opportunity} actions={actions} />;
  return null;
}

/**
 * A profile match: the profile as the directory shows one (logo or initials, name linking to the profile,
 * tagline, tags and place), the score kept small beside it, why it matches, and the member's two answers.
 */
function ProfileMatchCard({ match, card, actions }: CardProps & { card: DirectoryCard }) {
  const headingId = useId();

  return (
    <Paper component="article" aria-labelledby={headingId} withBorder radius="md" p="md" h="100%">
      <Stack gap="sm" h="100%">
        <Group wrap="nowrap" align="flex-start" gap="sm">
          <Avatar src={card.logo} name={card.name} color="initials" variant="filled" radius="md" size={48} alt="" />
          <Stack gap={2} miw={0} style={{ flex: 1 }}>
            <Title order={2} size="h5" id={headingId} style={{ overflowWrap: 'anywhere' }}>
              <Anchor component={Link} to={card.profileUrl} inherit c="var(--mantine-color-text)">
                {card.name}
              </Anchor>
            </Title>
            {card.tagline ? (
              <Text size="sm" c="dimmed" lineClamp={2}>
                {card.tagline}
              </Text>
            ) : null}
          </Stack>
          <Badge variant="light" radius="sm" tt="none" style={{ flexShrink: 0 }}>
            {scoreText(match)}
          </Badge>
        </Group>
        <ReasonList match={match} />
        <CardTags tags={card.tags} />
        <Group justify="space-between" gap="xs" mt="auto" wrap="wrap-reverse">
          <MatchButtons match={match} actions={actions} />
          {card.location ? <CardPlace location={card.location} /> : null}
        </Group>
      </Stack>
    </Paper>
  );
}
