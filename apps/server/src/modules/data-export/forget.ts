import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { recipientOf } from '../../platform/identity/index.ts';
import { profiles, type User } from '../../platform/identity/tables.ts';
import { outboxMessages } from '../../platform/mail/tables.ts';
import { fileIdOfUrl } from '../../platform/storage/index.ts';
import { attachments } from '../attachments/tables.ts';
import { otpCodes } from '../auth/tables.ts';
import { certificates } from '../certificates/tables.ts';
import { challengeParticipants } from '../challenges/tables.ts';
import { chatMessages } from '../chat/tables.ts';
import { postComments, postMentions, posts, postUploads } from '../community/tables.ts';
import { connectionAttachments } from '../connections/tables.ts';
import { connectionDocuments, documentRequests } from '../documents/tables.ts';
import { formFiles } from '../forms/tables.ts';
import { ticketFiles, tickets } from '../helpdesk/tables.ts';
import { ipRequestFiles, ipRequests } from '../ip/tables.ts';
import { jobApplications, seekerResumes } from '../jobs/tables.ts';
import { milestones } from '../milestones/tables.ts';
import { pitchClips, pitchCompiles } from '../pitch/tables.ts';
import { startupProfiles } from '../profiles/tables.ts';
import { programApplications, programDocuments } from '../programs/tables.ts';
import { dataExports } from './tables.ts';

/*
 * What deleting an account does beyond its rows' cascades (docs/data-export.md): the files the member
 * uploaded leave the store, other members' posts and comments stop naming them, certificates issued to
 * them are revoked and unnamed, and messages and codes sent to their contacts leave the outbox. Everything
 * the export lists either cascades away with the account's profiles or is handled here.
 */

/** A profile picture or logo is stored as these renditions of one file id (modules/uploads/images.ts). */
const imageVariants = ['512', '100', '70'] as const;
export const formerMember = 'Former member';

const rowsOf = async (db: Db, query: SQL) => {
  const result: unknown = await db.execute(query);
  if (typeof result !== 'object' || result === null || !('rows' in result) || !Array.isArray(result.rows)) return [];
  return result.rows as Record<string, unknown>[];
};

const listOf = (values: readonly (number | string)[]) =>
  sql`(${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )})`;

/**
 * The keys of every file stored for the account or for one of the profiles going with it: uploads of
 * posts and messages, documents of applications, tickets, IP requests, resumes, the startup's evidence and
 * pitch videos, its data exports. Profile pictures and logos are answered apart (as URLs): a team member
 * shows their owner's, so they go only when no profile shows them any more.
 */
const storedKeysOf = async (db: Db, tenantId: string, userId: string, going: number[]) => {
  const p = listOf(going);
  const keys = await rowsOf(
    db,
    sql`select f->>'key' as key from ${posts} x, jsonb_array_elements(x.files) f
         where x.tenant_id = ${tenantId} and x.author_profile_id in ${p}
        union select key from ${postUploads} where tenant_id = ${tenantId} and uploader_profile_id in ${p}
        union select attachment_key from ${chatMessages}
         where tenant_id = ${tenantId} and sender_profile_id in ${p} and attachment_key is not null
        union select key from ${attachments} where tenant_id = ${tenantId} and uploader_profile_id in ${p}
        union select f->>'key' from ${challengeParticipants} x, jsonb_array_elements(x.files) f
         where x.tenant_id = ${tenantId} and x.startup_profile_id in ${p}
        union select file_key from ${connectionAttachments} where tenant_id = ${tenantId} and profile_id in ${p}
        union select file_key from ${connectionDocuments} where tenant_id = ${tenantId} and profile_id in ${p}
        union select file_key from ${documentRequests}
         where tenant_id = ${tenantId} and (startup_profile_id in ${p} or office_profile_id in ${p}) and file_key is not null
        union select key from ${formFiles} where tenant_id = ${tenantId} and uploader_profile_id in ${p}
        union select f.storage_key from ${ticketFiles} f
          join ${tickets} t on t.tenant_id = f.tenant_id and t.id = f.ticket_id
         where t.tenant_id = ${tenantId} and t.raised_by_user_id = ${userId}
        union select f.storage_key from ${ipRequestFiles} f
          join ${ipRequests} r on r.tenant_id = f.tenant_id and r.id = f.ip_request_id
         where r.tenant_id = ${tenantId} and (r.requester_user_id = ${userId} or r.profile_id in ${p})
        union select resume->>'key' from ${jobApplications}
         where tenant_id = ${tenantId} and applicant_user_id = ${userId} and resume is not null
        union select resume->>'key' from ${seekerResumes} where tenant_id = ${tenantId} and profile_id in ${p}
        union select d.file_key from ${programDocuments} d
          join ${programApplications} a on a.tenant_id = d.tenant_id and a.id = d.application_id
         where a.tenant_id = ${tenantId} and (a.user_id = ${userId} or a.profile_id in ${p}) and d.file_key is not null
        union select evidence_file_key from ${milestones}
         where tenant_id = ${tenantId} and startup_profile_id in ${p} and evidence_file_key is not null
        union select unnest(array[source_key, video_key]) from ${pitchClips}
         where tenant_id = ${tenantId} and startup_profile_id in ${p}
        union select unnest(array[video_key, poster_key]) from ${pitchCompiles}
         where tenant_id = ${tenantId} and startup_profile_id in ${p}
        union select file_key from ${dataExports}
         where tenant_id = ${tenantId} and user_id = ${userId} and file_key is not null
        union select substr(pitch_deck_url, length('/api/v1/files/') + 1) from ${startupProfiles}
         where tenant_id = ${tenantId} and profile_id in ${p} and pitch_deck_url like ${`/api/v1/files/${tenantId}/%`}`,
  );
  return keys.map((row) => row.key).filter((key): key is string => typeof key === 'string' && key.length > 0);
};

/** Other members' posts and comments that mention one of the profiles name a former member instead. */
const unnameMentions = async (db: Db, tenantId: string, uuids: string[]) => {
  // uuids are hex and dashes: safe inside the pattern.
  const pattern = `@\\[[^]\\n]*\\]\\((${uuids.join('|')})\\)`;
  const replacement = `@[${formerMember}](\\1)`;
  const renamed = sql`(select coalesce(jsonb_agg(case when m->>'uuid' in ${listOf(uuids)}
                         then jsonb_set(m, '{name}', to_jsonb(${formerMember}::text)) else m end), '[]'::jsonb)
                        from jsonb_array_elements(mentions) m)`;
  await db.execute(sql`
    update ${posts} set body = regexp_replace(body, ${pattern}, ${replacement}, 'g'), mentions = ${renamed}
     where tenant_id = ${tenantId} and id in (
       select post_id from ${postMentions} pm
        join ${profiles} p on p.tenant_id = pm.tenant_id and p.id = pm.profile_id
       where pm.tenant_id = ${tenantId} and p.uuid in ${listOf(uuids)})`);
  await db.execute(sql`
    update ${postComments} set body = regexp_replace(body, ${pattern}, ${replacement}, 'g'), mentions = ${renamed}
     where tenant_id = ${tenantId} and mentions <> '[]'::jsonb
       and exists (select 1 from jsonb_array_elements(mentions) m where m->>'uuid' in ${listOf(uuids)})`);
};

/** Messages and codes sent to the member's contacts leave the outbox. */
const forgetContacts = async (db: Db, tenantId: string, user: User) => {
  const contacts = [user.email, user.pendingEmail].filter((c): c is string => Boolean(c));
  if (user.mobileNumber)
    contacts.push(recipientOf({ countryCode: user.countryCode ?? '', mobileNumber: user.mobileNumber }));
  if (user.whatsappNumber) contacts.push(user.whatsappNumber);
  if (contacts.length === 0) return;
  await db
    .delete(outboxMessages)
    .where(and(eq(outboxMessages.tenantId, tenantId), inArray(outboxMessages.to, contacts)));
  await db.delete(otpCodes).where(and(eq(otpCodes.tenantId, tenantId), inArray(otpCodes.recipient, contacts)));
};

/** The files of profile pictures and logos that no profile of the tenant shows any more. */
const unshownImageKeys = async (db: Db, tenantId: string, urls: string[]) => {
  const fileIds = [...new Set(urls.map((url) => fileIdOfUrl(tenantId, url)).filter((id) => id !== undefined))];
  const keys: string[] = [];
  for (const fileId of fileIds) {
    const prefix = `/api/v1/files/${tenantId}/${fileId}-%`;
    const [shown] = await db
      .select({ id: profiles.id })
      .from(profiles)
      .where(
        and(
          eq(profiles.tenantId, tenantId),
          or(sql`${profiles.avatar} like ${prefix}`, sql`${profiles.organizationLogo} like ${prefix}`),
        ),
      )
      .limit(1);
    if (!shown) keys.push(...imageVariants.map((variant) => `${tenantId}/${fileId}-${variant}.webp`));
  }
  return keys;
};

/**
 * Forgets a member whose account is being deleted, in the deletion's transaction: names them nowhere
 * (mentions, certificates, the outbox), runs `erase` (which deletes the account's rows and lets the
 * cascades go), and answers the keys of the files to remove from the store once the transaction commits.
 * `going` are the profiles deleted with the account (its own and its team members').
 */
export const forgetMember = async (
  db: Db,
  input: { tenantId: string; user: User; going: number[] },
  erase: () => Promise<void>,
) => {
  const { tenantId, user } = input;
  const going = input.going.length > 0 ? input.going : [-1];
  const cards = await db
    .select({ uuid: profiles.uuid, avatar: profiles.avatar, logo: profiles.organizationLogo })
    .from(profiles)
    .where(and(eq(profiles.tenantId, tenantId), inArray(profiles.id, going)));
  const keys = await storedKeysOf(db, tenantId, user.id, going);
  if (cards.length > 0) {
    await unnameMentions(
      db,
      tenantId,
      cards.map((card) => card.uuid),
    );
  }
  await db
    .update(certificates)
    .set({
      recipientName: formerMember,
      revokedAt: sql`coalesce(${certificates.revokedAt}, now())`,
      revokedReason: sql`coalesce(${certificates.revokedReason}, 'The holder deleted their account')`,
    })
    .where(and(eq(certificates.tenantId, tenantId), inArray(certificates.recipientProfileId, going)));
  await forgetContacts(db, tenantId, user);
  await erase();
  const images = cards.flatMap((card) => [card.avatar, card.logo]).filter((url): url is string => Boolean(url));
  return [...new Set([...keys, ...(await unshownImageKeys(db, tenantId, images))])];
};
