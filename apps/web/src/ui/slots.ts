import type { Slot } from '@ventura/shared';
import { addDays, longDayTitle } from './days.ts';
import { clockInZone, dayInZone, sameClock, zonedIso } from './zones.ts';

/*
 * Free slots as the viewer sees them, for whoever offers them: a member's meeting times, an employer's
 * interview times. The server cuts them; this only groups and labels.
 */

/** Days of slots shown at a time when booking. */
export const slotWeekDays = 7;

/** The instants of a week of slots starting on a local day of the viewer's. */
export const slotWeek = (firstDay: string, viewerZone: string) => ({
  from: zonedIso(firstDay, '00:00', viewerZone) ?? '',
  to: zonedIso(addDays(firstDay, slotWeekDays), '00:00', viewerZone) ?? '',
});

export type ShownSlot = Slot & {
  /** The start in the viewer's zone, 'HH:mm'. */
  time: string;
  /** The start in the host's zone when their clock reads otherwise; null when it reads the same. */
  hostTime: string | null;
  /** The slot's accessible name: 'Tuesday 1 December 2026, 10:30 (16:00 in Asia/Kolkata)'. */
  label: string;
};

const byStartDay = (slots: readonly Slot[], viewerZone: string) => {
  const days = new Map<string, Slot[]>();
  const sorted = [...slots].sort((a, b) => new Date(a.startsAt).getTime() - new Date(b.startsAt).getTime());
  for (const slot of sorted) {
    const day = dayInZone(slot.startsAt, viewerZone);
    days.set(day, [...(days.get(day) ?? []), slot]);
  }
  return [...days.entries()].sort(([a], [b]) => a.localeCompare(b));
};

/**
 * Free slots by the viewer's local day (the day each starts on), each with its time in the viewer's zone and
 * the host's where it differs.
 */
export const slotDays = (slots: readonly Slot[], viewerZone: string, hostZone: string) =>
  byStartDay(slots, viewerZone).map(([day, daySlots]) => ({
    day,
    title: longDayTitle(day),
    slots: daySlots
      .filter((slot, index, all) => all.findIndex((other) => other.startsAt === slot.startsAt) === index)
      .map((slot): ShownSlot => {
        const time = clockInZone(slot.startsAt, viewerZone);
        const hostTime = sameClock(viewerZone, hostZone, slot.startsAt) ? null : clockInZone(slot.startsAt, hostZone);
        const their = hostTime ? ` (${hostTime} in ${hostZone.replace(/_/g, ' ')})` : '';
        return { ...slot, time, hostTime, label: `${longDayTitle(day)}, ${time}${their}` };
      }),
  }));
