import { describe, expect, it } from 'vitest';
import { type AvailabilityRules, cutSlots, fitsAvailability, localDate, wallTimeToInstant } from './slots.ts';

const weekdays = (timeZone: string, startTime = '09:00', endTime = '17:00'): AvailabilityRules => ({
  type: 'specific_days',
  timeZone,
  days: [0, 1, 2, 3, 4, 5, 6].map((dayIndex) => ({ dayIndex, times: [{ startTime, endTime }] })),
  dates: [],
});

const local = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);

const slotsOn = (rules: AvailabilityRules, from: string, to: string, durationMinutes = 60, stepMinutes = 60) =>
  cutSlots(rules, { from: new Date(from), to: new Date(to), durationMinutes, stepMinutes });

describe('wall times in a zone', () => {
  it('turns a wall time into the instant of that zone', () => {
    expect(wallTimeToInstant('2026-12-01', 10 * 60 + 30, 'Asia/Kolkata')?.toISOString()).toBe(
      '2026-12-01T05:00:00.000Z',
    );
    expect(wallTimeToInstant('2026-12-01', 9 * 60, 'America/New_York')?.toISOString()).toBe('2026-12-01T14:00:00.000Z');
    expect(wallTimeToInstant('2026-12-01', 24 * 60, 'UTC')?.toISOString()).toBe('2026-12-02T00:00:00.000Z');
  });

  it('has no 01:30 in London on 2026-03-29, and takes the first 01:30 on 2026-10-25', () => {
    expect(wallTimeToInstant('2026-03-29', 90, 'Europe/London')).toBeNull();
    expect(wallTimeToInstant('2026-10-25', 90, 'Europe/London')?.toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(wallTimeToInstant('2026-03-08', 150, 'America/New_York')).toBeNull();
  });
});

describe('cutting slots', () => {
  it('keeps 09:00-17:00 local across the DST changes in London and New York', () => {
    for (const [zone, before, after] of [
      ['Europe/London', '2026-03-28', '2026-03-30'],
      ['Europe/London', '2026-10-24', '2026-10-26'],
      ['America/New_York', '2026-03-07', '2026-03-09'],
      ['America/New_York', '2026-10-31', '2026-11-02'],
    ] as const) {
      const rules = weekdays(zone);
      for (const date of [before, after]) {
        const from = wallTimeToInstant(date, 0, zone) as Date;
        const to = wallTimeToInstant(date, 24 * 60, zone) as Date;
        const slots = cutSlots(rules, { from, to, durationMinutes: 60, stepMinutes: 60 });
        expect(slots.map((s) => local(s.startsAt, zone))).toEqual([
          '09:00',
          '10:00',
          '11:00',
          '12:00',
          '13:00',
          '14:00',
          '15:00',
          '16:00',
        ]);
        expect(local(slots.at(-1)?.endsAt as Date, zone)).toBe('17:00');
      }
    }
    // The offset really changed between the two sides.
    const march = weekdays('Europe/London');
    const [sat] = slotsOn(march, '2026-03-28T00:00:00Z', '2026-03-29T00:00:00Z');
    const [mon] = slotsOn(march, '2026-03-30T00:00:00Z', '2026-03-31T00:00:00Z');
    expect(sat?.startsAt.toISOString()).toBe('2026-03-28T09:00:00.000Z');
    expect(mon?.startsAt.toISOString()).toBe('2026-03-30T08:00:00.000Z');
  });

  it('skips the wall times that do not exist on the spring-forward day', () => {
    const rules = weekdays('Europe/London', '00:00', '04:00');
    const slots = slotsOn(rules, '2026-03-29T00:00:00Z', '2026-03-29T06:00:00Z', 30, 30);
    expect(slots.map((s) => local(s.startsAt, 'Europe/London'))).toEqual([
      '00:00',
      '00:30',
      '02:00',
      '02:30',
      '03:00',
      '03:30',
    ]);
  });

  it('gives the same instants to a viewer in Kolkata and one in New York', () => {
    const rules = weekdays('Europe/London');
    // The viewer's day 2026-12-01 in Kolkata and in New York.
    const kolkata = slotsOn(rules, '2026-12-01T00:00:00+05:30', '2026-12-02T00:00:00+05:30');
    const newYork = slotsOn(rules, '2026-12-01T00:00:00-05:00', '2026-12-02T00:00:00-05:00');
    expect(kolkata.map((s) => s.startsAt.toISOString())).toEqual(
      [9, 10, 11, 12, 13, 14, 15, 16].map((h) => `2026-12-01T${String(h).padStart(2, '0')}:00:00.000Z`),
    );
    // New York's day starts 05:00 UTC, so London's whole 09:00-17:00 of the 1st is in it, plus nothing of the 2nd.
    expect(newYork).toEqual(kolkata);
    // A Kolkata host seen from New York: the viewer's day holds the host's 1st from 11:00 and 2nd until 14:00.
    const host = weekdays('Asia/Kolkata');
    const seen = slotsOn(host, '2026-12-01T00:00:00-05:00', '2026-12-02T00:00:00-05:00');
    expect(seen.map((s) => local(s.startsAt, 'Asia/Kolkata'))).toEqual([
      '11:00',
      '12:00',
      '13:00',
      '14:00',
      '15:00',
      '16:00',
      '09:00',
      '10:00',
    ]);
    expect(local(seen[0]?.startsAt as Date, 'America/New_York')).toBe('00:30');
  });

  it('honours the step and the meeting length', () => {
    const rules = weekdays('UTC', '09:00', '10:00');
    const every15 = slotsOn(rules, '2026-12-01T00:00:00Z', '2026-12-02T00:00:00Z', 30, 15);
    expect(every15.map((s) => local(s.startsAt, 'UTC'))).toEqual(['09:00', '09:15', '09:30']);
    const every20 = slotsOn(rules, '2026-12-01T00:00:00Z', '2026-12-02T00:00:00Z', 30, 20);
    expect(every20.map((s) => local(s.startsAt, 'UTC'))).toEqual(['09:00', '09:20']);
  });

  it('cuts a range that crosses midnight in the viewer zone', () => {
    // 20:00-23:00 in Kolkata is 09:30-12:30 in New York; the host 22:00-02:00 crosses the viewer's midnight.
    const rules = weekdays('Asia/Kolkata', '20:00', '24:00');
    const viewerDay = slotsOn(rules, '2026-12-01T00:00:00+09:00', '2026-12-02T00:00:00+09:00', 60, 60);
    // Tokyo viewer: Kolkata 20:30 is Tokyo 00:00; slots at Kolkata 20:00 (Tokyo 23:30 of the 30th) are outside.
    expect(viewerDay.map((s) => local(s.startsAt, 'Asia/Tokyo'))).toEqual(['00:30', '01:30', '02:30', '23:30']);
  });

  it('drops busy times and starts too soon, and reads overrides and closed dates', () => {
    const rules: AvailabilityRules = {
      ...weekdays('UTC', '09:00', '12:00'),
      dates: [
        { date: '2026-12-02', closed: true, times: [] },
        { date: '2026-12-03', closed: false, times: [{ startTime: '14:00', endTime: '15:00' }] },
      ],
    };
    const slots = cutSlots(rules, {
      from: new Date('2026-12-01T00:00:00Z'),
      to: new Date('2026-12-04T00:00:00Z'),
      durationMinutes: 60,
      stepMinutes: 60,
      busy: [{ startsAt: new Date('2026-12-01T10:30:00Z'), endsAt: new Date('2026-12-01T11:00:00Z') }],
      notBefore: new Date('2026-12-01T09:05:00Z'),
    });
    expect(slots.map((s) => s.startsAt.toISOString())).toEqual([
      '2026-12-01T11:00:00.000Z',
      '2026-12-03T14:00:00.000Z',
    ]);
    const dates: AvailabilityRules = { ...rules, type: 'specific_dates' };
    expect(
      cutSlots(dates, {
        from: new Date('2026-12-01T00:00:00Z'),
        to: new Date('2026-12-04T00:00:00Z'),
        durationMinutes: 60,
        stepMinutes: 60,
      }).map((s) => s.startsAt.toISOString()),
    ).toEqual(['2026-12-03T14:00:00.000Z']);
    expect(
      cutSlots(
        { ...rules, type: 'temporary_unavailable' },
        { from: new Date(0), to: new Date(), durationMinutes: 30, stepMinutes: 15 },
      ),
    ).toEqual([]);
    const anytime = cutSlots(
      { ...rules, type: 'anytime' },
      {
        from: new Date('2026-12-01T00:00:00Z'),
        to: new Date('2026-12-02T00:00:00Z'),
        durationMinutes: 60,
        stepMinutes: 60,
      },
    );
    expect(anytime).toHaveLength(24);
  });

  it('checks a booked time against the hours', () => {
    const rules = weekdays('Europe/London');
    expect(fitsAvailability(rules, new Date('2026-12-01T09:00:00Z'), 30)).toBe(true);
    expect(fitsAvailability(rules, new Date('2026-12-01T16:45:00Z'), 30)).toBe(false);
    expect(fitsAvailability(rules, new Date('2026-07-01T08:00:00Z'), 30)).toBe(true);
    expect(localDate(new Date('2026-12-01T20:00:00Z'), 'Asia/Kolkata')).toBe('2026-12-02');
  });
});
