import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addTeamMember, type Person, tenantGraph } from '../../../test/factory.ts';
import { call, confirmationCode, createTestApp, sqlRows, type TestApp } from '../../../test/helpers.ts';
import { exportJobs, isStored, seedMemberData } from '../data-export/test-kit.ts';

/*
 * Deleting an account removes or anonymises everything the data export lists (docs/data-export.md): the
 * member's rows go with their cascades, other members' posts stop naming them, codes and messages sent to
 * them leave the outbox, and the files they uploaded (pictures, post images, message attachments, resumes,
 * their exports' zips) leave the store. Other members' things stay, as do images a team still shows.
 */

let t: TestApp;
let g: Awaited<ReturnType<typeof graph>>;

const host = 'localhost';
const graph = () =>
  tenantGraph(t, host, {
    asha: { type: 'startup', name: 'Asha Founder', organizationName: 'Solar Sprout', approvalStatus: 'approved' },
    ravi: { type: 'mentor', name: 'Ravi Mentor', approvalStatus: 'approved' },
  });

const rows = (query: ReturnType<typeof sql>) => sqlRows(t.database, query);
const deleteAccount = async (person: Person) => {
  const code = await confirmationCode(t, host, person.token, person.email);
  return call(t.app, {
    method: 'DELETE',
    host,
    url: '/api/v1/users/delete_account',
    token: person.token,
    body: { code },
  });
};

beforeAll(async () => {
  t = await createTestApp();
  g = await graph();
}, 120_000);
afterAll(() => t.close());

describe('deleting an account', () => {
  it('leaves nothing the export listed naming the person, and removes their files from the store', async () => {
    const { asha, ravi } = g.people;
    const seeded = await seedMemberData(t, host, asha, ravi);
    const teammate = await addTeamMember(t, asha, 'Tara Teammate');
    // A ready export, its zip in the store.
    const jobs = await exportJobs(t);
    const asked = await call(t.app, { method: 'POST', host, url: '/api/v1/users/data-export', token: asha.token });
    expect(asked.statusCode, asked.body).toBe(202);
    const [row] = await rows(sql`select id, tenant_id from data_exports where user_id = ${asha.userId}`);
    await jobs.build.run({ tenantId: String(row?.tenant_id), exportId: Number(row?.id) } as never, {
      attempt: 1,
      lastAttempt: true,
    });
    const [built] = await rows(sql`select file_key from data_exports where user_id = ${asha.userId}`);
    const zipKey = String(built?.file_key);
    const avatarKeys = ['512', '100', '70'].map((size) => seeded.keys.avatar.replace(/-\d+\.webp$/, `-${size}.webp`));
    const keys = [...Object.values(seeded.keys), ...avatarKeys, zipKey];
    for (const key of keys) expect(await isStored(t, key), key).toBe(true);
    // Ravi's own file stays.
    const ravisKey = `${ravi.tenantId}/${'b'.repeat(32)}-test.png`;
    await t.app.storage.put(ravisKey, seeded.bytes.picture, 'image/png');
    const ravisFiles = JSON.stringify([
      { uuid: 'r', type: 'image', kind: 'png', size: 1, width: 1, height: 1, key: ravisKey },
    ]);
    await rows(sql`insert into posts (tenant_id, author_profile_id, body, files)
                   values (${ravi.tenantId}, ${ravi.profileId}, 'My own picture', ${ravisFiles}::jsonb)`);

    const res = await deleteAccount(asha);
    expect(res.statusCode, res.body).toBe(200);

    const name = 'Asha Founder';
    const profileIds = [asha.profileId, teammate.profileId];
    const left = async (query: ReturnType<typeof sql>) => (await rows(query)).length;
    expect(await left(sql`select 1 from users where id in (${asha.userId}, ${teammate.userId})`)).toBe(0);
    expect(await left(sql`select 1 from profiles where id in (${profileIds[0]}, ${profileIds[1]})`)).toBe(0);
    expect(await left(sql`select 1 from posts where author_profile_id = ${asha.profileId}`)).toBe(0);
    expect(await left(sql`select 1 from post_comments where author_profile_id = ${asha.profileId}`)).toBe(0);
    expect(await left(sql`select 1 from post_reactions where profile_id = ${asha.profileId}`)).toBe(0);
    expect(await left(sql`select 1 from chat_messages where sender_profile_id = ${asha.profileId}`)).toBe(0);
    expect(
      await left(
        sql`select 1 from connections where from_profile_id = ${asha.profileId} or to_profile_id = ${asha.profileId}`,
      ),
    ).toBe(0);
    expect(
      await left(sql`select 1 from job_applications where applicant_user_id = ${asha.userId} or email = ${asha.email}`),
    ).toBe(0);
    expect(await left(sql`select 1 from program_applications where user_id = ${asha.userId}`)).toBe(0);
    expect(await left(sql`select 1 from data_exports where user_id = ${asha.userId}`)).toBe(0);
    expect(await left(sql`select 1 from outbox_messages where "to" = ${asha.email}`)).toBe(0);
    expect(await left(sql`select 1 from otp_codes where recipient = ${asha.email}`)).toBe(0);
    // Nothing of what other members still see names her: Ravi's post mentioned her.
    const [theirPost] = await rows(sql`select body, mentions from posts where uuid = ${seeded.posts.theirs}`);
    expect(String(theirPost?.body)).not.toContain(name);
    expect(String(theirPost?.body)).toContain('@[Former member]');
    expect(theirPost?.mentions).toEqual([{ uuid: asha.uuid, name: 'Former member' }]);
    const named = await rows(sql`select 'posts' from posts where body like ${`%${name}%`}
                                 union all select 'comments' from post_comments where body like ${`%${name}%`}
                                 union all select 'messages' from chat_messages where body like ${`%${name}%`}
                                 union all select 'applications' from job_applications where name = ${name}`);
    expect(named).toEqual([]);

    for (const key of keys) expect(await isStored(t, key), key).toBe(false);
    expect(await isStored(t, ravisKey)).toBe(true);
    expect(await left(sql`select 1 from posts where uuid = ${seeded.posts.theirs}`)).toBe(1);
    expect(await left(sql`select 1 from users where id = ${ravi.userId}`)).toBe(1);
  });

  it('keeps the logo a team member shows when the member leaves: it is the owner’s', async () => {
    const { ravi } = g.people;
    const logo = `/api/v1/files/${ravi.tenantId}/${'a'.repeat(32)}-512.webp`;
    const logoKey = logo.slice('/api/v1/files/'.length);
    await t.app.storage.put(logoKey, Buffer.from('RIFF....WEBP'), 'image/webp');
    await rows(sql`update profiles set organization_logo = ${logo} where id = ${ravi.profileId}`);
    const member = await addTeamMember(t, ravi, 'Milo Member');
    expect((await rows(sql`select organization_logo from profiles where id = ${member.profileId}`))[0]).toEqual({
      organization_logo: logo,
    });
    const res = await deleteAccount(member);
    expect(res.statusCode, res.body).toBe(200);
    expect(await rows(sql`select 1 from profiles where id = ${member.profileId}`)).toEqual([]);
    expect(await isStored(t, logoKey)).toBe(true);
  });
});
