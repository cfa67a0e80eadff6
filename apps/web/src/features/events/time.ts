import { viewerTimeZone } from '../../ui/zones.ts';

/*
 * Event times as the events pages write them, in the viewer's zone or the event's own. Offsets, wall
 * times and zone names are ui/zones.ts's, as for interviews and meetings.
 */

/** The browser's IANA zone and its offset in minutes east of UTC (EventBooking's timeZone and offset). */
export const browserZone = () => ({ timeZone: viewerTimeZone(), offset: -new Date().getTimezoneOffset() });

const dateTimeFormat = (timeZone?: string) =>
  new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    ...(timeZone ? { timeZone } : {}),
  });

const timeFormat = (timeZone?: string) =>
  new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', ...(timeZone ? { timeZone } : {}) });

const sameDay = (a: string, b: string, timeZone?: string) => {
  const day = new Intl.DateTimeFormat('en-CA', { dateStyle: 'short', ...(timeZone ? { timeZone } : {}) });
  return day.format(new Date(a)) === day.format(new Date(b));
};

/** 'Tue, 1 Dec 2026, 10:30 – 12:00' in a zone (the viewer's when none is given). */
export const timeRange = (startsAt: string, endsAt: string, timeZone?: string) => {
  const end = sameDay(startsAt, endsAt, timeZone)
    ? timeFormat(timeZone).format(new Date(endsAt))
    : dateTimeFormat(timeZone).format(new Date(endsAt));
  return `${dateTimeFormat(timeZone).format(new Date(startsAt))} – ${end}`;
};
