import { execFileSync } from 'node:child_process';
import { verify } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { approve, callApi, expectStatus, type Session, signInByEmail, signUpByEmail } from './support/api.ts';
import type { Deployment } from './support/deployment.ts';
import { getBytes } from './support/download.ts';
import { expect, test } from './support/fixtures.ts';
import { tenant } from './support/places.ts';
import type { Answer } from './support/processes.ts';

/**
 * Issue 39's certificates, startup booster kit and content on a real deployment (two compiled processes in
 * production mode behind nginx with deploy/nginx.conf, PostgreSQL, Redis), through the API: what has to
 * hold across processes (a certificate issued on one verifies and revokes on the other; a perk claimed on
 * one is refused on the other; the signed-out content cache is per process), and what nginx itself decides
 * (the video upload's own body limit, the general one everywhere else). The browser only opens the verify
 * page, the address a certificate's QR code prints.
 */

const stamp = `${Date.now()}`.slice(-6);
/**
 * The signed-out news list this file reads: the first page as anyone opens it (a key of the process's cache;
 * searches are not kept), of which only this run's items count.
 */
const newsPath = '/api/v1/articles/news';
/** docs/content.md: signed-out readers are answered from a per-process cache of 30 seconds. */
const anonymousCacheMs = 30_000;
const mebibyte = 1024 * 1024;

/** nginx, and each process on its own port past nginx. */
const everyWay = (deployment: Deployment) => [
  { via: 'nginx', origin: deployment.origin },
  { via: 'process 1', origin: deployment.originOf(0) },
  { via: 'process 2', origin: deployment.originOf(1) },
];

/** A multipart/form-data body with one file in the field `file`, as a browser sends it. */
const fileForm = (name: string, type: string, content: Buffer) => {
  const boundary = `----ContentBoundary${Date.now()}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  };
};

const dataOf = <T>(answer: Answer) => (answer.json() as { data: T }).data;
const titlesIn = (answer: Answer) => dataOf<{ items: { title: string }[] }>(answer).items.map((item) => item.title);

let operator: Session;
let founder: Session;
let company: string;

/**
 * The signed-out news list around an operator's write on process 1, read in beforeAll so that the 30 s of
 * process 2's cached copy run while the other tests do; the last test waits for the rest of them.
 */
let news: {
  id: number;
  title: string;
  /** By when process 2 had cached the list, still without the item. */
  cachedOnProcess2By: number;
  /** What each process answered right after the write. */
  rightAfter: { process1: string[]; process2: string[] };
};

const readNews = async (origin: string) => {
  const answer = await callApi(origin, null, 'GET', newsPath);
  expectStatus(answer, 200);
  return titlesIn(answer).filter((title) => title.endsWith(stamp));
};

test.beforeAll(async ({ workerDeployment: deployment }) => {
  const [process1, process2] = [deployment.originOf(0), deployment.originOf(1)];
  // Both processes cache the list signed out, empty yet.
  expect(await readNews(process1)).toEqual([]);
  expect(await readNews(process2)).toEqual([]);
  const cachedOnProcess2By = Date.now();

  operator = await signInByEmail(deployment, tenant.operator.email);
  const title = `Harbour grants open ${stamp}`;
  const written = await callApi(process1, operator, 'POST', '/api/v1/admin/articles/news', {
    title,
    summary: 'Applications close in March.',
    body: '<p>Grants for harbour startups.</p>',
    published: true,
  });
  expectStatus(written, 201);
  news = {
    id: dataOf<{ id: number }>(written).id,
    title,
    cachedOnProcess2By,
    rightAfter: { process1: await readNews(process1), process2: await readNews(process2) },
  };

  company = `Harbourlight Labs ${stamp}`;
  founder = await signUpByEmail(deployment, 'startup', `Noor Haddad ${stamp}`, {
    companyName: company,
    servicesLookingFor: ['fundraising'],
  });
  await approve(deployment.origin, operator, founder.user.uuid);
});

test.afterAll(async ({ workerDeployment: deployment }) => {
  // The same deployment runs the spec files after this one.
  if (news) await callApi(deployment.originOf(0), operator, 'DELETE', `/api/v1/admin/articles/news/${news.id}`);
});

test('a certificate issued through nginx verifies on both processes, is revoked on one, and says so on both', async ({
  deployment,
  page,
}) => {
  const { origin } = deployment;
  const reason = `for completing Harbour Launchpad ${stamp}`;
  const issued = await callApi(origin, operator, 'POST', '/api/v1/admin/certificates', {
    recipientProfileUuid: founder.user.uuid,
    title: 'Certificate of completion',
    reason,
  });
  expectStatus(issued, 201);
  const certificate = dataOf<{ id: string; verifyUrl: string; pdfUrl: string }>(issued);
  expect(certificate.id).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);

  const { data: key } = (await callApi(origin, null, 'GET', '/api/v1/certificates/public-key')).json() as {
    data: { keyId: string; publicKeyPem: string };
  };
  for (const { via, origin: where } of everyWay(deployment)) {
    const answer = await callApi(where, null, 'GET', `/api/v1/certificates/verify/${certificate.id}`);
    expect(answer.status, `${via}: ${answer.text}`).toBe(200);
    const verification = dataOf<{ facts: string; signature: string; keyId: string }>(answer);
    expect(verification, via).toMatchObject({
      id: certificate.id,
      valid: true,
      status: 'valid',
      title: 'Certificate of completion',
      reason,
      issuer: tenant.name,
      revokedAt: null,
      keyId: key.keyId,
    });
    // The signed facts check with the published key, as a third party would check them offline.
    const holds = verify(
      null,
      Buffer.from(verification.facts),
      key.publicKeyPem,
      Buffer.from(verification.signature, 'base64url'),
    );
    expect(holds, `${via}: the signature over ${verification.facts}`).toBe(true);
  }
  // As a person types it from the paper: lower case, no dashes.
  const typed = certificate.id.toLowerCase().replaceAll('-', '');
  expectStatus(await callApi(deployment.originOf(1), null, 'GET', `/api/v1/certificates/verify/${typed}`), 200);

  const pdf = await getBytes(deployment.originOf(1), certificate.pdfUrl, {
    authorization: `Bearer ${founder.accessToken}`,
  });
  expect(pdf.status, pdf.body.toString('utf8').slice(0, 300)).toBe(200);
  expect(pdf.headers['content-type']).toBe('application/pdf');
  expect(pdf.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  const revoked = await callApi(
    deployment.originOf(0),
    operator,
    'POST',
    `/api/v1/admin/certificates/${certificate.id}/revoke`,
    { reason: `Issued in error (${stamp})` },
  );
  expectStatus(revoked, 200);
  for (const { via, origin: where } of everyWay(deployment)) {
    const answer = await callApi(where, null, 'GET', `/api/v1/certificates/verify/${certificate.id}`);
    expect(answer.status, `${via}: ${answer.text}`).toBe(200);
    expect(answer.json(), via).toMatchObject({
      data: { valid: false, status: 'revoked', revokedReason: `Issued in error (${stamp})` },
    });
  }
  // The revoked certificate's PDF (stamped REVOKED) still downloads; from process 2 again, which has its
  // fonts loaded already (the first certificate a process draws costs it a second or more).
  const revokedPdf = await getBytes(deployment.originOf(1), certificate.pdfUrl, {
    authorization: `Bearer ${founder.accessToken}`,
  });
  expect(revokedPdf.status).toBe(200);
  expect(revokedPdf.headers['content-type']).toBe('application/pdf');
  expect(revokedPdf.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // The page the QR code opens, signed out, through nginx: the web app's route and its call in production.
  await page.goto(`${origin}${certificate.verifyUrl}`);
  await expect(page.getByRole('heading', { level: 1, name: 'This certificate was revoked' })).toBeVisible();
  await expect(page.getByText(`Reason: Issued in error (${stamp})`)).toBeVisible();
});

test('a video over the general body limit uploads through its own nginx location and streams in ranges; elsewhere nginx answers 413', async ({
  deployment,
}) => {
  const { origin } = deployment;
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'production-content-'));
  try {
    // Noise encodes to about 13 MiB in a second and a half: over nginx's 11m, and a real video for ffprobe.
    const file = path.join(folder, 'launch.mp4');
    execFileSync('ffmpeg', [
      ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=size=640x360:rate=25:duration=1.5'],
      ...['-vf', 'noise=alls=100:allf=t', '-c:v', 'mpeg4', '-q:v', '1', file],
    ]);
    const video = fs.readFileSync(file);
    expect(video.length).toBeGreaterThan(12 * mebibyte);
    const form = fileForm('launch.mp4', 'video/mp4', video);

    const uploaded = await callApi(origin, operator, 'POST', '/api/v1/admin/articles/files/videos', form.payload, {
      ...form.headers,
    });
    expectStatus(uploaded, 201);
    const { videoUrl } = dataOf<{ videoUrl: string; fileName: string }>(uploaded);

    // Served back through nginx in ranges, byte for byte: the start, and the end.
    const start = await getBytes(origin, videoUrl, { range: 'bytes=0-1023' });
    expect(start.status).toBe(206);
    expect(start.headers['content-range']).toBe(`bytes 0-1023/${video.length}`);
    expect(start.headers['content-type']).toBe('video/mp4');
    expect(start.body.equals(video.subarray(0, 1024))).toBe(true);
    const end = await getBytes(origin, videoUrl, { range: `bytes=${video.length - 4096}-` });
    expect(end.status).toBe(206);
    expect(end.body.equals(video.subarray(video.length - 4096))).toBe(true);

    // The same bytes to a route under the general limit: nginx refuses them before any process sees them
    // (its own HTML page, not the server's JSON).
    const refused = await callApi(origin, operator, 'POST', '/api/v1/admin/articles/files', form.payload, {
      ...form.headers,
    });
    expect(refused.status, refused.text.slice(0, 300)).toBe(413);
    expect(refused.headers?.['content-type']).toMatch(/^text\/html/);
    expect(refused.text).toContain('413 Request Entity Too Large');
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
});

test('a startup claims a perk once through nginx; again on either process is 409, and two at once make one claim', async ({
  deployment,
}) => {
  const { origin } = deployment;
  const addPerk = async (title: string, code: string) => {
    const added = await callApi(origin, operator, 'POST', '/api/v1/admin/startup-kit', {
      title,
      kind: 'credits',
      summary: 'Cloud credits for the first year',
      value: '$5,000 in credits',
      code,
      published: true,
    });
    expectStatus(added, 201);
    return dataOf<{ uuid: string }>(added).uuid;
  };
  const claim = (where: string, uuid: string) => callApi(where, founder, 'POST', `/api/v1/startup-kit/${uuid}`);

  const perk = await addPerk(`Harbour Cloud credits ${stamp}`, `HARBOUR-${stamp}`);
  const first = await claim(origin, perk);
  expectStatus(first, 201);
  expect(first.json()).toMatchObject({ data: { uuid: perk, claim: { code: `HARBOUR-${stamp}` } } });
  for (const index of [0, 1]) {
    const again = await claim(deployment.originOf(index), perk);
    expect(again.status, `process ${index + 1}: ${again.text}`).toBe(409);
    expect(again.json()).toMatchObject({ message: 'You have claimed this perk already' });
  }

  // Two claims at the same moment, one on each process: the unique key lets one through.
  const raced = await addPerk(`Harbour design hours ${stamp}`, `DESIGN-${stamp}`);
  const both = await Promise.all([claim(deployment.originOf(0), raced), claim(deployment.originOf(1), raced)]);
  expect(both.map((answer) => answer.status).sort()).toEqual([201, 409]);

  const claims = await callApi(origin, operator, 'GET', '/api/v1/admin/startup-kit/claims');
  expectStatus(claims, 200);
  const ours = dataOf<{ items: { perkUuid: string; startupName: string }[] }>(claims).items.filter((row) =>
    [perk, raced].includes(row.perkUuid),
  );
  expect(ours).toHaveLength(2);
  expect(ours.every((row) => row.startupName === company)).toBe(true);
});

test('banners: an uploaded image, and GET global/banners filtered by state, publish date and audience on both processes', async ({
  deployment,
}) => {
  const { origin } = deployment;
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'production-content-'));
  const written: number[] = [];
  try {
    const png = path.join(folder, 'banner.png');
    execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=size=320x120', '-frames:v', '1', png]);
    const form = fileForm('banner.png', 'image/png', fs.readFileSync(png));
    const uploaded = await callApi(origin, operator, 'POST', '/api/v1/admin/content/images', form.payload, {
      ...form.headers,
    });
    expectStatus(uploaded, 201);
    const { imageUrl } = dataOf<{ imageUrl: string }>(uploaded);
    const image = await getBytes(deployment.originOf(1), imageUrl);
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.body.subarray(8, 12).toString('latin1')).toBe('WEBP');

    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    const banners = [
      { title: `For everyone ${stamp}`, imageUrl, published: true, sortOrder: 2 },
      { title: `For members ${stamp}`, published: true, audience: { scope: 'members' }, sortOrder: 1 },
      { title: `Tomorrow ${stamp}`, published: true, publishAt: tomorrow },
      { title: `A draft ${stamp}`, published: false },
    ];
    for (const banner of banners) {
      const answer = await callApi(origin, operator, 'POST', '/api/v1/admin/content/banners', banner);
      expectStatus(answer, 201);
      written.push(dataOf<{ id: number }>(answer).id);
    }

    const ours = async (where: string, who: Session | null) => {
      const answer = await callApi(where, who, 'GET', '/api/v1/global/banners');
      expectStatus(answer, 200);
      return dataOf<{ title: string; imageUrl: string | null }[]>(answer).filter((item) => item.title.endsWith(stamp));
    };
    for (const { via, origin: where } of everyWay(deployment)) {
      expect(await ours(where, null), via).toEqual([
        expect.objectContaining({ title: `For everyone ${stamp}`, imageUrl }),
      ]);
      expect(
        (await ours(where, founder)).map((item) => item.title),
        via,
      ).toEqual([`For members ${stamp}`, `For everyone ${stamp}`]);
    }
  } finally {
    // The same deployment runs the spec files after this one: banners show on every member's dashboard.
    for (const id of written) await callApi(origin, operator, 'DELETE', `/api/v1/admin/content/banners/${id}`);
    fs.rmSync(folder, { recursive: true, force: true });
  }
});

test('news published on one process shows signed out there at once, and on the other when its cached copy runs out', async ({
  deployment,
}) => {
  test.setTimeout(60_000);
  const { title, cachedOnProcess2By, rightAfter } = news;
  // docs/content.md: the write empties the cache of the process that took it at once...
  expect(rightAfter.process1).toEqual([title]);
  // ...and the other process keeps answering its own copy: the cache is per process.
  expect(rightAfter.process2).toEqual([]);

  // Within 30 s of its copy being cached, or at once when they were up before we ask (a second and a half
  // more for the polling and the answer).
  const askedFrom = Date.now();
  await expect
    .poll(async () => readNews(deployment.originOf(1)), { timeout: anonymousCacheMs + 5_000, intervals: [250] })
    .toEqual([title]);
  const shownAt = Date.now();
  expect(shownAt).toBeLessThanOrEqual(Math.max(askedFrom, cachedOnProcess2By + anonymousCacheMs) + 1_500);
  expect(await readNews(deployment.origin)).toEqual([title]);
});
