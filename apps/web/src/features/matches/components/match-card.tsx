import { Anchor, Avatar, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import type { Match } from '@ventura/shared';
import { useId } from 'react';
import { Link } from 'react-router';
import { MatchButtons, ReasonList, scoreText } from './match-parts.tsx';
import type { MatchActions } from './use-match-actions.tsx';

/** Tags a card shows before '+n more', as in the directory. */
const shownTags = 4;

/**
 * An investor match: the investor as the directory shows one (logo or initials, name linking to the profile,
 * tagline, tags and place), the score kept small beside it, why it matches, and the member's two answers.
 */
export function MatchCard({ match, actions }: { match: Match; actions: MatchActions }) {
  const headingId = useId();
  const card = match.profile;
  const tags = card.tags.slice(0, shownTags);
  const more = card.tags.length - tags.length;

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
        {tags.length > 0 ? (
          <Group gap={6}>
            {tags.map((tag) => (
              <Badge key={tag} variant="default" radius="sm" tt="none" fw={500} maw="100%">
                {tag}
              </Badge>
            ))}
            {more > 0 ? (
              <Text size="xs" c="dimmed">
                +{more} more
              </Text>
            ) : null}
          </Group>
        ) : null}
        <Group justify="space-between" gap="xs" mt="auto" wrap="wrap-reverse">
          <MatchButtons match={match} actions={actions} />
          {card.location ? (
            <Group gap={4} wrap="nowrap" c="dimmed" miw={0}>
              <IconMapPin size={14} aria-hidden style={{ flexShrink: 0 }} />
              <Text size="xs" truncate="end">
                {card.location}
              </Text>
            </Group>
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
}
