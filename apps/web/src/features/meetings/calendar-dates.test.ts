import { describe, expect, it } from 'vitest';
import { zonedIso } from '../../ui/zones.ts';
import {
  groupByDay,
  monthGrid,
  rangeOf,
  spanTitle,
  startOfWeek,
  stepDay,
  visibleDays,
  weekDays,
} from './calendar-dates.ts';

const entry = (startsAt: string, endsAt: string, title = 'x') => ({ startsAt, endsAt, title });

describe('the calendar grid', () => {
  it('builds a month of whole weeks, Monday first', () => {
    const weeks = monthGrid('2026-12-15');
    expect(weeks).toHaveLength(5);
    expect(weeks[0]).toEqual([
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
    ]);
    expect(weeks.at(-1)?.at(-1)).toBe('2027-01-03');
    expect(weeks.every((week) => week.length === 7)).toBe(true);
  });

  it('gives six weeks to a month that needs them, and four to a February that fits', () => {
    expect(monthGrid('2026-08-01')).toHaveLength(6); // 1 Aug 2026 is a Saturday, 31 Aug a Monday
    expect(monthGrid('2027-02-10')).toHaveLength(4); // 1 Feb 2027 is a Monday, 28 Feb a Sunday
  });

  it('finds the week of a day, Monday to Sunday, across a year end', () => {
    expect(startOfWeek('2027-01-03')).toBe('2026-12-28');
    expect(weekDays('2026-12-31')).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
    ]);
    expect(spanTitle('week', '2026-12-31')).toBe('28 Dec 2026 – 3 Jan 2027');
    expect(spanTitle('month', '2026-12-31')).toBe('December 2026');
  });

  it('steps a month or a week at a time', () => {
    expect(stepDay('month', '2027-01-31', 1)).toBe('2027-02-28');
    expect(stepDay('week', '2026-12-31', -1)).toBe('2026-12-24');
    expect(visibleDays('list', '2026-12-15')).toEqual({ first: '2026-12-01', last: '2026-12-31' });
  });
});

describe('the range asked of the server', () => {
  it('runs from midnight to midnight in the viewer zone, with the offset of each end (a DST week in London)', () => {
    // Clocks go forward on Sunday 29 March 2026 in London: the week starts in GMT and ends in BST.
    expect(rangeOf('week', '2026-03-26', 'Europe/London')).toEqual({
      from: '2026-03-23T00:00:00+00:00',
      to: '2026-03-30T00:00:00+01:00',
    });
    expect(rangeOf('week', '2026-10-28', 'Europe/London')).toEqual({
      from: '2026-10-26T00:00:00+00:00',
      to: '2026-11-02T00:00:00+00:00',
    });
    expect(rangeOf('month', '2026-12-15', 'Asia/Kolkata')).toEqual({
      from: '2026-11-30T00:00:00+05:30',
      to: '2027-01-04T00:00:00+05:30',
    });
  });

  it('turns a wall time in the spring gap into the time after it', () => {
    expect(zonedIso('2026-03-29', '01:30', 'Europe/London')).toBe('2026-03-29T02:30:00+01:00');
    expect(zonedIso('2026-10-25', '01:30', 'Europe/London')).toBe('2026-10-25T01:30:00+01:00');
  });
});

describe('grouping by the viewer day', () => {
  it('puts each entry on its local day in the zone given, sorted by start', () => {
    const late = entry('2026-03-29T23:30:00Z', '2026-03-30T00:00:00Z', 'late'); // 00:30 BST on Monday 30 March
    const early = entry('2026-03-29T08:00:00Z', '2026-03-29T09:00:00Z', 'early'); // 09:00 BST on Sunday
    const before = entry('2026-03-28T23:30:00Z', '2026-03-29T00:00:00Z', 'before'); // 23:30 GMT on Saturday
    const london = groupByDay([late, early, before], 'Europe/London');
    expect([...london.keys()]).toEqual(['2026-03-28', '2026-03-29', '2026-03-30']);
    expect(london.get('2026-03-30')?.map((item) => item.title)).toEqual(['late']);
    const newYork = groupByDay([late, early, before], 'America/New_York');
    expect([...newYork.keys()]).toEqual(['2026-03-28', '2026-03-29']);
    expect(newYork.get('2026-03-29')?.map((item) => item.title)).toEqual(['early', 'late']);
  });

  it('shows an entry over midnight on both days, but not on the day its end touches at midnight', () => {
    const overnight = entry('2026-12-01T22:00:00Z', '2026-12-02T02:00:00Z');
    const toMidnight = entry('2026-12-03T23:00:00Z', '2026-12-04T00:00:00Z');
    const days = groupByDay([overnight, toMidnight], 'UTC');
    expect([...days.keys()]).toEqual(['2026-12-01', '2026-12-02', '2026-12-03']);
    expect([...groupByDay([overnight], 'UTC', { first: '2026-12-02', last: '2026-12-31' }).keys()]).toEqual([
      '2026-12-02',
    ]);
  });
});
