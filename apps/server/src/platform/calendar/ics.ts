/*
 * Calendar files (RFC 5545) and add-to-calendar links for meetings and events. Written by hand: one
 * VEVENT with UTC times is all a calendar needs, and every mail and calendar client reads it.
 */

export type CalendarEntry = {
  /** Stable across updates (a meeting's or registration's uuid), so a calendar replaces, not adds. */
  uid: string;
  title: string;
  description: string;
  location: string | null;
  /** The page of the meeting or event. */
  url: string | null;
  startsAt: Date;
  endsAt: Date;
  organizerName?: string;
  organizerEmail?: string;
  status?: 'CONFIRMED' | 'CANCELLED' | 'TENTATIVE';
  /** Raised each time the entry changes, so clients take the newer version. */
  sequence?: number;
  /** A reminder this many minutes before the start (none when absent). */
  alarmMinutes?: number;
};

/** 20261201T103000Z */
const stamp = (at: Date) =>
  at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** Text values escape backslash, semicolon, comma and line breaks (RFC 5545 3.3.11). */
const text = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** A parameter value (CN=...) is quoted when it holds a separator, and cannot hold a quote. */
const param = (value: string) => {
  const clean = value.replace(/["\r\n]/g, '');
  return /[;:,]/.test(clean) ? `"${clean}"` : clean;
};

/** Lines longer than 75 octets continue on the next line after a space, never inside a character. */
const fold = (line: string) => {
  const bytes = new TextEncoder();
  if (bytes.encode(line).length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const width = bytes.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (size + width > limit) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += width;
  }
  parts.push(current);
  return parts.join('\r\n ');
};

/** The text of an .ics file holding one event. */
export const icsFile = (entry: CalendarEntry, now = new Date()) => {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Ventura//Meetings and events//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${entry.uid}`,
    `DTSTAMP:${stamp(now)}`,
    `DTSTART:${stamp(entry.startsAt)}`,
    `DTEND:${stamp(entry.endsAt)}`,
    `SUMMARY:${text(entry.title)}`,
    `DESCRIPTION:${text(entry.description)}`,
    ...(entry.location ? [`LOCATION:${text(entry.location)}`] : []),
    ...(entry.url ? [`URL:${entry.url}`] : []),
    ...(entry.organizerEmail
      ? [`ORGANIZER${entry.organizerName ? `;CN=${param(entry.organizerName)}` : ''}:mailto:${entry.organizerEmail}`]
      : []),
    `STATUS:${entry.status ?? 'CONFIRMED'}`,
    `SEQUENCE:${entry.sequence ?? 0}`,
    ...(entry.alarmMinutes
      ? [
          'BEGIN:VALARM',
          'ACTION:DISPLAY',
          `DESCRIPTION:${text(entry.title)}`,
          `TRIGGER:-PT${Math.round(entry.alarmMinutes)}M`,
          'END:VALARM',
        ]
      : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
};

/** The headers of an .ics download. */
export const icsHeaders = (fileName: string) => ({
  'content-type': 'text/calendar; charset=utf-8',
  'content-disposition': `attachment; filename="${fileName.replace(/[^\w.-]+/g, '-')}"`,
  'cache-control': 'private, no-store',
});

/** Add-to-calendar links: Google Calendar and Outlook on the web open a filled-in new event. */
export const calendarLinks = (entry: CalendarEntry) => {
  const details = entry.url ? `${entry.description}\n\n${entry.url}`.trim() : entry.description;
  const google = new URL('https://calendar.google.com/calendar/render');
  google.search = new URLSearchParams({
    action: 'TEMPLATE',
    text: entry.title,
    dates: `${stamp(entry.startsAt)}/${stamp(entry.endsAt)}`,
    details,
    ...(entry.location ? { location: entry.location } : {}),
  }).toString();
  const outlook = new URL('https://outlook.live.com/calendar/0/deeplink/compose');
  outlook.search = new URLSearchParams({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: entry.title,
    startdt: entry.startsAt.toISOString(),
    enddt: entry.endsAt.toISOString(),
    body: details,
    ...(entry.location ? { location: entry.location } : {}),
  }).toString();
  return { google: google.toString(), outlook: outlook.toString() };
};
