import { Anchor, Avatar, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCalendarEvent, IconTrophy } from '@tabler/icons-react';
import type { Challenge } from '@ventura/shared';
import { useId } from 'react';
import { Link } from 'react-router';
import { challengePaths } from '../paths.ts';
import { appliedText, deadlineInfo, summary } from '../present.ts';

/** The initials of a company, for its avatar when it has no logo. */
export const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');

/** A challenge in the search: title, corporate, industries, rewards, deadline and the caller's application. */
export function ChallengeCard({ challenge }: { challenge: Challenge }) {
  const headingId = useId();
  const deadline = deadlineInfo(challenge);
  return (
    <Paper component="article" aria-labelledby={headingId} withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <Avatar src={challenge.corporate.logo} alt="" radius="md" size={44} color="initials">
            {initialsOf(challenge.corporate.companyName)}
          </Avatar>
          <Stack gap={2} miw={0}>
            <Title order={2} size="h4" id={headingId} style={{ overflowWrap: 'anywhere' }}>
              <Anchor component={Link} to={challengePaths.details(challenge.uuid)} inherit>
                {challenge.title}
              </Anchor>
            </Title>
            <Text size="sm" c="dimmed">
              {challenge.corporate.companyName}
            </Text>
          </Stack>
        </Group>
        {challenge.industries.length > 0 ? (
          <Group gap={6} aria-label="Industries">
            {challenge.industries.map((industry) => (
              <Badge key={industry.code} variant="default" radius="sm" tt="none" fw={500}>
                {industry.name}
              </Badge>
            ))}
          </Group>
        ) : null}
        <Group gap={6} wrap="nowrap" align="flex-start">
          <IconTrophy size={18} aria-hidden style={{ flex: 'none', marginTop: 2 }} />
          <Text size="sm">
            <Text span fw={500}>
              Rewards:{' '}
            </Text>
            {summary(challenge.rewards)}
          </Text>
        </Group>
        <Group gap={6}>
          <IconCalendarEvent size={18} aria-hidden style={{ flex: 'none' }} />
          <Badge color={deadline.color} variant="light" tt="none">
            {deadline.label}
          </Badge>
          {challenge.myParticipation ? (
            <Badge color="green" variant="light" tt="none">
              {appliedText(challenge.myParticipation.status)}
            </Badge>
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
}
