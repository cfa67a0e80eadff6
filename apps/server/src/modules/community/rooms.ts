import { communityRoom } from '@ventura/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import type { RoomCheck } from '../../platform/realtime/publisher.ts';
import { tenants } from '../../platform/tenancy/tables.ts';

export const communityRoomPrefix = communityRoom;

/** A signed-in socket joins its tenant's `community_feed` room while the tenant's wall is on. */
export const communityRoomCheck =
  (db: Db): RoomCheck =>
  async ({ tenantId, id }) => {
    if (id !== '') return false;
    const [row] = await db
      .select({ on: sql<boolean>`coalesce((${tenants.settings}->'features'->>'community_feed')::boolean, false)` })
      .from(tenants)
      .where(and(eq(tenants.id, tenantId)));
    return row?.on === true;
  };
