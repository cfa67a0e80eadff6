/*
 * What the connections tests share: a tenant's settings switched for a test, the email a person was
 * sent (written by a job, so waited for), and the stored rows of a pair of profiles.
 */
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { PersonSpec } from '../../../test/factory.ts';
import { sqlRows, type TestApp } from '../../../test/helpers.ts';

/** The people connection tests are about, approved unless a test says otherwise. */
export const cast = {
  founder: { type: 'startup', name: 'Asha Founder', organizationName: 'Solar Sprout', approvalStatus: 'approved' },
  cofounder: { type: 'startup', name: 'Bela Builder', organizationName: 'Brick Labs', approvalStatus: 'approved' },
  investor: { type: 'investor', name: 'Ivan Investor', organizationName: 'Seed Fund', approvalStatus: 'approved' },
  investor2: { type: 'investor', name: 'Ines Angel', organizationName: 'Angel Club', approvalStatus: 'approved' },
  mentor: { type: 'mentor', name: 'Meera Mentor', organizationName: null, approvalStatus: 'approved' },
  corporate: { type: 'corporate', name: 'Cora Corp', organizationName: 'Big Corp', approvalStatus: 'approved' },
  partner: { type: 'partner', name: 'Paul Partner', organizationName: 'Hub', approvalStatus: 'approved' },
} satisfies Record<string, PersonSpec>;

/** Sets one of the tenant's `connections` settings (moderated, maxMessageLength...) and forgets cached tenants. */
export const setConnectionSetting = async (t: TestApp, tenantId: string, key: string, value: unknown) => {
  await sqlRows(
    t.database,
    sql`update tenants set settings = jsonb_set(settings, ${`{connections,${key}}`}::text[], ${JSON.stringify(value)}::jsonb)
        where id = ${tenantId}`,
  );
  t.app.tenants.clear();
};

/** The newest email to an address, once its job has written it to the outbox (within ten seconds). */
export const waitForMail = async (t: TestApp, to: string, containing = '') => {
  for (let waited = 0; waited < 10_000; waited += 200) {
    const [row] = await sqlRows(
      t.database,
      sql`select subject, body from outbox_messages where "to" = ${to} and body like ${`%${containing}%`}
          order by id desc limit 1`,
    );
    if (row) return { subject: String(row.subject), body: String(row.body) };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No email to ${to} within 10 s`);
};

/** The accept or reject link in a request's email, and the token it carries. */
export const actionLinkIn = (body: string, action: 'accept' | 'reject') => {
  const match = body.match(new RegExp(`(https?://\\S+/connection-request\\?token=([^&\\s]+)&action=${action})`));
  expect(match, `a ${action} link in: ${body}`).not.toBeNull();
  return { url: match?.[1] ?? '', token: decodeURIComponent(match?.[2] ?? '') };
};

/** Every connection between two profiles (either way), oldest first. */
export const pairRows = (t: TestApp, a: number, b: number) =>
  sqlRows(
    t.database,
    sql`select uuid, status, from_profile_id as "from", to_profile_id as "to", request_message as message,
               attachment_id as "attachmentId", moderated_by as "moderatedBy", moderation_note as note
          from connections
         where (from_profile_id = ${a} and to_profile_id = ${b}) or (from_profile_id = ${b} and to_profile_id = ${a})
         order by id`,
  );

/** The notifications a user holds, newest first. */
export const notificationsOf = (t: TestApp, userId: string) =>
  sqlRows(t.database, sql`select kind, title, body, url from notifications where user_id = ${userId} order by id desc`);
