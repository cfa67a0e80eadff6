import { randomUUID } from 'node:crypto';
import { dataExportKeepDays, dataExportsPerDay } from '@ventura/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lookAlikeTenants, otherDemoHost, type Person } from '../../../test/factory.ts';
import { call, createTestApp, sqlRows, type TestApp } from '../../../test/helpers.ts';
import { tenantOrigin } from '../../platform/tenancy/public-origin.ts';
import { buildFailure } from './jobs.ts';
import { exportJobs, isStored, jsonOf, readZip, seedMemberData } from './test-kit.ts';

/*
 * Taking everything with you, against a real database: a member asks for their data, a second ask waits
 * while it is prepared, the job builds the zip (every part as JSON, the uploaded files, a README) with the
 * member's things and nothing of another member or tenant, emails the link, and the member alone downloads
 * it until the daily sweep removes it. Three a day; a build that fails for good says so.
 */

let t: TestApp;
let g: Awaited<ReturnType<typeof graph>>;
let seeded: Awaited<ReturnType<typeof seedMemberData>>;
let jobs: Awaited<ReturnType<typeof exportJobs>>;
let firstUuid = '';

const graph = () =>
  lookAlikeTenants(t, {
    asha: { type: 'startup', name: 'Asha Founder', organizationName: 'Solar Sprout', approvalStatus: 'approved' },
    ravi: { type: 'mentor', name: 'Ravi Mentor', approvalStatus: 'approved' },
    mia: { type: 'investor', name: 'Mia Investor', organizationName: 'Seed Fund', approvalStatus: 'approved' },
  });

type Json = Record<string, unknown>;
type Reply = Awaited<ReturnType<typeof call>>;
const api = (method: 'GET' | 'POST', url: string, person?: Person, host = 'localhost') =>
  call(t.app, { method, host, url: `/api/v1${url}`, ...(person ? { token: person.token } : {}) });
const rows = (query: ReturnType<typeof sql>) => sqlRows(t.database, query);
const dataOf = (res: Reply) => (res.json() as { data: Json }).data;
const expectRefusal = (res: Reply, status: number, words?: string) => {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json()).toMatchObject({ message: expect.any(String), errors: expect.any(Array) });
  if (words) expect(res.body).toContain(words);
};
const exportRow = async (uuid: string) => (await rows(sql`select * from data_exports where uuid = ${uuid}`))[0];

/** Runs the build of an export by hand (as the queue's worker would), on its last attempt unless told. */
const build = async (uuid: string, lastAttempt = true, job = jobs.build) => {
  const row = await exportRow(uuid);
  await job.run({ tenantId: String(row?.tenant_id), exportId: Number(row?.id) } as never, { attempt: 1, lastAttempt });
};
const ask = async (person: Person) => {
  const res = await api('POST', '/users/data-export', person);
  expect(res.statusCode, res.body).toBe(202);
  return dataOf(res) as { uuid: string; status: string };
};

beforeAll(async () => {
  t = await createTestApp();
  g = await graph();
  jobs = await exportJobs(t);
  seeded = await seedMemberData(t, 'localhost', g.home.people.asha, g.home.people.ravi);
  // The same person on the other tenant, with words that must not travel.
  await rows(sql`insert into posts (tenant_id, author_profile_id, body)
                 values (${g.away.tenant.id}, ${g.away.people.asha.profileId}, 'Away tenant secret')`);
}, 120_000);
afterAll(() => t.close());

describe('asking for your data', () => {
  it('queues an export with its job, refuses a second while it is prepared, and shows it as the latest', async () => {
    const { asha } = g.home.people;
    expect(dataOf(await api('GET', '/users/data-export', asha))).toBeNull();
    const asked = await ask(asha);
    firstUuid = asked.uuid;
    expect(asked).toMatchObject({ status: 'queued', readyAt: null, expiresAt: null, bytes: null, parts: [] });
    const [queued] = await rows(
      sql`select data from pgboss.job where name = 'data-export.build' and (data->>'exportId')::int =
          (select id from data_exports where uuid = ${asked.uuid})`,
    );
    expect(queued?.data).toMatchObject({ tenantId: g.home.tenant.id });

    expectRefusal(await api('POST', '/users/data-export', asha), 409, 'Your data is already being prepared');
    expect(await rows(sql`select 1 from data_exports where user_id = ${asha.userId}`)).toHaveLength(1);
    expect(dataOf(await api('GET', '/users/data-export', asha))).toMatchObject({ uuid: asked.uuid });
    expectRefusal(await api('GET', `/users/data-export/${asked.uuid}/download`, asha), 409, 'still being prepared');
    expectRefusal(await api('POST', '/users/data-export'), 401);
    expectRefusal(await api('GET', '/users/data-export'), 401);
  });

  it('builds the zip: every part, the member’s files and a README; the member hears by email', async () => {
    const { asha } = g.home.people;
    const before = Date.now();
    await build(firstUuid);
    const latest = dataOf(await api('GET', '/users/data-export', asha)) as Json & {
      parts: { key: string; count: number }[];
      expiresAt: string;
      readyAt: string;
      bytes: number;
    };
    expect(latest).toMatchObject({ uuid: firstUuid, status: 'ready', error: null });
    expect(latest.bytes).toBeGreaterThan(0);
    const keepMs = dataExportKeepDays * 86_400_000;
    expect(Date.parse(latest.expiresAt) - Date.parse(latest.readyAt)).toBe(keepMs);
    expect(Date.parse(latest.readyAt)).toBeGreaterThanOrEqual(before - 1000);
    const counts = Object.fromEntries(latest.parts.map((part) => [part.key, part.count]));
    expect(counts).toMatchObject({
      account: 1,
      profiles: 1,
      connections: 1,
      messages: 1,
      posts: 1,
      comments: 1,
      reactions: 1,
      'job-applications': 1,
      'program-applications': 1,
      files: 4,
    });

    const res = await api('GET', `/users/data-export/${firstUuid}/download`, asha);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toContain(`ventura-data-${latest.readyAt.slice(0, 10)}.zip`);
    expect(res.headers['content-disposition']).toMatch(/^attachment;/);
    const zip = readZip(res.rawPayload);
    expect(res.rawPayload.length).toBe(latest.bytes);
    for (const part of latest.parts.filter((p) => p.key !== 'files')) expect(zip.has(`${part.key}.json`)).toBe(true);
    const readme = zip.get('README.txt')?.toString('utf8') ?? '';
    expect(readme).toContain('posts.json (1)');
    expect(readme).toContain('files/ (4)');

    const text = [...zip.entries()]
      .filter(([name]) => name.endsWith('.json'))
      .map(([, bytes]) => bytes.toString('utf8'))
      .join('\n');
    const { words } = seeded;
    expect(jsonOf(zip, 'account.json')).toMatchObject({ name: 'Asha Founder', email: asha.email });
    expect(jsonOf(zip, 'posts.json')).toEqual([expect.objectContaining({ body: words.post })]);
    expect(jsonOf(zip, 'comments.json')).toEqual([
      expect.objectContaining({ body: words.comment, post: seeded.posts.theirs }),
    ]);
    expect(jsonOf(zip, 'reactions.json')).toEqual([
      expect.objectContaining({ on: 'post', uuid: seeded.posts.theirs, type: 'celebrate' }),
    ]);
    const [message] = jsonOf(zip, 'messages.json');
    expect(message).toMatchObject({ body: words.message, conversationName: 'Ravi Mentor', deletedAt: null });
    expect(String(message?.sentAt)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(jsonOf(zip, 'connections.json')).toEqual([
      expect.objectContaining({ otherSide: 'Ravi Mentor', direction: 'sent', status: 'accepted' }),
    ]);
    const [application] = jsonOf(zip, 'job-applications.json');
    expect(application).toMatchObject({
      job: 'Solar engineer',
      company: 'Other Hiring Co',
      coverLetter: 'I build panels.',
    });
    expect(jsonOf(zip, 'program-applications.json')).toEqual([
      expect.objectContaining({ program: seeded.program, answers: { pitch: 'Schools first' } }),
    ]);
    const [profile] = jsonOf(zip, 'profiles.json');
    expect(profile).toMatchObject({ uuid: asha.uuid, accountType: 'startup', organizationName: 'Solar Sprout' });

    // The files, byte for byte, where the parts say they are.
    const attachment = (message as { attachment: { file: string } }).attachment.file;
    expect(zip.get(attachment)?.equals(seeded.bytes.deck)).toBe(true);
    const resume = (application as { resume: { file: string } }).resume.file;
    expect(zip.get(resume)?.equals(seeded.bytes.cv)).toBe(true);
    const postFile = (jsonOf(zip, 'posts.json')[0] as { files: { file: string }[] }).files[0]?.file ?? '';
    expect(zip.get(postFile)?.equals(seeded.bytes.picture)).toBe(true);
    const picture = String((profile as { picture: string }).picture);
    expect(picture).toMatch(/^files\/profiles\/[0-9a-f]{32}-512\.webp$/);
    expect(zip.get(picture)?.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect([...zip.keys()].filter((name) => name.startsWith('files/'))).toHaveLength(4);

    // Nothing of another member or another tenant.
    expect(text).not.toContain(words.reply);
    expect(text).not.toContain(words.otherPost);
    expect(text).not.toContain('Away tenant secret');
    expect(text).not.toContain(g.home.people.ravi.email);

    const origin = await tenantOrigin(t.database.db, t.app.config, g.home.tenant.id);
    const [email] = await rows(
      sql`select subject, body from outbox_messages where "to" = ${asha.email} and subject like 'Your data%'`,
    );
    expect(email?.subject).toBe(`Your data from ${g.home.tenant.name} is ready`);
    expect(String(email?.body)).toContain(`${origin}/account/your-data`);
    expect(String(email?.body)).toContain(new Date(latest.expiresAt).toUTCString().slice(0, 16));

    // The job again (a retry, or the queue's own worker) changes nothing and sends nothing more.
    await build(firstUuid);
    expect((await exportRow(firstUuid))?.status).toBe('ready');
    expect(
      await rows(sql`select 1 from outbox_messages where "to" = ${asha.email} and subject like 'Your data%'`),
    ).toHaveLength(1);
  });

  it('lets only its member download it: another member and another tenant get 404', async () => {
    const { ravi } = g.home.people;
    expectRefusal(await api('GET', `/users/data-export/${firstUuid}/download`, ravi), 404);
    expectRefusal(await api('GET', `/users/data-export/${firstUuid}/download`, g.away.people.asha, otherDemoHost), 404);
    expectRefusal(await api('GET', `/users/data-export/${firstUuid}/download`), 401);
    expectRefusal(await api('GET', `/users/data-export/${randomUUID()}/download`, g.home.people.asha), 404);
    expectRefusal(await api('GET', '/users/data-export/not-an-id/download', g.home.people.asha), 400);
    expect(dataOf(await api('GET', '/users/data-export', ravi))).toBeNull();
  });

  it(`allows ${dataExportsPerDay} a day, then answers 429`, async () => {
    const { asha } = g.home.people;
    for (let n = 1; n < dataExportsPerDay; n++) await build((await ask(asha)).uuid);
    expectRefusal(await api('POST', '/users/data-export', asha), 429, 'a day');
    // A day later, the member may ask again.
    await rows(
      sql`update data_exports set requested_at = requested_at - interval '25 hours' where user_id = ${asha.userId}`,
    );
    await build((await ask(asha)).uuid);
  });

  it('ends a build that fails on its last attempt as failed, with the reason; an earlier attempt is retried', async () => {
    const { mia } = g.home.people;
    const broken = await exportJobs(t, {
      storage: {
        ...t.app.storage,
        putFile: async () => {
          throw new Error('the store is down');
        },
      },
    });
    const asked = await ask(mia);
    await expect(build(asked.uuid, false, broken.build)).rejects.toThrow('the store is down');
    expect((await exportRow(asked.uuid))?.status).toBe('building');
    expectRefusal(await api('POST', '/users/data-export', mia), 409);
    await build(asked.uuid, true, broken.build);
    expect(dataOf(await api('GET', '/users/data-export', mia))).toMatchObject({
      status: 'failed',
      error: buildFailure,
    });
    expectRefusal(await api('GET', `/users/data-export/${asked.uuid}/download`, mia), 404, 'failed');
    // A failed one does not block the next.
    await build((await ask(mia)).uuid);
    expect(dataOf(await api('GET', '/users/data-export', mia))).toMatchObject({ status: 'ready' });
  });
});

describe('the daily sweep', () => {
  it('removes expired zips from the store, marks them expired, and queues tomorrow’s sweep', async () => {
    const { asha } = g.home.people;
    const keys = (
      await rows(sql`select file_key from data_exports where user_id = ${asha.userId} and status = 'ready'`)
    ).map((row) => String(row.file_key));
    expect(keys.length).toBeGreaterThan(1);
    for (const key of keys) expect(await isStored(t, key)).toBe(true);
    await rows(sql`update data_exports set expires_at = now() - interval '1 minute'
                   where user_id = ${asha.userId} and uuid <> ${firstUuid} and status = 'ready'`);
    const kept = await exportRow(firstUuid);
    const day = new Date().toISOString().slice(0, 10);
    await jobs.sweep.run({ day } as never, { attempt: 1, lastAttempt: true });

    const after = await rows(sql`select uuid, status, file_key from data_exports where user_id = ${asha.userId}`);
    for (const row of after.filter((r) => r.uuid !== firstUuid)) {
      expect(row).toMatchObject({ status: 'expired', file_key: null });
    }
    for (const key of keys.filter((key) => key !== kept?.file_key)) expect(await isStored(t, key)).toBe(false);
    expect(await isStored(t, String(kept?.file_key))).toBe(true);
    const expired = after.find((r) => r.uuid !== firstUuid);
    expectRefusal(await api('GET', `/users/data-export/${String(expired?.uuid)}/download`, asha), 404, 'expired');
    expect((await api('GET', `/users/data-export/${firstUuid}/download`, asha)).statusCode).toBe(200);

    const tomorrow = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const queued = await rows(
      sql`select 1 from pgboss.job where name = 'data-export.sweep' and data->>'day' = ${tomorrow}`,
    );
    expect(queued).toHaveLength(1);
  });

  it('ends exports a build never finished within a day as failed', async () => {
    const { ravi } = g.home.people;
    const asked = await ask(ravi);
    await rows(sql`update data_exports set requested_at = now() - interval '2 days' where uuid = ${asked.uuid}`);
    await jobs.sweep.run({ day: new Date().toISOString().slice(0, 10) } as never, { attempt: 1, lastAttempt: true });
    expect(await exportRow(asked.uuid)).toMatchObject({ status: 'failed' });
    expect((await ask(ravi)).status).toBe('queued');
  });
});
