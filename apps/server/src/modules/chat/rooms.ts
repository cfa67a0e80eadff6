import type { Db } from '../../platform/db/index.ts';
import type { RoomCheck } from '../../platform/realtime/publisher.ts';
import { isMember } from './repo.ts';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A socket joins `conversation_{uuid}` only when its profile is in that conversation of its tenant. */
export const conversationRoomCheck =
  (db: Db): RoomCheck =>
  async ({ tenantId, profileId, id }) =>
    uuidPattern.test(id) && (await isMember(db, tenantId, id, profileId));
