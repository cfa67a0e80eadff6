import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { callApi, expectStatus, signInByEmail, signUpByEmail } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { tenant } from './support/places.ts';

/**
 * The pitch recorder as a deployment runs it (issue 38): a clip uploaded through nginx (its own body
 * limit) to whichever process, transcoded and compiled by the jobs of whichever process takes them (the
 * files in the one store both share), the founder told by a notification, and the pitch served in byte
 * ranges through nginx. The operator first cuts the sales pitch to two topics.
 */

/** A multipart/form-data body with one file in the field `file`, as a browser sends it. */
const fileForm = (name: string, type: string, content: Buffer) => {
  const boundary = `----PitchBoundary${Date.now()}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    'content-type': `multipart/form-data; boundary=${boundary}`,
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  };
};

type Deck = {
  startupUuid: string;
  formattedResults: Record<
    string,
    { clips: { status: string | null }[]; compile: { status: string; videoUrl: string | null; failure: string | null } }
  >;
  categoryTopics: { id: number; kind: string; topics: { id: number; title: string }[] }[];
};

test('a pitch uploaded through nginx is transcoded and compiled by the processes’ jobs, and streams in ranges', async ({
  deployment,
}) => {
  test.setTimeout(120_000);
  const { origin } = deployment;
  const stamp = `${Date.now()}`.slice(-6);
  const operator = await signInByEmail(deployment, tenant.operator.email);
  const founder = await signUpByEmail(deployment, 'startup', `Tomas Reyes ${stamp}`, {
    companyName: `Kelpforge ${stamp}`,
    servicesLookingFor: ['fundraising'],
  });
  const readDeck = async () => (await callApi(origin, founder, 'GET', '/api/v1/pitch-deck')).json() as { data: Deck };
  const { data: deck } = await readDeck();
  const sales = deck.categoryTopics.find((category) => category.kind === 'sales-pitch');
  if (!sales) throw new Error('No sales pitch on the tenant');
  for (const topic of sales.topics.slice(2)) {
    expectStatus(await callApi(origin, operator, 'DELETE', `/api/v1/pitch-deck/topics/${topic.id}`), 204);
  }

  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'production-pitch-'));
  const clip = path.join(folder, 'take.webm');
  execFileSync('ffmpeg', [
    ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=15:duration=2'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=2', '-c:v', 'libvpx', '-c:a', 'libopus', clip],
  ]);
  for (const topic of sales.topics.slice(0, 2)) {
    const form = fileForm('take.webm', 'video/webm', fs.readFileSync(clip));
    const sent = await callApi(
      origin,
      founder,
      'POST',
      `/api/v1/pitch-deck/upload/${deck.startupUuid}/${sales.id}/${topic.id}`,
      form.payload,
      { 'content-type': form['content-type'] },
    );
    expectStatus(sent, 200);
  }
  fs.rmSync(folder, { recursive: true, force: true });

  await expect
    .poll(async () => (await readDeck()).data.formattedResults['sales-pitch']?.clips.map((c) => c.status), {
      timeout: 60_000,
    })
    .toEqual(['ready', 'ready']);
  expectStatus(
    await callApi(origin, founder, 'POST', `/api/v1/pitch-deck/compile/request/${deck.startupUuid}/sales-pitch`),
    200,
  );
  await expect
    .poll(async () => (await readDeck()).data.formattedResults['sales-pitch']?.compile.status, { timeout: 60_000 })
    .toBe('ready');

  const { data: compiled } = await readDeck();
  const videoUrl = compiled.formattedResults['sales-pitch']?.compile.videoUrl ?? '';
  const part = await callApi(origin, null, 'GET', videoUrl, undefined, { range: 'bytes=0-1023' });
  expect(part.status).toBe(206);
  expect(part.headers?.['content-range']).toMatch(/^bytes 0-1023\/\d+$/);
  expect(part.headers?.['content-type']).toBe('video/mp4');
  const notices = (await callApi(origin, founder, 'GET', '/api/v1/notifications')).json() as {
    data: { items: { kind: string }[] };
  };
  expect(notices.data.items.map((notice) => notice.kind)).toContain('pitch_ready');
});
