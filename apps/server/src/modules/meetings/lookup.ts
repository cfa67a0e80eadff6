import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { notFound } from '../../platform/errors.ts';
import { profiles } from '../../platform/identity/tables.ts';
import type { MeetingRow } from './booking.ts';
import type { Calling } from './calling.ts';
import { peersOf, presentMeeting, sideOf } from './present.ts';
import { meetings } from './tables.ts';

/*
 * What the verbs of meetings share: finding a profile or a meeting within the caller's tenant, and showing
 * meetings as the caller sees them.
 */

export const meetingNotFound = () => notFound('Meeting not found');

export const findProfile = async (db: Db, tenantId: string, uuid: string) => {
  const [row] = await db
    .select()
    .from(profiles)
    .where(and(eq(profiles.tenantId, tenantId), eq(profiles.uuid, uuid)))
    .limit(1);
  if (!row) throw notFound('Profile not found');
  return row;
};

export const presentMeetings = async (m: Calling, db: Db, rows: MeetingRow[]) => {
  const peers = await peersOf(db, m.tenant.id, rows);
  return rows.map((row) =>
    presentMeeting(row, m.auth.profile, peers, { tenant: m.tenant, videoCallBaseUrl: m.videoCallBaseUrl }),
  );
};

export const presentOne = async (m: Calling, row: MeetingRow) => {
  const [shown] = await presentMeetings(m, m.db, [row]);
  if (!shown) throw meetingNotFound();
  return shown;
};

export const findMeeting = async (db: Db, tenantId: string, uuid: string, lock = false) => {
  const query = db
    .select()
    .from(meetings)
    .where(and(eq(meetings.tenantId, tenantId), eq(meetings.uuid, uuid)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
};

/** The meeting as one of its sides sees it; 404 for anyone else and for another tenant's. */
export const loadSide = async (m: Calling, uuid: string) => {
  const meeting = await findMeeting(m.db, m.tenant.id, uuid);
  const side = meeting ? sideOf(meeting, m.auth.profile) : null;
  if (!meeting || !side) throw meetingNotFound();
  return { meeting, side };
};
