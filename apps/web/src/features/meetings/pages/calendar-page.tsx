import { ActionIcon, Alert, Button, Group, SegmentedControl, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle, useMediaQuery } from '@mantine/hooks';
import { IconCalendarCog, IconChevronLeft, IconChevronRight, IconList } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { errorText } from '../../../api/client.ts';
import { useTenant } from '../../../core/tenant.ts';
import { LoadError } from '../../../ui/load-error.tsx';
import { dayInZone, viewerTimeZone, zoneText } from '../../../ui/zones.ts';
import { calendarEventsQuery, calendarMeetingsQuery } from '../api.ts';
import { type CalendarView, calendarViews, isDay, rangeOf, spanTitle, stepDay } from '../calendar-dates.ts';
import { CalendarGate } from '../components/calendar-gate.tsx';
import { ListView, MonthView, WeekView } from '../components/calendar-views.tsx';
import { EntryDrawer } from '../components/entry-drawer.tsx';
import { RequestsPanel } from '../components/requests-panel.tsx';
import { meetingPaths } from '../paths.ts';
import { type CalendarEntry, calendarEntries } from '../present.ts';

const viewLabels: Record<CalendarView, string> = { month: 'Month', week: 'Week', list: 'List' };
const isView = (value: string | null): value is CalendarView =>
  value !== null && (calendarViews as readonly string[]).includes(value);

/** My Meetings (spec 2: /calender): the caller's meetings and registered events in the viewer's zone. */
export function CalendarPage() {
  return (
    <CalendarGate>
      <Calendar />
    </CalendarGate>
  );
}

function Calendar() {
  const tenant = useTenant();
  useDocumentTitle(`My Meetings | ${tenant.name}`);
  const zone = viewerTimeZone();
  const today = dayInZone(new Date(), zone);
  const [params, setParams] = useSearchParams();
  const asked = params.get('view');
  const view: CalendarView = isView(asked) ? asked : 'month';
  const dateParam = params.get('date');
  const day = isDay(dateParam) ? dateParam : today;
  const narrow = useMediaQuery('(max-width: 48em)') ?? false;
  // On a phone a month of cells is too small to read: the month shows as its list.
  const shown: CalendarView = narrow && view === 'month' ? 'list' : view;
  const { from, to } = rangeOf(shown, day, zone);
  const meetings = useQuery(calendarMeetingsQuery(from, to));
  const events = useQuery({ ...calendarEventsQuery(from, to), enabled: tenant.features.events });
  const [open, setOpen] = useState<CalendarEntry | null>(null);

  const go = (next: { view?: CalendarView; date?: string }) => {
    const search = new URLSearchParams(params);
    search.set('view', next.view ?? view);
    search.set('date', next.date ?? day);
    setParams(search);
  };
  const unit = view === 'week' ? 'week' : 'month';
  const entries = calendarEntries(meetings.data ?? [], tenant.features.events ? (events.data ?? []) : []);
  const fresh = open ? (entries.find((entry) => entry.key === open.key) ?? open) : null;

  return (
    <Stack gap="lg" maw={1200} mx="auto" w="100%">
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={1}>My Meetings</Title>
          <Text size="sm" c="dimmed">
            Times in your time zone: {zoneText(zone)}
          </Text>
        </Stack>
        <Group gap="xs">
          <Button
            component={Link}
            to={meetingPaths.list}
            variant="default"
            leftSection={<IconList size={16} aria-hidden />}
          >
            All meetings
          </Button>
          <Button
            component={Link}
            to={meetingPaths.availability}
            variant="default"
            leftSection={<IconCalendarCog size={16} aria-hidden />}
          >
            Set your availability
          </Button>
        </Group>
      </Group>
      <RequestsPanel zone={zone} />
      <Group justify="space-between" gap="sm">
        <Group gap="xs" wrap="nowrap">
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={`Previous ${unit}`}
            onClick={() => go({ date: stepDay(view, day, -1) })}
          >
            <IconChevronLeft size={18} aria-hidden />
          </ActionIcon>
          <Button variant="default" onClick={() => go({ date: today })}>
            Today
          </Button>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={`Next ${unit}`}
            onClick={() => go({ date: stepDay(view, day, 1) })}
          >
            <IconChevronRight size={18} aria-hidden />
          </ActionIcon>
          <Title order={2} size="h3" aria-live="polite">
            {spanTitle(view, day)}
          </Title>
        </Group>
        <SegmentedControl
          aria-label="Calendar view"
          value={view}
          onChange={(next) => go({ view: isView(next) ? next : 'month' })}
          data={calendarViews.map((value) => ({ value, label: viewLabels[value] }))}
        />
      </Group>
      <Legend />
      {events.isError && tenant.features.events ? (
        <Alert color="yellow" title="Your events could not be loaded">
          {errorText(events.error, 'Only your meetings are shown.')}
        </Alert>
      ) : null}
      {meetings.isError ? (
        <LoadError
          title="Your meetings could not be loaded"
          error={meetings.error}
          fallback="Please try again."
          onRetry={() => void meetings.refetch()}
          retrying={meetings.isFetching}
        />
      ) : meetings.isPending ? (
        <Skeleton h={480} radius="md" role="status" aria-label="Loading the calendar" />
      ) : (
        <div style={{ opacity: meetings.isPlaceholderData ? 0.6 : 1 }}>
          {shown === 'month' ? (
            <MonthView day={day} today={today} zone={zone} entries={entries} onOpen={setOpen} />
          ) : shown === 'week' ? (
            <WeekView day={day} today={today} zone={zone} entries={entries} onOpen={setOpen} />
          ) : (
            <ListView day={day} today={today} zone={zone} entries={entries} onOpen={setOpen} />
          )}
        </div>
      )}
      <EntryDrawer entry={fresh} zone={zone} onClose={() => setOpen(null)} />
    </Stack>
  );
}

function Legend() {
  return (
    <Group gap="md" aria-label="Legend" role="group">
      <Text size="xs">
        <Text span c="blue" fw={700} aria-hidden>
          ■{' '}
        </Text>
        Meeting
      </Text>
      <Text size="xs">
        <Text span c="grape" fw={700} aria-hidden>
          ■{' '}
        </Text>
        Event
      </Text>
      <Text size="xs">
        <Text span c="orange" fw={700} aria-hidden>
          ■{' '}
        </Text>
        Waiting for your answer
      </Text>
    </Group>
  );
}
