import { describe, expect, it } from 'vitest';
import { calendarLinks, icsFile } from './ics.ts';

const entry = {
  uid: '6f1c1f9e-3a55-4c8e-9a47-0d5d3b1c2a10',
  title: 'Demo day; pitches, Q&A',
  description: 'Bring your deck.\nDoors open at 9.',
  location: 'Hall 2, Tech Park',
  url: 'https://alpha.example.com/calender/events/6f1c1f9e',
  startsAt: new Date('2026-12-01T04:30:00Z'),
  endsAt: new Date('2026-12-01T06:00:00Z'),
  organizerName: 'Alpha Incubator',
  organizerEmail: 'events@alpha.example.com',
};

describe('icsFile', () => {
  const now = new Date('2026-11-27T01:00:00Z');

  it('writes one VEVENT with UTC times, escaped text and CRLF lines', () => {
    const file = icsFile({ ...entry, alarmMinutes: 15 }, now);
    expect(file.endsWith('\r\n')).toBe(true);
    const lines = file.split('\r\n');
    expect(lines).toContain('DTSTART:20261201T043000Z');
    expect(lines).toContain('DTEND:20261201T060000Z');
    expect(lines).toContain('DTSTAMP:20261127T010000Z');
    expect(lines).toContain('SUMMARY:Demo day\\; pitches\\, Q&A');
    expect(lines).toContain('DESCRIPTION:Bring your deck.\\nDoors open at 9.');
    expect(lines).toContain('ORGANIZER;CN=Alpha Incubator:mailto:events@alpha.example.com');
    expect(lines).toContain('TRIGGER:-PT15M');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    const file = icsFile({ ...entry, description: 'é'.repeat(100) }, now);
    const lines = file.split('\r\n');
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    const unfolded = file.replace(/\r\n /g, '');
    expect(unfolded).toContain(`DESCRIPTION:${'é'.repeat(100)}`);
  });

  it('marks a cancelled entry and counts its changes', () => {
    const file = icsFile({ ...entry, status: 'CANCELLED', sequence: 3 }, now);
    expect(file).toContain('STATUS:CANCELLED\r\nSEQUENCE:3');
  });
});

describe('calendarLinks', () => {
  it('fills Google and Outlook new-event links with the title, times and place', () => {
    const links = calendarLinks(entry);
    const google = new URL(links.google);
    expect(google.searchParams.get('text')).toBe(entry.title);
    expect(google.searchParams.get('dates')).toBe('20261201T043000Z/20261201T060000Z');
    expect(google.searchParams.get('location')).toBe(entry.location);
    const outlook = new URL(links.outlook);
    expect(outlook.searchParams.get('startdt')).toBe('2026-12-01T04:30:00.000Z');
    expect(outlook.searchParams.get('subject')).toBe(entry.title);
    expect(outlook.searchParams.get('body')).toContain(entry.url);
  });
});
