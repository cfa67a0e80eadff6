import { Avatar, Badge, Button, Group, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type MentorSession, meetingStatusLabels } from '@ventura/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import { PagedList } from '../../../ui/paged-list.tsx';
import { pageSize, type SessionAnswer, type SessionTab, sessionsQuery, useAnswerSession } from '../api.ts';
import { spanLabel, viewerZone } from '../times.ts';
import { ConfirmSessionModal } from './confirm-session-modal.tsx';

const tabs: Array<{ value: SessionTab; label: string; empty: string }> = [
  { value: 'pending', label: 'Pending', empty: 'No sessions are waiting for an answer.' },
  { value: 'upcoming', label: 'Upcoming', empty: 'No upcoming sessions.' },
  { value: 'past', label: 'Past', empty: 'No past sessions yet.' },
];

/** The call page of a session's meeting (the meetings feature's address). */
const callPath = (meetingUuid: string) => `/meetings/${encodeURIComponent(meetingUuid)}/call`;

const answered: Record<SessionAnswer, (name: string) => string> = {
  accept: (name) => `Session with ${name} accepted.`,
  decline: (name) => `Session with ${name} declined.`,
  cancel: (name) => `Session with ${name} cancelled.`,
};

function Confirmation({ who, at }: { who: string; at: { minutes: number; notes: string } | null }) {
  if (!at) return null;
  return (
    <Text size="sm">
      <Text span fw={600}>
        {who} confirmed ({at.minutes} minutes):
      </Text>{' '}
      {at.notes}
    </Text>
  );
}

function SessionCard({ session, onConfirm }: { session: MentorSession; onConfirm: () => void }) {
  const answer = useAnswerSession();
  const name = session.other.name;
  const mine = session.role === 'mentor' ? session.mentorConfirmation : session.startupConfirmation;
  const theirs = session.role === 'mentor' ? session.startupConfirmation : session.mentorConfirmation;
  const act = (verb: SessionAnswer) =>
    answer.mutate(
      { meetingUuid: session.meetingUuid, answer: verb },
      {
        onSuccess: () => notify.success(answered[verb](name)),
        onError: (error) => notify.error(errorText(error, 'The session could not be changed')),
      },
    );

  return (
    <Paper withBorder radius="md" p="md" component="li" aria-label={`Session with ${name}`}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <Avatar src={session.other.avatar} alt="" radius="xl" name={name} />
            <div>
              <Text fw={600}>{name}</Text>
              <Text size="sm" c="dimmed">
                {session.role === 'mentor' ? 'Startup' : 'Mentor'}
                {session.other.organizationName ? ` · ${session.other.organizationName}` : ''}
              </Text>
            </div>
          </Group>
          <Group gap="xs">
            <Badge variant="light">{meetingStatusLabels[session.status]}</Badge>
            {session.confirmed ? (
              <Badge color="green" variant="light">
                Confirmed
              </Badge>
            ) : null}
          </Group>
        </Group>
        <Text size="sm">{spanLabel(session.startsAt, session.endsAt, viewerZone())}</Text>
        <Text size="sm">
          <Text span fw={600}>
            Topic:
          </Text>{' '}
          {session.topic}
        </Text>
        <Confirmation who="You" at={mine} />
        <Confirmation who={name} at={theirs} />
        <Group gap="xs" justify="flex-end">
          {session.can.join ? (
            <Button component={Link} to={callPath(session.meetingUuid)} size="xs">
              Join call
            </Button>
          ) : null}
          {session.can.accept ? (
            <Button
              size="xs"
              onClick={() => act('accept')}
              loading={answer.isPending && answer.variables?.answer === 'accept'}
              disabled={answer.isPending}
            >
              Accept
            </Button>
          ) : null}
          {session.can.decline ? (
            <Button size="xs" variant="default" onClick={() => act('decline')} disabled={answer.isPending}>
              Decline
            </Button>
          ) : null}
          {session.can.cancel ? (
            <Button size="xs" variant="default" color="red" onClick={() => act('cancel')} disabled={answer.isPending}>
              Cancel session
            </Button>
          ) : null}
          {session.can.confirm ? (
            <Button size="xs" onClick={onConfirm}>
              Confirm session
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
}

function SessionList({ tab, empty }: { tab: SessionTab; empty: string }) {
  const [page, setPage] = useState(1);
  const [confirming, setConfirming] = useState<MentorSession | null>(null);
  const sessions = useQuery(sessionsQuery(tab, page));
  return (
    <>
      <PagedList
        query={sessions}
        what="the sessions"
        empty={empty}
        pageSize={pageSize}
        paging={{ label: 'Session pages', page, onPage: setPage }}
      >
        {(data) => (
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Sessions">
            {data.items.map((session) => (
              <SessionCard key={session.uuid} session={session} onConfirm={() => setConfirming(session)} />
            ))}
          </Stack>
        )}
      </PagedList>
      {confirming ? <ConfirmSessionModal session={confirming} onClose={() => setConfirming(null)} /> : null}
    </>
  );
}

/** 'My sessions': pending, upcoming and past, each with what the caller may do. */
export function Sessions() {
  const [tab, setTab] = useState<SessionTab>('upcoming');
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        My sessions
      </Title>
      <Tabs
        value={tab}
        onChange={(value) => setTab(tabs.find((known) => known.value === value)?.value ?? 'upcoming')}
        keepMounted={false}
      >
        <Tabs.List aria-label="Sessions to show">
          {tabs.map((known) => (
            <Tabs.Tab key={known.value} value={known.value}>
              {known.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.map((known) => (
          <Tabs.Panel key={known.value} value={known.value} pt="md">
            <SessionList tab={known.value} empty={known.empty} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
