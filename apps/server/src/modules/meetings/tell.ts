import { and, eq } from 'drizzle-orm';
import { whenText } from '../../platform/calendar/when.ts';
import type { Db } from '../../platform/db/index.ts';
import { profiles } from '../../platform/identity/tables.ts';
import type { Delivery } from '../../platform/notify/notifier.ts';
import type { Member } from '../../platform/request-context.ts';
import { availabilityOf, type MeetingRow } from './booking.ts';
import { meetingPath, otherProfileId, sideOf } from './present.ts';

/* Telling members about their meetings, each in the zone they read times in. */

/** The zone a profile reads times in: their availability's, when they saved one. */
export const zoneOf = async (db: Db, tenantId: string, profileId: number, fallback: string) => {
  const stored = await availabilityOf(db, tenantId, profileId);
  return stored.updatedAt ? stored.timeZone : fallback;
};

type Tell = { kind: 'meeting_request' | 'meeting_update'; title: (when: string) => string; extra?: string | null };

/** Tells the other side of a meeting, in their zone, by the bell and email (inside the transaction). */
export const tellOther = async (m: Member, tx: Db, meeting: MeetingRow, tell: Tell): Promise<Delivery | null> => {
  const side = sideOf(meeting, m.auth.profile);
  const otherId = side ? otherProfileId(meeting, side) : null;
  if (otherId === null) return null;
  const [other] = await tx
    .select({ userId: profiles.userId })
    .from(profiles)
    .where(and(eq(profiles.tenantId, m.tenant.id), eq(profiles.id, otherId)))
    .limit(1);
  if (!other) return null;
  const zone = await zoneOf(tx, m.tenant.id, otherId, meeting.timeZone);
  const when = whenText(meeting.startsAt, zone);
  const title = tell.title(when);
  const origin = await m.origin(tx);
  const url = meetingPath(meeting.uuid);
  const text = [title, tell.extra ? `\n${tell.extra}` : '', `\nOpen it: ${origin}${url}`].join('');
  return m.notifier.record(tx, {
    tenantId: m.tenant.id,
    userIds: [other.userId],
    kind: tell.kind,
    title,
    url,
    email: {
      notice: 'meetingRequests',
      subject: title,
      text,
    },
  });
};
