import { Anchor, Avatar, Badge, Divider, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import type { Challenge } from '@ventura/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { publicProfilePath } from '../../../core/profile-path.ts';
import { countText, dateText, deadlineInfo } from '../present.ts';
import { initialsOf } from './challenge-card.tsx';
import { ChallengeFiles } from './challenge-files.tsx';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack component="section" gap={6}>
      <Title order={2} size="h4">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function Prose({ text }: { text: string }) {
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
      {text}
    </Text>
  );
}

type Props = {
  challenge: Challenge;
  /** Show the questions applicants answer (left out where the application form asks them). */
  withQuestions: boolean;
  /** The owner's buttons, or other actions, under the heading. */
  actions?: ReactNode;
};

/** Everything about a challenge: who asks, the problem, rewards, eligibility, deadline, files and questions. */
export function ChallengeDetails({ challenge, withQuestions, actions }: Props) {
  const deadline = deadlineInfo(challenge);
  const corporatePath = publicProfilePath('corporate', challenge.corporate.profileUuid);
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Stack gap="sm">
          <Group gap="sm" wrap="nowrap" align="center">
            <Avatar src={challenge.corporate.logo} alt="" radius="md" size={48} color="initials">
              {initialsOf(challenge.corporate.companyName)}
            </Avatar>
            <Stack gap={0} miw={0}>
              <Text size="sm" c="dimmed">
                Challenge by
              </Text>
              {corporatePath ? (
                <Anchor component={Link} to={corporatePath} fw={600}>
                  {challenge.corporate.companyName}
                </Anchor>
              ) : (
                <Text fw={600}>{challenge.corporate.companyName}</Text>
              )}
            </Stack>
          </Group>
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>
            {challenge.title}
          </Title>
          <Group gap="xs">
            <Badge color={challenge.status === 'open' ? 'green' : 'gray'}>
              {challenge.status === 'open' ? 'Open' : 'Closed'}
            </Badge>
            <Badge color={deadline.color} variant="light" tt="none">
              {deadline.label}
            </Badge>
            {challenge.participantCount !== null ? (
              <Badge variant="default" tt="none">
                {countText(challenge.participantCount, 'participant')}
              </Badge>
            ) : null}
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
          {actions}
        </Stack>
        <Divider />
        <Section title="Problem statement">
          <Prose text={challenge.problemStatement} />
        </Section>
        <Section title="Rewards">
          <Prose text={challenge.rewards} />
        </Section>
        <Section title="Who may apply">
          <Prose text={challenge.eligibility} />
        </Section>
        <Section title="Deadline">
          <Text size="sm">{dateText(challenge.deadline)}</Text>
        </Section>
        {challenge.attachments.length > 0 ? (
          <Section title="Files">
            <ChallengeFiles files={challenge.attachments} label="Files of the challenge" />
          </Section>
        ) : null}
        {withQuestions && challenge.questions.length > 0 ? (
          <Section title="Questions for applicants">
            <List type="ordered" size="sm" spacing={4}>
              {challenge.questions.map((question) => (
                <List.Item key={question.uuid}>
                  {question.text}
                  {question.required ? null : (
                    <Text span size="xs" c="dimmed">
                      {' '}
                      (optional)
                    </Text>
                  )}
                </List.Item>
              ))}
            </List>
          </Section>
        ) : null}
        {challenge.corporate.about ? (
          <Section title={`About ${challenge.corporate.companyName}`}>
            <Prose text={challenge.corporate.about} />
          </Section>
        ) : null}
      </Stack>
    </Paper>
  );
}
