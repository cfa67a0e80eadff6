import { Alert, Button, Group, Modal, Skeleton, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { BookMentorSession, type MentorOffer } from '@ventura/shared';
import { useMemo, useState } from 'react';
import { ApiError, errorText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import { schemaFieldErrors } from '../../../ui/form-errors.ts';
import { LoadError } from '../../../ui/load-error.tsx';
import { slotsQuery, useBookSession } from '../api.ts';
import { clockLabel, groupByDay, viewerZone } from '../times.ts';

const weekMs = 7 * 24 * 60 * 60 * 1000;
const maxTopic = 500;

/** The week `offset` weeks from now, as the instants the slots call takes. */
const weekRange = (start: number, offset: number) => ({
  from: new Date(start + offset * weekMs).toISOString(),
  to: new Date(start + (offset + 1) * weekMs).toISOString(),
});

type Props = { offer: MentorOffer; onClose: () => void };

/**
 * Booking a session with a mentor: their free slots a week at a time, grouped by the viewer's local day,
 * then the topic and 'Book session'. A slot taken meanwhile (409) is said here and the slots load again.
 */
export function BookSessionModal({ offer, onClose }: Props) {
  const mentor = offer.mentor;
  const zone = viewerZone();
  const [start] = useState(() => Date.now());
  const [week, setWeek] = useState(0);
  const range = useMemo(() => weekRange(start, week), [start, week]);
  const slots = useQuery({
    ...slotsQuery(mentor.profileUuid ?? '', range.from, range.to),
    enabled: !!mentor.profileUuid,
  });
  const book = useBookSession();
  const [chosen, setChosen] = useState<string | null>(null);
  const [topic, setTopic] = useState('');
  const [problems, setProblems] = useState<{ startsAt?: string; topic?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const days = useMemo(() => groupByDay(slots.data?.slots ?? [], zone), [slots.data, zone]);

  const close = () => {
    if (!book.isPending) onClose();
  };

  const moveWeek = (offset: number) => {
    setWeek(offset);
    setChosen(null);
  };

  const submit = () => {
    setFailure(null);
    const body = {
      mentorProfile: mentor.profileUuid ?? '',
      startsAt: chosen ?? '',
      timeZone: zone,
      topic: topic.trim(),
    };
    const found = schemaFieldErrors(BookMentorSession, body);
    const next = {
      ...(chosen ? {} : { startsAt: 'Choose a time' }),
      ...(found.topic ? { topic: found.topic } : {}),
    };
    setProblems(next);
    if (next.startsAt || next.topic) return;
    book.mutate(body, {
      onSuccess: () => {
        notify.success(`Session requested. ${mentor.name} will answer soon.`);
        onClose();
      },
      onError: (error) => {
        setFailure(errorText(error, 'The session could not be booked'));
        if (error instanceof ApiError && error.status === 409) {
          setChosen(null);
          void slots.refetch();
        }
      },
    });
  };

  return (
    <Modal opened onClose={close} title={`Book a session with ${mentor.name}`} size="lg">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Sessions last {offer.sessionMinutes} minutes. Times are in your zone, {zone.replace(/_/g, ' ')}.
        </Text>
        <Group justify="space-between">
          <Button
            variant="default"
            size="xs"
            leftSection={<IconChevronLeft size={16} aria-hidden />}
            disabled={week === 0}
            onClick={() => moveWeek(week - 1)}
          >
            Previous week
          </Button>
          <Button
            variant="default"
            size="xs"
            rightSection={<IconChevronRight size={16} aria-hidden />}
            disabled={week >= 3}
            onClick={() => moveWeek(week + 1)}
          >
            Next week
          </Button>
        </Group>
        <Title order={3} size="h5" id="session-slots-title">
          Free times
        </Title>
        {slots.isPending && mentor.profileUuid ? (
          <Skeleton h={120} role="status" aria-label="Loading free times" />
        ) : slots.isError ? (
          <LoadError
            title="Free times could not be loaded"
            error={slots.error}
            onRetry={() => void slots.refetch()}
            retrying={slots.isFetching}
          />
        ) : days.length === 0 ? (
          <Text c="dimmed">No free times this week. Try the next week.</Text>
        ) : (
          <Stack gap="sm" aria-labelledby="session-slots-title">
            {days.map((day) => (
              <div key={day.key}>
                <Text fw={600} size="sm" mb={4} id={`day-${day.key}`}>
                  {day.label}
                </Text>
                <Group gap="xs" role="group" aria-labelledby={`day-${day.key}`}>
                  {day.items.map((slot) => {
                    const picked = chosen === slot.startsAt;
                    return (
                      <Button
                        key={slot.startsAt}
                        size="xs"
                        variant={picked ? 'filled' : 'default'}
                        aria-pressed={picked}
                        onClick={() => {
                          setChosen(slot.startsAt);
                          setProblems(({ topic: topicProblem }) => (topicProblem ? { topic: topicProblem } : {}));
                        }}
                      >
                        {clockLabel(slot.startsAt, zone)}
                      </Button>
                    );
                  })}
                </Group>
              </div>
            ))}
          </Stack>
        )}
        {problems.startsAt ? (
          <Text c="red" size="sm" role="alert">
            {problems.startsAt}
          </Text>
        ) : null}
        <Textarea
          label="Topic"
          description="What you would like to talk about"
          autosize
          minRows={2}
          maxRows={6}
          maxLength={maxTopic}
          value={topic}
          error={problems.topic}
          onChange={(event) => setTopic(event.currentTarget.value)}
        />
        {failure ? (
          <Alert color="red" role="alert" title="Not booked">
            {failure}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={book.isPending}>
            Cancel
          </Button>
          <Button onClick={submit} loading={book.isPending}>
            Book session
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
