import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { profiles } from '../../platform/identity/tables.ts';
import type { Part, Scope } from './part-kit.ts';
import {
  accountActivity,
  challengeApplications,
  eventRegistrationPart,
  formFilePart,
  growthMetrics,
  jobApplicationPart,
  meetingPart,
  programApplicationPart,
  signIns,
  ticketPart,
} from './parts-activity.ts';
import { account, comments, connectionPart, messages, postPart, profilePart, reactions, team } from './parts-people.ts';

export type { FileList, Part, Scope } from './part-kit.ts';

/** Every part, in the order the zip and the page list them. */
export const parts: readonly Part[] = [
  account,
  profilePart,
  team,
  connectionPart,
  messages,
  postPart,
  comments,
  reactions,
  jobApplicationPart,
  challengeApplications,
  programApplicationPart,
  formFilePart,
  eventRegistrationPart,
  meetingPart,
  growthMetrics,
  ticketPart,
  signIns,
  accountActivity,
];

/** The member's profiles, for the scope. */
export const scopeOf = async (db: Db, tenantId: string, userId: string): Promise<Scope> => {
  const own = await db
    .select({ id: profiles.id, uuid: profiles.uuid })
    .from(profiles)
    .where(and(eq(profiles.tenantId, tenantId), eq(profiles.userId, userId)))
    .limit(50);
  return { tenantId, userId, profileIds: own.map((p) => p.id), profileUuids: own.map((p) => p.uuid) };
};
