import type { AvailabilityType, Event, Meeting, MeetingTab } from '@ventura/shared';
import { meetingPaths } from './paths.ts';

/* How meetings, events and availability read on the page: labels and the calendar's entries. */

export const meetingTypeLabels: Record<Meeting['type'], string> = {
  fundraising: 'Fundraising',
  'job-interview': 'Job interview',
  mentorship: 'Mentorship',
};

export const availabilityTypeLabels: Record<AvailabilityType, { label: string; description: string }> = {
  specific_days: { label: 'Weekly hours', description: 'Open on set days of the week, with dates that differ' },
  specific_dates: { label: 'Only on chosen dates', description: 'Open only on the dates you list' },
  anytime: { label: 'Any time', description: 'Every day, all day' },
  temporary_unavailable: { label: 'Away for now', description: 'No one can book you; your hours are kept' },
};

export const meetingTabLabels: Record<MeetingTab, string> = { pending: 'Pending', upcoming: 'Upcoming', past: 'Past' };

export const meetingTitle = (meeting: Pick<Meeting, 'type' | 'other'>) =>
  `${meetingTypeLabels[meeting.type]} meeting with ${meeting.other.name}`;

/** Where a meeting stands, from the caller's side: whose answer a pending one waits for. */
export const meetingStatusText = (meeting: Pick<Meeting, 'status' | 'awaiting' | 'other'>) => {
  if (meeting.status === 'pending') {
    return meeting.awaiting === 'me' ? 'Waiting for your answer' : `Waiting for ${meeting.other.name}`;
  }
  return { scheduled: 'Scheduled', declined: 'Declined', cancelled: 'Cancelled', completed: 'Completed' }[
    meeting.status
  ];
};

export const meetingStatusColor = (meeting: Pick<Meeting, 'status' | 'awaiting'>) => {
  if (meeting.status === 'pending') return meeting.awaiting === 'me' ? 'orange' : 'yellow';
  return { scheduled: 'green', declined: 'gray', cancelled: 'gray', completed: 'blue' }[meeting.status];
};

/** One thing in the calendar: a meeting of the caller's, or an event they registered for. */
export type CalendarEntry =
  | { kind: 'meeting'; key: string; title: string; startsAt: string; endsAt: string; path: string; meeting: Meeting }
  | { kind: 'event'; key: string; title: string; startsAt: string; endsAt: string; path: string; event: Event };

/** Whether an entry is a meeting waiting for the caller's answer (it stands out, with its actions). */
export const awaitsMe = (entry: CalendarEntry) =>
  entry.kind === 'meeting' && entry.meeting.status === 'pending' && entry.meeting.awaiting === 'me';

/** The calendar's entries: meetings (declined ones are not asked for; cancelled ones are left out) and events. */
export const calendarEntries = (meetings: readonly Meeting[], events: readonly Event[]): CalendarEntry[] => [
  ...meetings
    .filter((meeting) => meeting.status !== 'declined' && meeting.status !== 'cancelled')
    .map(
      (meeting): CalendarEntry => ({
        kind: 'meeting',
        key: `meeting-${meeting.uuid}`,
        title: meetingTitle(meeting),
        startsAt: meeting.startsAt,
        endsAt: meeting.endsAt,
        path: meetingPaths.meeting(meeting.uuid),
        meeting,
      }),
    ),
  ...events
    .filter((event) => event.status !== 'cancelled')
    .map(
      (event): CalendarEntry => ({
        kind: 'event',
        key: `event-${event.uuid}`,
        title: event.title,
        startsAt: event.registration?.slot?.startsAt ?? event.startsAt,
        endsAt: event.registration?.slot?.endsAt ?? event.endsAt,
        path: meetingPaths.event(event.uuid),
        event,
      }),
    ),
];

/**
 * Whose availability a meeting was booked in: the attendee of the original request. A proposal picks
 * another of that member's free slots.
 */
export const hostProfileUuid = (meeting: Pick<Meeting, 'role' | 'other'>, myProfileUuid: string | null) =>
  meeting.role === 'attendee' ? myProfileUuid : meeting.other.profileUuid;
