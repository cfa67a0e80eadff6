/*
 * What the tests of data exports and of account deletion share: a member's data of every kind with files
 * in the store (made straight in the database, with a real picture uploaded through the API), the export
 * jobs wired to the test app, and a small reader of zips.
 */
import { inflateRawSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { connect, type Person, startConversation } from '../../../test/factory.ts';
import { sqlRows, type TestApp, upload } from '../../../test/helpers.ts';
import { fileKey, newFileId } from '../../platform/storage/index.ts';
import { tenantOrigin } from '../../platform/tenancy/public-origin.ts';
import { createDataExportJobs } from './jobs.ts';

type Json = Record<string, unknown>;

export const pdfBytes = (words: string) =>
  Buffer.from(`%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\n% ${words}\ntrailer<</Root 1 0 R>>\n%%EOF\n`);

/** The export jobs on the test app's parts, their queues made if the app did not register them, no worker taking them. */
export const exportJobs = async (t: TestApp, change: Partial<Parameters<typeof createDataExportJobs>[0]> = {}) => {
  const [build, sweep] = createDataExportJobs({
    db: t.database.db,
    jobs: t.app.jobs,
    storage: t.app.storage,
    mailer: t.app.mailer,
    log: t.app.log,
    origin: (tenantId) => tenantOrigin(t.database.db, t.app.config, tenantId),
    ...change,
  });
  if (!build || !sweep) throw new Error('the export jobs are missing');
  for (const definition of [build, sweep]) {
    // Tests run the jobs by hand: the app's own workers (when app.ts starts them) would race them.
    if (await t.app.jobs.boss.getQueue(definition.name)) await t.app.jobs.boss.offWork(definition.name);
    else await t.app.jobs.boss.createQueue(definition.name, { name: definition.name });
  }
  return { build, sweep };
};

const rowOf = async (t: TestApp, query: ReturnType<typeof sql>) => {
  const [row] = await sqlRows(t.database, query);
  if (!row) throw new Error('insert returned nothing');
  return row;
};

/** Stores bytes under a fresh key of the tenant, as an upload would. */
const store = async (t: TestApp, tenantId: string, bytes: Buffer, extension: 'pdf' | 'png', type: string) => {
  const key = fileKey(tenantId, newFileId(), 'test', extension);
  await t.app.storage.put(key, bytes, type);
  return key;
};

/**
 * `me` with data of every kind `other` can see, and `other` with some of their own: a picture (uploaded),
 * a post with a picture, a comment and a reaction on `other`'s post, a post of `other` mentioning `me`, a
 * connection, a conversation with a file sent by `me`, a job application with a resume, a program
 * application. Answers the keys of `me`'s files and the words only `me` wrote.
 */
export const seedMemberData = async (t: TestApp, host: string, me: Person, other: Person) => {
  const tenantId = me.tenantId;
  const picture = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();
  const uploaded = await upload(t.app, {
    host,
    url: '/api/v1/users/upload/avatar',
    token: me.token,
    file: { name: 'file', filename: 'me.png', type: 'image/png', content: picture },
  });
  if (uploaded.statusCode !== 200) throw new Error(`avatar upload failed: ${uploaded.body}`);
  const avatarUrl = String((uploaded.json() as { data: { url: string } }).data.url);
  const avatarKey = avatarUrl.slice('/api/v1/files/'.length);

  const postKey = await store(t, tenantId, picture, 'png', 'image/png');
  const words = {
    post: `Solar panels for every school ${newFileId().slice(0, 6)}`,
    comment: `Count me in ${newFileId().slice(0, 6)}`,
    message: `Here is our deck ${newFileId().slice(0, 6)}`,
    reply: `Thanks, reading it now ${newFileId().slice(0, 6)}`,
    otherPost: `Welcome to our new members ${newFileId().slice(0, 6)}`,
  };
  const files = JSON.stringify([
    { uuid: newFileId(), type: 'image', kind: 'png', size: picture.length, width: 64, height: 64, key: postKey },
  ]);
  const mine = await rowOf(
    t,
    sql`insert into posts (tenant_id, author_profile_id, body, files)
        values (${tenantId}, ${me.profileId}, ${words.post}, ${files}::jsonb) returning id, uuid`,
  );
  const mention = JSON.stringify([{ uuid: me.uuid, name: me.name }]);
  const theirs = await rowOf(
    t,
    sql`insert into posts (tenant_id, author_profile_id, body, mentions)
        values (${tenantId}, ${other.profileId}, ${`${words.otherPost} @[${me.name}](${me.uuid})!`}, ${mention}::jsonb)
        returning id, uuid`,
  );
  await sqlRows(
    t.database,
    sql`insert into post_mentions (tenant_id, post_id, profile_id) values (${tenantId}, ${theirs.id}, ${me.profileId})`,
  );
  await sqlRows(
    t.database,
    sql`insert into post_comments (tenant_id, post_id, author_profile_id, body)
        values (${tenantId}, ${theirs.id}, ${me.profileId}, ${words.comment})`,
  );
  await sqlRows(
    t.database,
    sql`insert into post_reactions (tenant_id, post_id, profile_id, type) values (${tenantId}, ${theirs.id}, ${me.profileId}, 'celebrate')`,
  );

  await connect(t, me, other);
  const conversation = await startConversation(t, me, other);
  const deck = pdfBytes(`deck of ${me.name}`);
  const attachmentKey = await store(t, tenantId, deck, 'pdf', 'application/pdf');
  await sqlRows(
    t.database,
    sql`insert into chat_messages (tenant_id, conversation_id, sender_profile_id, body, attachment_key, attachment_name, attachment_kind, attachment_size)
        values (${tenantId}, ${conversation.id}, ${me.profileId}, ${words.message}, ${attachmentKey}, 'Our deck.pdf', 'pdf', ${deck.length}),
               (${tenantId}, ${conversation.id}, ${other.profileId}, ${words.reply}, null, null, null, null)`,
  );

  const hiring = await rowOf(
    t,
    sql`insert into hiring_profiles (tenant_id, profile_id, company_name) values (${tenantId}, ${other.profileId}, 'Other Hiring Co')
        returning id`,
  );
  const job = await rowOf(
    t,
    sql`insert into jobs (tenant_id, hiring_profile_id, title, description, employment_type, work_mode, deadline)
        values (${tenantId}, ${hiring.id}, 'Solar engineer', 'Panels.', 'full_time', 'remote', current_date + 30) returning id`,
  );
  const cv = pdfBytes(`resume of ${me.name}`);
  const resumeKey = await store(t, tenantId, cv, 'pdf', 'application/pdf');
  const resume = JSON.stringify({
    key: resumeKey,
    name: 'My resume.pdf',
    kind: 'pdf',
    size: cv.length,
    uploadedAt: new Date(),
  });
  await sqlRows(
    t.database,
    sql`insert into job_applications (tenant_id, job_id, applicant_user_id, applicant_profile_id, name, email, cover_letter, resume)
        values (${tenantId}, ${job.id}, ${me.userId}, ${me.profileId}, ${me.name}, ${me.email}, 'I build panels.', ${resume}::jsonb)`,
  );

  const program = await rowOf(t, sql`select id, title from programs where tenant_id = ${tenantId} order by id limit 1`);
  await sqlRows(
    t.database,
    sql`insert into program_applications (tenant_id, program_id, profile_id, user_id, status, answers)
        values (${tenantId}, ${program.id}, ${me.profileId}, ${me.userId}, 'submitted', ${JSON.stringify({ pitch: 'Schools first' })}::jsonb)`,
  );
  return {
    words,
    program: String(program.title),
    keys: { avatar: avatarKey, post: postKey, attachment: attachmentKey, resume: resumeKey },
    bytes: { picture, deck, cv },
    posts: { mine: String(mine.uuid), theirs: String(theirs.uuid) },
  };
};

/** The entries of a zip by name: its central directory read, each entry inflated (or stored). */
export const readZip = (zip: Buffer) => {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('not a zip');
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries = new Map<string, Buffer>();
  for (let n = 0; n < count; n++) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error('bad central directory');
    const method = zip.readUInt16LE(at + 10);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(start, start + size);
    entries.set(name, method === 8 ? inflateRawSync(data) : Buffer.from(data));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
};

export const jsonOf = (entries: Map<string, Buffer>, name: string) => {
  const entry = entries.get(name);
  if (!entry) throw new Error(`${name} is not in the zip`);
  return JSON.parse(entry.toString('utf8')) as Json[] & Json;
};

/** Whether the store holds a file under the key (its stream closed at once). */
export const isStored = async (t: TestApp, key: string) => {
  const file = await t.app.storage.get(key);
  file?.body.destroy();
  return file !== null;
};
