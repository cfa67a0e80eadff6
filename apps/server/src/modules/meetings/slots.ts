import type { AvailabilityDate, AvailabilityDay, AvailabilityType, TimeRange } from '@ventura/shared';
import {
  dateText,
  localDate,
  minutesOf,
  offsetAt,
  parseDate,
  wallTimeToInstant,
} from '../../platform/calendar/zones.ts';

export { localDate, offsetAt, wallTimeToInstant };

/*
 * Time arithmetic for availability, without a date library: Intl knows every IANA zone's offsets, so a
 * wall time on a date in a zone becomes an instant by trying the offsets in force around it. Pure
 * functions only; the database side is booking.ts.
 */

const minute = 60_000;
const day = 24 * 60 * minute;

/** Like wallTimeToInstant, but a time in the gap moves forward by the gap (for the end of a range). */
const wallTimeToInstantForward = (date: string, minutes: number, timeZone: string) => {
  const exact = wallTimeToInstant(date, minutes, timeZone);
  if (exact) return exact;
  const wall = parseDate(date) + minutes * minute;
  return new Date(wall - offsetAt(wall - day / 2, timeZone));
};

export type AvailabilityRules = {
  type: AvailabilityType;
  timeZone: string;
  days: AvailabilityDay[];
  dates: AvailabilityDate[];
};

/** The open wall-time ranges of one local date (weekday hours, a date's override, or none). */
export const rangesOn = (rules: AvailabilityRules, date: string): TimeRange[] => {
  switch (rules.type) {
    case 'temporary_unavailable':
      return [];
    case 'anytime':
      return [{ startTime: '00:00', endTime: '24:00' }];
    case 'specific_dates': {
      const entry = rules.dates.find((d) => d.date === date);
      return entry && !entry.closed ? entry.times : [];
    }
    case 'specific_days': {
      const entry = rules.dates.find((d) => d.date === date);
      if (entry?.closed) return [];
      if (entry && entry.times.length > 0) return entry.times;
      const dayIndex = new Date(parseDate(date)).getUTCDay();
      return rules.days.find((d) => d.dayIndex === dayIndex)?.times ?? [];
    }
  }
};

export type Interval = { startsAt: Date; endsAt: Date };

export type CutOptions = {
  from: Date;
  to: Date;
  durationMinutes: number;
  stepMinutes: number;
  /** Pending or scheduled meetings of either side. */
  busy?: Interval[];
  /** Slots starting before this are dropped (now + the lead time). */
  notBefore?: Date;
  limit?: number;
};

/**
 * The slots of an availability that start in [from, to): each range cut from its start every `step`
 * minutes of wall time, each slot `duration` long and ending inside its range; slots overlapping a busy
 * interval or starting before `notBefore` dropped. Sorted, without duplicates.
 */
export const cutSlots = (rules: AvailabilityRules, options: CutOptions): Interval[] => {
  const { from, to, durationMinutes, stepMinutes } = options;
  if (rules.type === 'temporary_unavailable' || to <= from || stepMinutes <= 0 || durationMinutes <= 0) return [];
  const busy = [...(options.busy ?? [])].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  const earliest = Math.max(from.getTime(), options.notBefore?.getTime() ?? Number.NEGATIVE_INFINITY);
  const limit = options.limit ?? Number.POSITIVE_INFINITY;
  const seen = new Set<number>();
  const slots: Interval[] = [];
  const firstDate = parseDate(localDate(from, rules.timeZone)) - day;
  const lastDate = parseDate(localDate(to, rules.timeZone)) + day;
  for (let dateMs = firstDate; dateMs <= lastDate; dateMs += day) {
    const date = dateText(dateMs);
    for (const range of rangesOn(rules, date)) {
      const startMinutes = minutesOf(range.startTime);
      const endMinutes = minutesOf(range.endTime);
      const rangeEnd = wallTimeToInstantForward(date, endMinutes, rules.timeZone).getTime();
      for (let wall = startMinutes; wall < endMinutes; wall += stepMinutes) {
        const start = wallTimeToInstant(date, wall, rules.timeZone);
        if (!start) continue;
        const startMs = start.getTime();
        const endMs = startMs + durationMinutes * minute;
        if (endMs > rangeEnd) break;
        if (startMs < earliest || startMs >= to.getTime() || seen.has(startMs)) continue;
        if (busy.some((b) => b.startsAt.getTime() < endMs && b.endsAt.getTime() > startMs)) continue;
        seen.add(startMs);
        slots.push({ startsAt: start, endsAt: new Date(endMs) });
      }
    }
  }
  slots.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  return slots.slice(0, limit);
};

/** Whether [startsAt, startsAt + duration) is one of the availability's slots (at any step). */
export const isInAvailability = (rules: AvailabilityRules, startsAt: Date, durationMinutes: number, stepMinutes = 1) =>
  cutSlots(rules, {
    from: startsAt,
    to: new Date(startsAt.getTime() + 1),
    durationMinutes,
    stepMinutes,
  }).some((slot) => slot.startsAt.getTime() === startsAt.getTime());

/**
 * Whether [startsAt, startsAt + duration) lies inside one open range of the availability, on a wall
 * time that exists (the booking check: any start inside the hours, not only the step's grid).
 */
export const fitsAvailability = (rules: AvailabilityRules, startsAt: Date, durationMinutes: number) => {
  if (rules.type === 'temporary_unavailable') return false;
  const startMs = startsAt.getTime();
  const endMs = startMs + durationMinutes * minute;
  const middle = parseDate(localDate(startsAt, rules.timeZone));
  for (const dateMs of [middle - day, middle]) {
    const date = dateText(dateMs);
    for (const range of rangesOn(rules, date)) {
      const rangeStart = wallTimeToInstantForward(date, minutesOf(range.startTime), rules.timeZone).getTime();
      const rangeEnd = wallTimeToInstantForward(date, minutesOf(range.endTime), rules.timeZone).getTime();
      if (startMs >= rangeStart && endMs <= rangeEnd) return true;
    }
  }
  return false;
};
