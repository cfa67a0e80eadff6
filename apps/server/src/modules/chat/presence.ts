import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { sqlCircle } from '../../platform/realtime/circle.ts';
import type { PresenceCircle } from '../../platform/realtime/publisher.ts';

/**
 * Which of the candidates share a conversation with the user (a direct one, or their team's): the chat
 * list shows them online or offline, whether or not they are still connected.
 */
export const conversationCircle = (db: Db): PresenceCircle =>
  sqlCircle(
    db,
    (tenantId, userId, candidates) => sql`
      select distinct other.user_id
      from profiles mine
      join conversation_members my_seat on my_seat.tenant_id = mine.tenant_id and my_seat.profile_id = mine.id
      join conversation_members their_seat on their_seat.tenant_id = my_seat.tenant_id
        and their_seat.conversation_id = my_seat.conversation_id
      join profiles other on other.tenant_id = their_seat.tenant_id and other.id = their_seat.profile_id
      where mine.tenant_id = ${tenantId} and mine.user_id = ${userId} and other.user_id in (${candidates})`,
  );
