import { Anchor, Avatar, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { type Participant, type ParticipantStatus, participantStatusLabels } from '@ventura/shared';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { dateText, isInternal, moveLabels, participantStatusColors } from '../present.ts';
import { initialsOf } from './challenge-card.tsx';
import { ChallengeFiles } from './challenge-files.tsx';
import { MoveDialog } from './move-dialog.tsx';

function StartupName({ participant }: { participant: Participant }) {
  const { name, url } = participant.startup;
  if (!url) return <Text fw={600}>{name}</Text>;
  return isInternal(url) ? (
    <Anchor component={Link} to={url} fw={600}>
      {name}
    </Anchor>
  ) : (
    <Anchor href={url} fw={600}>
      {name}
    </Anchor>
  );
}

/** The buttons that move a participant on, from the server's `moves`; each asks first, with a message. */
export function MoveButtons({ participant }: { participant: Participant }) {
  const [moving, setMoving] = useState<ParticipantStatus | null>(null);
  if (participant.moves.length === 0) return null;
  return (
    <>
      <Group gap="xs" role="group" aria-label={`Move ${participant.startup.name}`}>
        {participant.moves.map((status) => (
          <Button
            key={status}
            size="xs"
            variant={status === 'rejected' ? 'light' : status === 'selected' ? 'filled' : 'default'}
            color={status === 'rejected' ? 'red' : undefined}
            onClick={() => setMoving(status)}
          >
            {moveLabels[status]}
          </Button>
        ))}
      </Group>
      {moving ? <MoveDialog participant={participant} to={moving} onClose={() => setMoving(null)} /> : null}
    </>
  );
}

/** A startup's application as the owner reads it: who, when, where it stands, the pitch, the answers and files. */
export function ParticipantCard({ participant }: { participant: Participant }) {
  const headingId = useId();
  const moved = participant.statusChangedAt.slice(0, 10) !== participant.appliedAt.slice(0, 10);
  return (
    <Paper component="li" aria-labelledby={headingId} withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Group gap="sm" wrap="nowrap" miw={0} style={{ flex: '1 1 14rem' }}>
            <Avatar src={participant.startup.logo} alt="" radius="md" size={44} color="initials">
              {initialsOf(participant.startup.name)}
            </Avatar>
            <Stack gap={0} miw={0}>
              <Title order={2} size="h4" id={headingId}>
                <StartupName participant={participant} />
              </Title>
              <Text size="xs" c="dimmed">
                Applied {dateText(participant.appliedAt)}
                {moved && participant.status !== 'applied'
                  ? ` · ${participantStatusLabels[participant.status].toLowerCase()} ${dateText(participant.statusChangedAt)}`
                  : ''}
              </Text>
            </Stack>
          </Group>
          <Badge color={participantStatusColors[participant.status]} miw="max-content">
            {participantStatusLabels[participant.status]}
          </Badge>
        </Group>
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            Pitch
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {participant.pitch}
          </Text>
        </Stack>
        {participant.answers.length > 0 ? (
          <Stack gap="xs" component="dl" m={0}>
            {participant.answers.map((answer) => (
              <div key={answer.questionUUID}>
                <Text component="dt" size="sm" fw={600}>
                  {answer.question}
                </Text>
                <Text
                  component="dd"
                  size="sm"
                  m={0}
                  style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
                  c={answer.answer ? undefined : 'dimmed'}
                >
                  {answer.answer || 'Not answered'}
                </Text>
              </div>
            ))}
          </Stack>
        ) : null}
        <ChallengeFiles files={participant.files} label={`Files from ${participant.startup.name}`} />
        <MoveButtons participant={participant} />
      </Stack>
    </Paper>
  );
}
