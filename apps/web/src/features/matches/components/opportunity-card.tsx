import { Badge, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCalendarEvent, IconSchool, IconTrophy } from '@tabler/icons-react';
import type { Match, MatchOpportunity } from '@ventura/shared';
import dayjs from 'dayjs';
import { useId } from 'react';
import { CardTags } from '../../../ui/profile-card-parts.tsx';
import { MatchButtons, OpportunityLink, ReasonList, scoreText } from './match-parts.tsx';
import type { MatchActions } from './use-match-actions.tsx';

/** '30 Jan 2027' from the last day to apply (YYYY-MM-DD), or the text itself when it is not a date. */
const deadlineText = (deadline: string) => {
  const day = dayjs(deadline);
  return day.isValid() ? day.format('D MMM YYYY') : deadline;
};

const ownerText: Readonly<Record<MatchOpportunity['kind'], string>> = {
  challenge: 'Challenge by',
  program: 'Program by',
};

type Props = { match: Match; opportunity: MatchOpportunity; actions: MatchActions };

/**
 * A challenge or program match: its title (the way to it), who runs it, what it is about (a few lines), its
 * industries and the last day to apply, with the score, why it matches and the member's two answers.
 */
export function OpportunityCard({ match, opportunity, actions }: Props) {
  const headingId = useId();
  return (
    <Paper component="article" aria-labelledby={headingId} withBorder radius="md" p="md" h="100%">
      <Stack gap="sm" h="100%">
        <Group wrap="nowrap" align="flex-start" gap="sm">
          <ThemeIcon variant="light" radius="md" size={48} aria-hidden>
            {opportunity.kind === 'challenge' ? <IconTrophy size={24} /> : <IconSchool size={24} />}
          </ThemeIcon>
          <Stack gap={2} miw={0} style={{ flex: 1 }}>
            <Title order={2} size="h5" id={headingId} style={{ overflowWrap: 'anywhere' }}>
              <OpportunityLink opportunity={opportunity} />
            </Title>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {ownerText[opportunity.kind]} {opportunity.owner}
            </Text>
          </Stack>
          <Badge variant="light" radius="sm" tt="none" style={{ flexShrink: 0 }}>
            {scoreText(match)}
          </Badge>
        </Group>
        {opportunity.summary ? (
          <Text size="sm" lineClamp={3}>
            {opportunity.summary}
          </Text>
        ) : null}
        <ReasonList match={match} />
        <CardTags tags={opportunity.tags} />
        <Group justify="space-between" gap="xs" mt="auto" wrap="wrap-reverse">
          <MatchButtons match={match} actions={actions} />
          <Group gap={4} wrap="nowrap" c="dimmed">
            <IconCalendarEvent size={14} aria-hidden style={{ flexShrink: 0 }} />
            <Text size="xs">
              Apply by <time dateTime={opportunity.deadline}>{deadlineText(opportunity.deadline)}</time>
            </Text>
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}
