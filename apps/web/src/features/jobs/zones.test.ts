import { describe, expect, it } from 'vitest';
import { gmtText, wallClock, zonedIso, zoneOffsetMinutes } from '../../ui/zones.ts';
import { interviewFixture } from './jobs-fixture.ts';
import { interviewTimes } from './zones.ts';

describe('time zones', () => {
  it('reads a zone’s offset at a moment, daylight saving included', () => {
    expect(zoneOffsetMinutes('Asia/Kolkata', new Date('2026-07-01T00:00:00Z'))).toBe(330);
    expect(zoneOffsetMinutes('America/New_York', new Date('2026-07-01T12:00:00Z'))).toBe(-240);
    expect(zoneOffsetMinutes('America/New_York', new Date('2026-12-01T12:00:00Z'))).toBe(-300);
    expect(zoneOffsetMinutes('UTC', new Date('2026-12-01T12:00:00Z'))).toBe(0);
    expect(gmtText(330)).toBe('GMT+5:30');
    expect(gmtText(-300)).toBe('GMT-5');
  });

  it('turns a day and time in a zone into the instant, with that zone’s offset', () => {
    expect(zonedIso('2026-12-03', '14:30', 'Asia/Kolkata')).toBe('2026-12-03T14:30:00+05:30');
    expect(zonedIso('2026-07-01', '09:00', 'America/New_York')).toBe('2026-07-01T09:00:00-04:00');
    expect(zonedIso('2026-12-01', '09:00', 'America/New_York')).toBe('2026-12-01T09:00:00-05:00');
    expect(new Date(zonedIso('2026-12-03', '14:30', 'Asia/Kolkata') ?? '').toISOString()).toBe(
      '2026-12-03T09:00:00.000Z',
    );
    // 02:30 does not exist in New York on 8 March 2026: the clocks go from 02:00 to 03:00.
    expect(zonedIso('2026-03-08', '02:30', 'America/New_York')).toBe('2026-03-08T03:30:00-04:00');
    // 01:30 happens twice in New York on 1 November 2026: the first one counts.
    expect(zonedIso('2026-11-01', '01:30', 'America/New_York')).toBe('2026-11-01T01:30:00-04:00');
    expect(zonedIso('', '14:30', 'UTC')).toBeNull();
    expect(zonedIso('2026-12-03', '', 'UTC')).toBeNull();
  });

  it('gives back the day and time an instant has in a zone', () => {
    expect(wallClock('2026-12-03T09:00:00Z', 'Asia/Kolkata')).toEqual({ date: '2026-12-03', time: '14:30' });
    expect(wallClock('2026-12-03T02:00:00Z', 'America/Los_Angeles')).toEqual({ date: '2026-12-02', time: '18:00' });
  });

  it('shows an interview in the viewer’s zone, and in the organiser’s when their clocks differ', () => {
    const interview = interviewFixture({
      startsAt: '2026-12-03T09:00:00.000Z',
      endsAt: '2026-12-03T09:45:00.000Z',
      timeZone: 'Asia/Kolkata',
    });
    expect(interviewTimes(interview, 'Europe/London')).toEqual({
      viewer: 'Thu, 3 Dec 2026, 09:00 – 09:45 Europe/London (GMT)',
      organiser: 'Thu, 3 Dec 2026, 14:30 – 15:15 Asia/Kolkata (GMT+5:30)',
    });
    expect(interviewTimes(interview, 'Asia/Kolkata')).toEqual({
      viewer: 'Thu, 3 Dec 2026, 14:30 – 15:15 Asia/Kolkata (GMT+5:30)',
      organiser: null,
    });
    // Another zone whose clock reads the same at that moment is not worth a second line.
    expect(interviewTimes(interview, 'Asia/Colombo').organiser).toBeNull();
  });

  it('gives the end its own day when the interview crosses midnight for the viewer', () => {
    const late = interviewFixture({ startsAt: '2026-12-03T04:30:00.000Z', endsAt: '2026-12-03T05:30:00.000Z' });
    expect(interviewTimes(late, 'America/New_York').viewer).toBe(
      'Wed, 2 Dec 2026, 23:30 – Thu, 3 Dec 2026, 00:30 America/New York (GMT-5)',
    );
  });
});
