import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testClient, upload } from '../../../test/helpers.ts';

/*
 * The pitch recorder against a real database and the machine's ffmpeg: clips made by ffmpeg here, checked,
 * transcoded and compiled by the jobs, the result read back with ffprobe.
 */

const host = 'localhost';
let t: TestApp;
const { api, rows, signIn } = testClient(() => t, host);
const alpha = testClient(() => t, 'alpha.localhost');
/** A small limit, so that a file one byte over it is quick to send. */
const clipMaxBytes = 300_000;
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'pitch-test-'));
const people = { founder: '', pending: '', operator: '', investor: '', mentor: '', alphaFounder: '' };

/** A clip made by ffmpeg: a test pattern with a tone (or silence), of a size, rate and length. */
const makeClip = (name: string, args: string[]) => {
  const file = path.join(folder, name);
  execFileSync('ffmpeg', ['-v', 'error', '-y', ...args, file]);
  return fs.readFileSync(file);
};
const clips = {
  webm: () =>
    makeClip('a.webm', [
      ...['-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=15:duration=2'],
      ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=2'],
      ...['-c:v', 'libvpx', '-b:v', '100k', '-c:a', 'libopus', '-shortest'],
    ]),
  // A phone's portrait clip without sound.
  mp4: () =>
    makeClip('b.mp4', [
      ...['-f', 'lavfi', '-i', 'testsrc2=size=180x320:rate=15:duration=3'],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'],
    ]),
  long: () =>
    makeClip('long.mp4', [
      ...['-f', 'lavfi', '-i', 'color=c=red:size=64x64:rate=5:duration=20'],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'],
    ]),
};
const probe = (file: string) =>
  JSON.parse(
    execFileSync('ffprobe', ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file], {
      encoding: 'utf8',
    }),
  ) as { format: { duration: string }; streams: { codec_type: string; codec_name: string }[] };

type Category = { id: number; kind: string; topics: { id: number; title: string; seconds: number }[] };
let categories: Category[] = [];
const category = (kind: string) => {
  const found = categories.find((entry) => entry.kind === kind);
  if (!found) throw new Error(`no ${kind}`);
  return found;
};
let greenleaf = '';
let finlytics = '';

const send = (token: string, url: string, file: { name: string; type: string; content: Buffer }) =>
  upload(t.app, {
    host,
    url: `/api/v1/pitch-deck/upload/${url}`,
    token,
    parts: [
      { name: 'videoTime', content: '2' },
      { name: 'file', filename: file.name, type: file.type, content: file.content },
    ],
  });

/** Asks until `done` holds (the jobs run in the app's own workers), or gives up after 60 s. */
const until = async <T>(read: () => Promise<T>, done: (value: T) => boolean) => {
  const end = Date.now() + 60_000;
  let value = await read();
  while (!done(value) && Date.now() < end) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    value = await read();
  }
  return value;
};
const deck = async (token: string) => (await api('GET', '/pitch-deck', token)).json().data;
const stored = () =>
  fs
    .readdirSync(t.app.config.uploadsDir, { recursive: true })
    .filter((name) => String(name).includes('-clip.') || String(name).includes('-pitch.'));
const queued = async () => {
  const [row] = await rows(sql`select count(*)::int as n from pgboss.job where name like 'pitch.%'`);
  return Number(row?.n);
};

beforeAll(async () => {
  t = await createTestApp({ PITCH_CLIP_MAX_BYTES: String(clipMaxBytes) });
  people.founder = await signIn('aarav@greenleaf.demo');
  people.pending = await signIn('sara@finlytics.demo');
  people.operator = await signIn('admin@ventura.demo');
  people.investor = await signIn('rohan@northstar.demo');
  people.mentor = await signIn('david@mentors.demo');
  people.alphaFounder = await alpha.signIn('tom@orbit.demo');
  // The sales pitch keeps two topics of 10 s, so that a compile stays small.
  const topics = (await api('GET', '/pitch-deck/topics', people.operator)).json().data as Category[];
  const sales = topics.find((entry) => entry.kind === 'sales-pitch');
  for (const topic of sales?.topics.slice(2) ?? []) {
    expect((await api('DELETE', `/pitch-deck/topics/${topic.id}`, people.operator)).statusCode).toBe(204);
  }
  for (const topic of sales?.topics.slice(0, 2) ?? []) {
    await api('PATCH', `/pitch-deck/topics/${topic.id}`, people.operator, {
      title: topic.title,
      prompt: null,
      seconds: 10,
    });
  }
  const mine = await deck(people.founder);
  categories = mine.categoryTopics;
  greenleaf = mine.startupUuid;
  finlytics = (await deck(people.pending)).startupUuid;
}, 120_000);
afterAll(async () => {
  await t.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

describe('topics', () => {
  it('lists each kind with its topics ordered by id, each with a suggested length', async () => {
    expect(categories.map((entry) => entry.kind)).toEqual(['fundraising-pitch', 'sales-pitch', 'hiring-pitch']);
    const fundraising = category('fundraising-pitch').topics;
    expect(fundraising.map((topic) => topic.id)).toEqual(
      [...fundraising.map((topic) => topic.id)].sort((a, b) => a - b),
    );
    expect(fundraising[0]).toMatchObject({ title: 'The problem', seconds: 60 });
    expect(category('sales-pitch').topics.map((topic) => topic.seconds)).toEqual([10, 10]);
  });

  it('are changed by operators only, and refuse bad input changing nothing', async () => {
    const hiring = category('hiring-pitch');
    const body = { title: 'Why now', prompt: 'What changed', seconds: 45 };
    expect(
      (await api('POST', '/pitch-deck/topics', people.founder, { ...body, kind: 'hiring-pitch' })).statusCode,
    ).toBe(403);
    for (const bad of [{ ...body, seconds: 5 }, { ...body, title: '' }, { ...body, seconds: 'x' }, {}]) {
      const res = await api('POST', '/pitch-deck/topics', people.operator, { kind: 'hiring-pitch', ...bad });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: expect.any(String), errors: expect.any(Array) });
    }
    expect(
      (await api('POST', '/pitch-deck/topics', people.operator, { ...body, kind: 'unknown-pitch' })).statusCode,
    ).toBe(400);
    let after = (await api('GET', '/pitch-deck/topics', people.operator)).json().data as Category[];
    expect(after.find((entry) => entry.kind === 'hiring-pitch')?.topics).toHaveLength(hiring.topics.length);

    const added = await api('POST', '/pitch-deck/topics', people.operator, { ...body, kind: 'hiring-pitch' });
    expect(added.statusCode).toBe(201);
    after = (await api('GET', '/pitch-deck/topics', people.operator)).json().data as Category[];
    expect(after.find((entry) => entry.kind === 'hiring-pitch')?.topics.at(-1)).toMatchObject(body);
    // Another tenant's operator cannot reach it.
    const alphaOperator = await alpha.signIn('ops@alpha.demo');
    expect((await alpha.api('DELETE', `/pitch-deck/topics/${added.json().data.id}`, alphaOperator)).statusCode).toBe(
      404,
    );
    expect((await api('DELETE', `/pitch-deck/topics/${added.json().data.id}`, people.operator)).statusCode).toBe(204);
  });
});

describe('the recorder', () => {
  it('is for startups: other profiles are refused', async () => {
    expect((await api('GET', '/pitch-deck')).statusCode).toBe(401);
    const res = await api('GET', '/pitch-deck', people.investor);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Pitches are recorded by startups');
    const mine = await deck(people.founder);
    expect(Object.keys(mine.formattedResults)).toEqual(['fundraising-pitch', 'sales-pitch', 'hiring-pitch']);
    expect(mine.formattedResults['sales-pitch']).toMatchObject({
      clips: [{ status: null, script: '' }, { status: null }],
      compile: { status: 'none', videoUrl: null },
    });
  });

  it('keeps a script as typed, and refuses one too long', async () => {
    const sales = category('sales-pitch');
    const [topic] = sales.topics;
    const script = '  Our buyers lose 3 hours a day.\n\nWe give them back. ';
    const saved = await api('POST', `/pitch-deck/script/${sales.id}/${topic?.id}`, people.founder, { script });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ topicId: topic?.id, script, status: null });
    const long = await api('POST', `/pitch-deck/script/${sales.id}/${topic?.id}`, people.founder, {
      script: 'x'.repeat(5001),
    });
    expect(long.statusCode).toBe(400);
    expect((await deck(people.founder)).formattedResults['sales-pitch'].clips[0].script).toBe(script);
    // A topic of another kind under this category.
    const other = category('hiring-pitch').topics[0]?.id;
    expect((await api('POST', `/pitch-deck/script/${sales.id}/${other}`, people.founder, { script })).statusCode).toBe(
      400,
    );
  });

  it('refuses a file that is not a video, too long, for another kind, startup or tenant, storing and queueing nothing', async () => {
    const sales = category('sales-pitch');
    const [first] = sales.topics;
    const url = `${greenleaf}/${sales.id}/${first?.id}`;
    const before = { files: stored().length, jobs: await queued() };
    const png = Buffer.from(
      '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63fcffff3f0005fe02fea7d6a0000000000049454e44ae426082',
      'hex',
    );
    const cases = [
      { file: { name: 'clip.webm', type: 'video/webm', content: png }, words: 'not a video' },
      {
        file: { name: 'clip.webm', type: 'video/webm', content: Buffer.from('hello, not a video') },
        words: 'not a video',
      },
      {
        file: {
          name: 'clip.webm',
          type: 'video/webm',
          content: Buffer.concat([clips.webm().subarray(0, 60), Buffer.alloc(400, 7)]),
        },
        words: 'could not be read',
      },
      { file: { name: 'long.mp4', type: 'video/mp4', content: clips.long() }, words: 'takes at most 0:15' },
    ];
    const big = await send(people.founder, url, {
      name: 'big.webm',
      type: 'video/webm',
      content: Buffer.concat([clips.webm(), Buffer.alloc(clipMaxBytes)]),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().errors).toEqual([expect.stringMatching(/^file: File is larger than/)]);
    for (const { file, words } of cases) {
      const res = await send(people.founder, url, file);
      expect(res.statusCode, file.name).toBe(400);
      expect(res.json().errors.join(' ')).toContain(words);
    }
    const webm = { name: 'a.webm', type: 'video/webm', content: clips.webm() };
    const hiringTopic = category('hiring-pitch').topics[0]?.id;
    expect((await send(people.founder, `${greenleaf}/${sales.id}/${hiringTopic}`, webm)).statusCode).toBe(400);
    expect((await send(people.founder, `${finlytics}/${sales.id}/${first?.id}`, webm)).statusCode).toBe(404);
    expect((await send(people.investor, url, webm)).statusCode).toBe(403);
    const alphaDeck = (await alpha.api('GET', '/pitch-deck', people.alphaFounder)).json().data;
    const alphaUrl = `/api/v1/pitch-deck/upload/${alphaDeck.startupUuid}/${sales.id}/${first?.id}`;
    const cross = await upload(t.app, {
      host: 'alpha.localhost',
      url: alphaUrl,
      token: people.alphaFounder,
      file: webm,
    });
    expect(cross.statusCode).toBe(404);
    expect({ files: stored().length, jobs: await queued() }).toEqual(before);
    expect(
      (await deck(people.founder)).formattedResults['sales-pitch'].clips.map(
        (clip: { status: unknown }) => clip.status,
      ),
    ).toEqual([null, null]);
  });

  it('takes two clips, transcodes them, compiles them in order with title cards, and streams the result', async () => {
    const sales = category('sales-pitch');
    const [first, second] = sales.topics;
    const missing = await api('POST', `/pitch-deck/compile/request/${greenleaf}/sales-pitch`, people.founder);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([
      `topics: ${first?.title} has no clip`,
      `topics: ${second?.title} has no clip`,
    ]);

    const one = await send(people.founder, `${greenleaf}/${sales.id}/${first?.id}`, {
      name: 'a.webm',
      type: 'video/webm',
      content: clips.webm(),
    });
    expect(one.statusCode).toBe(200);
    expect(one.json().data).toMatchObject({ status: 'processing', seconds: 2 });
    const two = await send(people.founder, `${greenleaf}/${sales.id}/${second?.id}`, {
      name: 'b.mov',
      type: 'video/quicktime',
      content: clips.mp4(),
    });
    expect(two.statusCode).toBe(200);

    const ready = await until(
      () => deck(people.founder),
      (d) => d.formattedResults['sales-pitch'].clips.every((clip: { status: string }) => clip.status === 'ready'),
    );
    const readyClips = ready.formattedResults['sales-pitch'].clips;
    expect(readyClips.map((clip: { seconds: number }) => Math.round(clip.seconds))).toEqual([2, 3]);
    // A clip plays in pieces: a range asked for is answered with those bytes.
    const part = await t.app.inject({
      method: 'GET',
      url: readyClips[0].videoUrl,
      headers: { host, range: 'bytes=0-99' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toMatch(/^bytes 0-99\/\d+$/);
    expect(part.rawPayload).toHaveLength(100);
    const past = await t.app.inject({
      method: 'GET',
      url: readyClips[0].videoUrl,
      headers: { host, range: 'bytes=999999999-' },
    });
    expect(past.statusCode).toBe(416);

    const requested = await api('POST', `/pitch-deck/compile/request/${greenleaf}/sales-pitch`, people.founder);
    expect(requested.statusCode).toBe(200);
    expect(requested.json().data.status).toBe('queued');
    const again = await api('POST', `/pitch-deck/compile/request/${greenleaf}/sales-pitch`, people.founder);
    expect(again.statusCode).toBe(409);
    expect((await api('DELETE', `/pitch-deck/delete/${sales.id}/${first?.id}`, people.founder)).statusCode).toBe(409);

    const done = await until(
      () => deck(people.founder),
      (d) => ['ready', 'failed'].includes(d.formattedResults['sales-pitch'].compile.status),
    );
    const compiled = done.formattedResults['sales-pitch'].compile;
    expect(compiled).toMatchObject({ status: 'ready', failure: null });
    const file = path.join(folder, 'compiled.mp4');
    const video = await t.app.inject({ method: 'GET', url: compiled.videoUrl, headers: { host } });
    expect(video.headers['content-type']).toBe('video/mp4');
    fs.writeFileSync(file, video.rawPayload);
    const info = probe(file);
    // Three cards of 2 s, and the clips' 2 s and 3 s.
    expect(Number(info.format.duration)).toBeGreaterThan(10);
    expect(Number(info.format.duration)).toBeLessThan(12);
    expect(info.streams.map((stream) => `${stream.codec_type}:${stream.codec_name}`).sort()).toEqual([
      'audio:aac',
      'video:h264',
    ]);
    const poster = await t.app.inject({ method: 'GET', url: compiled.posterUrl, headers: { host } });
    expect(poster.headers['content-type']).toBe('image/jpeg');
    const [notice] = await rows(
      sql`select n.kind from notifications n join users u on u.id = n.user_id where u.email = 'aarav@greenleaf.demo' and n.kind like 'pitch_%'`,
    );
    expect(notice?.kind).toBe('pitch_ready');

    // It plays on the public profile, to anyone.
    const watched = await api('GET', `/pitch-deck/startup/${greenleaf}`);
    expect(watched.statusCode).toBe(200);
    expect(watched.json().data.formattedResults).toEqual([
      expect.objectContaining({ kind: 'sales-pitch', videoUrl: compiled.videoUrl, title: 'Sales pitch' }),
    ]);
  }, 120_000);

  it('ends a compile failed with the reason when a clip is broken, and keeps the clips', async () => {
    const sales = category('sales-pitch');
    const before = (await deck(people.founder)).formattedResults['sales-pitch'];
    // The stored clip is damaged after it was transcoded (a disk fault, a bad copy).
    const key = String(before.clips[1].videoUrl).replace('/api/v1/files/', '');
    fs.writeFileSync(path.join(t.app.config.uploadsDir, key), Buffer.from('broken'));
    expect((await api('POST', `/pitch-deck/compile/request/${greenleaf}/sales-pitch`, people.founder)).statusCode).toBe(
      200,
    );
    const done = await until(
      () => deck(people.founder),
      (d) => ['ready', 'failed'].includes(d.formattedResults['sales-pitch'].compile.status),
    );
    const compile = done.formattedResults['sales-pitch'].compile;
    expect(compile.status).toBe('failed');
    expect(compile.failure).toMatch(
      new RegExp(`^The clip of ${sales.topics[1]?.title} could not be read .*: record it again$`),
    );
    // The last pitch keeps playing and the clips stay.
    expect(compile.videoUrl).toBe(before.compile.videoUrl);
    expect(done.formattedResults['sales-pitch'].clips).toEqual(before.clips);
    const [notice] = await rows(
      sql`select n.body from notifications n join users u on u.id = n.user_id where u.email = 'aarav@greenleaf.demo' and n.kind = 'pitch_failed'`,
    );
    expect(notice?.body).toMatch(/could not be read/);
    void sales;
  }, 120_000);

  it('compiles straight after the uploads, taking over clips still waiting for their transcode', async () => {
    const sales = category('sales-pitch');
    for (const [index, topic] of sales.topics.entries()) {
      const file =
        index === 0
          ? { name: 'a.webm', type: 'video/webm', content: clips.webm() }
          : { name: 'b.mp4', type: 'video/mp4', content: clips.mp4() };
      expect((await send(people.founder, `${greenleaf}/${sales.id}/${topic.id}`, file)).statusCode).toBe(200);
    }
    expect((await api('POST', `/pitch-deck/compile/request/${greenleaf}/sales-pitch`, people.founder)).statusCode).toBe(
      200,
    );
    const done = await until(
      () => deck(people.founder),
      (d) => ['ready', 'failed'].includes(d.formattedResults['sales-pitch'].compile.status),
    );
    expect(done.formattedResults['sales-pitch'].compile).toMatchObject({ status: 'ready', failure: null });
    expect(done.formattedResults['sales-pitch'].compile.seconds).toBeGreaterThan(10);
    const settled = await until(
      () => deck(people.founder),
      (d) => d.formattedResults['sales-pitch'].clips.every((clip: { status: string }) => clip.status === 'ready'),
    );
    expect(settled.formattedResults['sales-pitch'].clips.map((clip: { status: string }) => clip.status)).toEqual([
      'ready',
      'ready',
    ]);
  }, 120_000);

  it('deletes one clip, then all of a kind with its compiled pitch; scripts stay', async () => {
    const sales = category('sales-pitch');
    const [first, second] = sales.topics;
    expect((await api('DELETE', `/pitch-deck/delete/${sales.id}/${first?.id}`, people.investor)).statusCode).toBe(403);
    const one = await api('DELETE', `/pitch-deck/delete/${sales.id}/${first?.id}`, people.founder);
    expect(one.statusCode).toBe(200);
    expect(one.json().data).toMatchObject({ status: null, videoUrl: null, script: expect.stringContaining('3 hours') });
    expect((await api('DELETE', `/pitch-deck/delete/${sales.id}/${first?.id}`, people.founder)).statusCode).toBe(404);
    // The topic has a script, so the console cannot remove it.
    const refused = await api('DELETE', `/pitch-deck/topics/${first?.id}`, people.operator);
    expect(refused.statusCode).toBe(409);
    const all = await api('DELETE', `/pitch-deck/bulk_delete/${sales.id}`, people.founder);
    expect(all.json().data).toEqual({ deleted: 1 });
    const after = (await deck(people.founder)).formattedResults['sales-pitch'];
    expect(after.compile).toMatchObject({ status: 'none', videoUrl: null });
    expect(after.clips.map((clip: { status: unknown }) => clip.status)).toEqual([null, null]);
    expect((await api('GET', `/pitch-deck/startup/${greenleaf}`)).json().data.formattedResults).toEqual([]);
    void second;
  });
});

describe('watching', () => {
  it("shows a pending startup's pitch to its team, operators and the reviewers of a program it applied to only", async () => {
    const [startup] = await rows(sql`select id from profiles where uuid = ${finlytics}`);
    // A compiled pitch, as the compile job leaves it.
    const [tenant] = await rows(sql`select tenant_id from profiles where uuid = ${finlytics}`);
    await rows(sql`insert into pitch_compiles (tenant_id, startup_profile_id, kind, status, video_key, compiled_at)
      values (${tenant?.tenant_id}, ${startup?.id}, 'fundraising-pitch', 'ready', ${`${tenant?.tenant_id}/${'a'.repeat(32)}-pitch.mp4`}, now())`);
    const url = `/pitch-deck/startup/${finlytics}`;
    expect((await api('GET', url)).statusCode).toBe(404);
    expect((await api('GET', url, people.investor)).statusCode).toBe(404);
    expect((await api('GET', url, people.mentor)).statusCode).toBe(404);
    expect((await api('GET', url, people.pending)).statusCode).toBe(200);
    expect((await api('GET', url, people.operator)).statusCode).toBe(200);
    // Sara sends her application to CLIMATE-27, which David reviews.
    await rows(
      sql`update program_applications set status = 'submitted', submitted_at = now() where profile_id = ${startup?.id}`,
    );
    const seen = await api('GET', url, people.mentor);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().data.formattedResults[0]).toMatchObject({
      kind: 'fundraising-pitch',
      title: 'Fundraising pitch',
    });
    expect((await alpha.api('GET', url, people.alphaFounder)).statusCode).toBe(404);
  });
});
