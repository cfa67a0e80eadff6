import type { Interview } from '@ventura/shared';
import { spanText, zoneOffsetMinutes } from '../../ui/zones.ts';

export { viewerTimeZone, wallClock, zonedIso, zoneText } from '../../ui/zones.ts';

/*
 * Times across zones, for interviews: the organiser picks a day and time in their zone, the server keeps
 * the instant and the zone, and each side reads it in their own (and the organiser's when it differs).
 * The zone arithmetic itself is ui/zones.ts.
 */

/**
 * An interview's time for the viewer, in their zone, and in the organiser's zone when its clock reads
 * otherwise at that moment (null when the two agree).
 */
export const interviewTimes = (interview: Pick<Interview, 'startsAt' | 'endsAt' | 'timeZone'>, viewerZone: string) => {
  const start = new Date(interview.startsAt);
  const same =
    zoneOffsetMinutes(viewerZone, start) === zoneOffsetMinutes(interview.timeZone, start) ||
    viewerZone === interview.timeZone;
  return {
    viewer: spanText(interview.startsAt, interview.endsAt, viewerZone),
    organiser: same ? null : spanText(interview.startsAt, interview.endsAt, interview.timeZone),
  };
};

/** Whether an interview is still to come (scheduled and not yet over). */
export const isUpcoming = (interview: Pick<Interview, 'status' | 'endsAt'>, now = Date.now()) =>
  interview.status === 'scheduled' && new Date(interview.endsAt).getTime() > now;

/** Minutes between two instants ('the interview lasts 45 minutes'). */
export const minutesBetween = (startsAt: string, endsAt: string) =>
  Math.round((new Date(endsAt).getTime() - new Date(startsAt).getTime()) / 60_000);
