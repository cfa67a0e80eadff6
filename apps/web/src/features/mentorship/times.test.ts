import { describe, expect, it } from 'vitest';
import { clockLabel, groupByDay, hoursText, spanLabel } from './times.ts';

describe('mentorship times', () => {
  it('groups slots by the local day of the zone, in time order', () => {
    const slots = [
      { startsAt: '2026-12-01T19:00:00Z' }, // 00:30 on 2 Dec in Kolkata
      { startsAt: '2026-12-01T10:00:00Z' },
      { startsAt: '2026-12-01T18:00:00Z' }, // 23:30 on 1 Dec in Kolkata
    ];
    const days = groupByDay(slots, 'Asia/Kolkata');
    expect(days.map((day) => [day.label, day.items.map((slot) => clockLabel(slot.startsAt, 'Asia/Kolkata'))])).toEqual([
      ['Tuesday 1 December', ['15:30', '23:30']],
      ['Wednesday 2 December', ['00:30']],
    ]);
    expect(groupByDay(slots, 'UTC').map((day) => day.items.length)).toEqual([3]);
  });

  it('writes spans and hours as people read them', () => {
    expect(spanLabel('2026-12-01T10:00:00Z', '2026-12-01T11:00:00Z', 'Europe/London')).toBe(
      'Tue, 1 Dec 2026, 10:00 – 11:00',
    );
    expect([0, 45, 60, 150].map(hoursText)).toEqual(['0 h', '45 min', '1 h', '2 h 30 min']);
  });
});
