import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { sqlCircle } from '../../platform/realtime/circle.ts';
import type { PresenceAudience, PresenceCircle } from '../../platform/realtime/publisher.ts';

/** Presence reaches this many of a user's connections at most (the newest). */
const audienceLimit = 500;

/**
 * Whose sockets hear that a user came online or left, and whose presence a user's socket is told about:
 * the users behind the profiles that user's profiles are connected with (accepted).
 */
export const connectionsAudience =
  (db: Db): PresenceAudience =>
  async (tenantId, userId) => {
    const result = await db.execute<{ user_id: string }>(sql`
      select distinct other.user_id, max(c.id) as newest
      from profiles mine
      join connections c on c.tenant_id = mine.tenant_id and c.status = 'accepted'
        and (c.from_profile_id = mine.id or c.to_profile_id = mine.id)
      join profiles other on other.tenant_id = c.tenant_id
        and other.id = case when c.from_profile_id = mine.id then c.to_profile_id else c.from_profile_id end
      where mine.tenant_id = ${tenantId} and mine.user_id = ${userId} and other.user_id <> ${userId}
      group by other.user_id
      order by newest desc
      limit ${audienceLimit}`);
    return (result as unknown as { rows: { user_id: string }[] }).rows.map((row) => row.user_id);
  };

/** Which of the candidates the user is connected with (accepted): they see each other online. */
export const connectionsCircle = (db: Db): PresenceCircle =>
  sqlCircle(
    db,
    (tenantId, userId, candidates) => sql`
      select distinct other.user_id
      from profiles mine
      join connections c on c.tenant_id = mine.tenant_id and c.status = 'accepted'
        and (c.from_profile_id = mine.id or c.to_profile_id = mine.id)
      join profiles other on other.tenant_id = c.tenant_id
        and other.id = case when c.from_profile_id = mine.id then c.to_profile_id else c.from_profile_id end
      where mine.tenant_id = ${tenantId} and mine.user_id = ${userId} and other.user_id in (${candidates})`,
  );
