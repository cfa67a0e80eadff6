import { describe, expect, it } from 'vitest';
import { slotDays, slotWeek } from './slots.ts';

const slot = (startsAt: string, minutes = 30) => ({
  startsAt,
  endsAt: new Date(new Date(startsAt).getTime() + minutes * 60_000).toISOString(),
});

describe('free slots as the viewer sees them', () => {
  it('groups by the viewer local day and shows the host time where it differs', () => {
    // The host is in Kolkata (UTC+5:30), the viewer in London (UTC in December).
    const days = slotDays(
      [slot('2026-12-02T04:00:00Z'), slot('2026-12-01T23:30:00Z'), slot('2026-12-01T09:00:00Z')],
      'Europe/London',
      'Asia/Kolkata',
    );
    expect(days.map((day) => day.day)).toEqual(['2026-12-01', '2026-12-02']);
    expect(days[0]?.slots.map((shown) => [shown.time, shown.hostTime])).toEqual([
      ['09:00', '14:30'],
      ['23:30', '05:00'],
    ]);
    expect(days[0]?.slots[1]?.label).toBe('Tuesday 1 December 2026, 23:30 (05:00 in Asia/Kolkata)');
    expect(days[1]?.title).toBe('Wednesday 2 December 2026');
  });

  it('leaves the host time out when both clocks agree', () => {
    const days = slotDays([slot('2026-12-01T09:00:00Z')], 'Europe/London', 'UTC');
    expect(days[0]?.slots[0]).toMatchObject({ time: '09:00', hostTime: null, label: 'Tuesday 1 December 2026, 09:00' });
  });

  it('asks for a week from midnight of the viewer day', () => {
    expect(slotWeek('2026-03-25', 'Europe/London')).toEqual({
      from: '2026-03-25T00:00:00+00:00',
      to: '2026-04-01T00:00:00+01:00',
    });
  });
});
