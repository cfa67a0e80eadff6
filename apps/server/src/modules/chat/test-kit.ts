/*
 * What the chat tests share beside the factory (whose `connect` links two people): a connection removed
 * straight in the database, the chat rows of a conversation, and the tenant's chat switched off and on.
 */
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Person } from '../../../test/factory.ts';
import { sqlRows, type TestApp } from '../../../test/helpers.ts';

export const disconnect = (t: TestApp, a: Person, b: Person) =>
  sqlRows(
    t.database,
    sql`delete from connections where (from_profile_id = ${a.profileId} and to_profile_id = ${b.profileId})
        or (from_profile_id = ${b.profileId} and to_profile_id = ${a.profileId})`,
  );

/** The stored messages of a conversation, oldest first. */
export const storedMessages = (t: TestApp, conversationUuid: string) =>
  sqlRows(
    t.database,
    sql`select m.uuid, m.body, m.deleted_at as "deletedAt", m.attachment_key as "attachmentKey"
          from chat_messages m join conversations c on c.id = m.conversation_id
         where c.uuid = ${conversationUuid} order by m.id`,
  );

/** Sets the tenant's chat type ('native', 'comet_chat' or 'none') and forgets cached tenants. */
export const setChatType = async (t: TestApp, tenantId: string, chatType: string) => {
  await sqlRows(
    t.database,
    sql`update tenants set settings = jsonb_set(settings, '{features,chat_type}', ${JSON.stringify(chatType)}::jsonb)
        where id = ${tenantId}`,
  );
  t.app.tenants.clear();
};

/** A small photo with EXIF data (as a phone writes it), of the given format. */
export const photo = (format: 'png' | 'jpeg', width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 140, b: 90 } } })
    [format]()
    .withExif({ IFD0: { Make: 'PhoneMaker', Model: 'Secret Model' } })
    .toBuffer();
