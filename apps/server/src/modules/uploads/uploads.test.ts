import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { measureUploads } from '../../../bench/images.ts';
import { addTeamMember, type TenantGraph, tenantGraph } from '../../../test/factory.ts';
import { createTestApp, type FormPart, getAs, type TestApp, testClient, upload } from '../../../test/helpers.ts';
import { imagesAtOnce, withImageSlot } from './images.ts';

let t: TestApp;
let g: TenantGraph<'aarav' | 'meera' | 'sara' | 'lena' | 'david' | 'kwame' | 'ana'>;
beforeAll(async () => {
  t = await createTestApp();
  g = await tenantGraph(t, 'localhost', {
    aarav: { type: 'startup' },
    meera: { type: 'corporate' },
    sara: { type: 'startup' },
    lena: { type: 'service_provider' },
    david: { type: 'mentor' },
    kwame: { type: 'partner' },
    ana: { type: 'individual' },
  });
});
afterAll(() => t.close());

const host = 'localhost';
const { api, rows } = testClient(() => t, host);
const avatarUrl = '/api/v1/users/upload/avatar';
const notAnImage = 'Only PNG, JPEG, WebP or GIF images can be uploaded';

// ---- files to send ------------------------------------------------------------------------------

const image = (width: number, height: number, format: 'png' | 'jpeg' | 'webp' | 'gif') =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .toFormat(format)
    .toBuffer();
/** Random pixels: a PNG that does not compress, so its size is about width x height x 3 bytes. */
const noisePng = (width: number, height: number) =>
  sharp(Buffer.from(Array.from({ length: width * height * 3 }, () => Math.floor(Math.random() * 256))), {
    raw: { width, height, channels: 3 },
  })
    .png({ compressionLevel: 0 })
    .toBuffer();

const file = (content: Buffer | string, filename = 'picture.png', type = 'image/png'): FormPart => ({
  name: 'file',
  filename,
  type,
  content,
});

/** A PNG whose header claims 20,000 x 20,000 pixels: a few dozen bytes that would decode to 1.6 GB. */
const pngBomb = () => {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(20_000, 0);
  header.writeUInt32BE(20_000, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.alloc(1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};

// ---- what the server holds ----------------------------------------------------------------------

/** Every file in the test app's uploads folder. */
const storedFiles = () => {
  const root = t.app.config.uploadsDir;
  if (!fs.existsSync(root)) return [];
  return fs.readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((entry) => {
    return fs.statSync(path.join(root, entry)).isFile();
  });
};
const profileOf = async (email: string) => {
  const [row] = await rows(
    sql`select p.id, p.avatar, p.organization_logo from profiles p join users u on u.id = p.user_id
        where u.email = ${email} and p.tenant_id = u.tenant_id
          and u.tenant_id = (select tenant_id from tenant_hosts where host = 'localhost') order by p.id limit 1`,
  );
  if (!row) throw new Error(`no profile for ${email}`);
  return row;
};
const served = (url: string, on = host) => getAs(t.app, on, url);

// ---- the tests ----------------------------------------------------------------------------------

describe('profile images', () => {
  it('stores an avatar as three WebP renditions and serves each with headers that only let it be shown', async () => {
    const { token, email } = g.people.aarav;
    const res = await upload(t.app, { host, url: avatarUrl, token, file: file(await image(800, 400, 'png')) });
    expect(res.statusCode).toBe(200);
    const { url, sizes } = res.json().data;
    expect(Object.keys(sizes).sort()).toEqual(['100', '70', 'original']);
    expect(url).toBe(sizes['100']);
    expect(url).toMatch(/^\/api\/v1\/files\/[0-9a-f-]{36}\/[0-9a-f]{32}-100\.webp$/);
    expect((await api('GET', '/users/profile', token)).json().data.avatar).toBe(url);
    expect((await profileOf(email)).avatar).toBe(url);

    const expected = { original: [512, 256], '100': [100, 100], '70': [70, 70] };
    for (const [size, [width, height]] of Object.entries(expected)) {
      const got = await served(sizes[size]);
      expect(got.statusCode).toBe(200);
      expect(got.headers).toMatchObject({
        'content-type': 'image/webp',
        'x-content-type-options': 'nosniff',
        'cache-control': 'public, max-age=31536000, immutable',
        'content-security-policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
        'content-disposition': 'inline',
        'content-length': String(got.rawPayload.length),
      });
      const meta = await sharp(got.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', width, height]);
      const again = await t.app.inject({
        method: 'GET',
        url: sizes[size],
        headers: { host, 'if-none-match': String(got.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
    }
  });

  it('turns a sideways JPEG upright, keeps no metadata, and takes the first frame of a GIF', async () => {
    const { token } = g.people.meera;
    const photo = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#3366cc' } })
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'Secret Camera Owner', Make: 'PhoneCo' } } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const res = await upload(t.app, { host, url: avatarUrl, token, file: file(photo, 'photo.jpg', 'image/jpeg') });
    expect(res.statusCode).toBe(200);
    const original = await sharp((await served(res.json().data.sizes.original)).rawPayload).metadata();
    expect([original.width, original.height]).toEqual([200, 300]);
    expect(original.exif).toBeUndefined();
    expect(original.orientation).toBeUndefined();

    const frame = (colour: string) =>
      sharp({ create: { width: 40, height: 40, channels: 3, background: colour } })
        .png()
        .toBuffer();
    const gif = await sharp([await frame('#ff0000'), await frame('#0000ff')], { join: { animated: true } })
      .gif()
      .toBuffer();
    expect((await sharp(gif).metadata()).pages).toBe(2);
    const animated = await upload(t.app, { host, url: avatarUrl, token, file: file(gif, 'wave.gif', 'image/gif') });
    expect(animated.statusCode).toBe(200);
    const shown = (await served(animated.json().data.sizes['70'])).rawPayload;
    const meta = await sharp(shown).metadata();
    expect([meta.width, meta.height, meta.pages ?? 1]).toEqual([70, 70, 1]);
    const { channels } = await sharp(shown).stats();
    expect(channels[0]?.mean).toBeGreaterThan(200);
    expect(channels[2]?.mean).toBeLessThan(50);
  });

  it('refuses anything that is not a PNG, JPEG, WebP or GIF by its bytes, naming file and storing nothing', async () => {
    const { token, email } = g.people.sara;
    const before = await profileOf(email);
    const files = storedFiles();
    const png = await image(64, 64, 'png');
    const notOneOfThem = /^file: This (file is not a|is a \w+ file, not a) PNG, JPEG, WebP or GIF image$/;
    const cases: Array<[string, FormPart, RegExp]> = [
      ['text renamed .png', file('just some words, not a picture\n'.repeat(20)), notOneOfThem],
      [
        'an SVG',
        file(
          '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
          'logo.svg',
          'image/svg+xml',
        ),
        notOneOfThem,
      ],
      [
        'a PDF named .png',
        file(Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%%EOF\n')),
        /^file: This is a PDF file/,
      ],
      ['a truncated PNG', file(png.subarray(0, Math.floor(png.length / 2))), /^file: The image could not be read/],
      ['an empty file', file(Buffer.alloc(0)), notOneOfThem],
      ['an HTML page', file('<!doctype html><html><body><script>alert(1)</script></body></html>'), notOneOfThem],
      ['a decompression bomb', file(pngBomb()), /^file: The image is too large: at most 40 megapixels$/],
    ];
    for (const [what, part, problem] of cases) {
      const res = await upload(t.app, { host, url: avatarUrl, token, file: part });
      expect([what, res.statusCode]).toEqual([what, 400]);
      const body = res.json();
      expect([what, body.message]).toEqual([what, notAnImage]);
      expect([what, body.errors]).toEqual([what, [expect.stringMatching(problem)]]);
    }
    expect(await profileOf(email)).toEqual(before);
    expect(storedFiles()).toEqual(files);
  });

  it('refuses a file above the tenant’s limit with 413, and stores nothing', async () => {
    const { token, email } = g.people.sara;
    const before = await profileOf(email);
    const files = storedFiles();
    const big = Buffer.concat([await image(10, 10, 'png'), Buffer.alloc(524_288)]);
    const res = await upload(t.app, { host, url: avatarUrl, token, file: file(big) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'File is too large', errors: ['file: File is larger than 512 KB'] });
    expect(await profileOf(email)).toEqual(before);
    expect(storedFiles()).toEqual(files);
  });

  it('applies a tenant’s own smaller limit, and says it in KB', async () => {
    const { token } = g.people.lena;
    const setLimit = async (bytes: number) => {
      await rows(
        sql`update tenants set settings = jsonb_set(settings, '{profile_settings,upload_max_bytes}', ${String(bytes)}::jsonb)
            where id = (select tenant_id from tenant_hosts where host = 'localhost')`,
      );
      t.app.tenants.clear();
    };
    const noisy = await noisePng(150, 150);
    expect(noisy.length).toBeGreaterThan(60_000);
    await setLimit(50_000);
    try {
      const refused = await upload(t.app, { host, url: avatarUrl, token, file: file(noisy) });
      expect(refused.statusCode).toBe(413);
      expect(refused.json()).toEqual({ message: 'File is too large', errors: ['file: File is larger than 48.8 KB'] });
      const small = await upload(t.app, { host, url: avatarUrl, token, file: file(await image(120, 120, 'webp')) });
      expect(small.statusCode).toBe(200);
    } finally {
      await setLimit(524_288);
    }
    expect((await upload(t.app, { host, url: avatarUrl, token, file: file(noisy) })).statusCode).toBe(200);
  });

  it('refuses a request without the file: not multipart, no file, another field, two files', async () => {
    const { token } = g.people.sara;
    const png = await image(32, 32, 'png');
    const json = await api('POST', '/users/upload/avatar', token, { file: 'data:image/png;base64,AAAA' });
    expect(json.statusCode).toBe(400);
    expect(json.json().errors[0]).toMatch(/^file: /);
    const bad: Array<[string, FormPart[]]> = [
      ['no parts', []],
      ['only a text field', [{ name: 'file', content: 'not a file' }]],
      ['another field', [{ ...file(png), name: 'image' }]],
      ['two files', [file(png), file(png)]],
    ];
    for (const [what, parts] of bad) {
      const res = await upload(t.app, { host, url: avatarUrl, token, parts });
      expect([what, res.statusCode]).toEqual([what, 400]);
      expect([what, res.json().errors[0]]).toEqual([what, expect.stringMatching(/^file: /)]);
    }
  });

  it('sets a logo from a profile of that role only', async () => {
    const { token, email } = g.people.aarav;
    const files = storedFiles();
    const logo = await image(600, 300, 'png');
    const wrong = await upload(t.app, { host, url: '/api/v1/mentors/upload/logo', token, file: file(logo) });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({ message: 'This is not your profile type', errors: [] });
    expect(storedFiles()).toEqual(files);

    const res = await upload(t.app, { host, url: '/api/v1/startups/upload/logo', token, file: file(logo) });
    expect(res.statusCode).toBe(200);
    const { url, sizes } = res.json().data;
    expect(url).toBe(sizes.original);
    expect((await profileOf(email)).organization_logo).toBe(url);
    const types = (await api('GET', '/users/profile-types', token)).json().data;
    expect(types).toContainEqual(expect.objectContaining({ profileType: 'startup', organizationLogo: url }));
    const meta = await sharp((await served(url)).rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([512, 256]);
  });

  it('asks for a session', async () => {
    const png = await image(32, 32, 'png');
    for (const url of [avatarUrl, '/api/v1/startups/upload/logo', '/api/v1/program_office_members/upload/logo']) {
      const res = await upload(t.app, { host, url, file: file(png) });
      expect([url, res.statusCode]).toEqual([url, 401]);
    }
  });

  it('serves a file on its own tenant’s host only', async () => {
    const { token } = g.people.david;
    const res = await upload(t.app, { host, url: avatarUrl, token, file: file(await image(50, 50, 'png')) });
    const { url } = res.json().data;
    expect((await served(url)).statusCode).toBe(200);
    const elsewhere = await served(url, 'alpha.localhost');
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json()).toEqual({ message: 'File not found', errors: ['File not found'] });
    const missing = await served(url.replace(/\/[0-9a-f]{32}-/, `/${'0'.repeat(32)}-`));
    expect(missing.json()).toEqual(elsewhere.json());
    // Another tenant's file named on this host: the same answer as a file that does not exist.
    const [alpha] = await rows(sql`select tenant_id from tenant_hosts where host = 'alpha.localhost'`);
    const foreign = url.replace(/files\/[0-9a-f-]{36}\//, `files/${String(alpha?.tenant_id)}/`);
    expect((await served(foreign)).json()).toEqual(elsewhere.json());
    expect((await served('/api/v1/files/x/..%2F..%2Fetc%2Fpasswd')).statusCode).toBe(400);
  });

  it('removes the image it replaces, unless another profile still shows it', async () => {
    const { token } = g.people.kwame;
    const first = (await upload(t.app, { host, url: avatarUrl, token, file: file(await image(90, 90, 'png')) })).json()
      .data;
    const second = (await upload(t.app, { host, url: avatarUrl, token, file: file(await image(91, 91, 'png')) })).json()
      .data;
    // Every rendition of each, not none: an empty list would pass the loops below.
    expect(Object.keys(first.sizes).sort()).toEqual(Object.keys(second.sizes).sort());
    expect(Object.keys(first.sizes).length).toBeGreaterThanOrEqual(3);
    for (const url of Object.values<string>(first.sizes)) expect((await served(url)).statusCode).toBe(404);
    for (const url of Object.values<string>(second.sizes)) expect((await served(url)).statusCode).toBe(200);

    // A team member's profile shows the partner's logo too: replacing it leaves those files in place.
    const logoUrl = '/api/v1/partners/upload/logo';
    const logo = (await upload(t.app, { host, url: logoUrl, token, file: file(await image(80, 40, 'png')) })).json()
      .data;
    const member = await addTeamMember(t, g.people.kwame);
    await rows(sql`update profiles set organization_logo = ${logo.url} where id = ${member.profileId}`);
    await upload(t.app, { host, url: logoUrl, token, file: file(await image(81, 40, 'png')) });
    expect(Object.keys(logo.sizes).length).toBeGreaterThanOrEqual(3);
    for (const url of Object.values<string>(logo.sizes)) expect((await served(url)).statusCode).toBe(200);
  });

  it('loads images on a partner-only tenant for anyone with the link', async () => {
    const { token } = (await tenantGraph(t, 'delta.localhost', { member: { type: 'startup' } })).people.member;
    const res = await upload(t.app, {
      host: 'delta.localhost',
      url: avatarUrl,
      token,
      file: file(await image(64, 64, 'jpeg'), 'me.jpg', 'image/jpeg'),
    });
    expect(res.statusCode).toBe(200);
    expect((await served(res.json().data.url, 'delta.localhost')).statusCode).toBe(200);
    // What is not an entry point still asks a signed-out visitor for a partner there.
    expect((await getAs(t.app, 'delta.localhost', '/api/v1/global/faq')).statusCode).toBe(403);
  });

  it('documents the upload form in the API document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const body = doc.paths['/api/v1/users/upload/avatar'].post.requestBody;
    expect(Object.keys(body.content)).toEqual(['multipart/form-data']);
    expect(body.content['multipart/form-data'].schema).toMatchObject({
      type: 'object',
      required: ['file'],
      properties: { file: { type: 'string', format: 'binary' } },
    });
    expect(Object.keys(doc.paths).filter((p) => p.endsWith('/upload/logo'))).toHaveLength(8);
  });

  it('counts uploads per person: 30 an hour, bad ones too', async () => {
    const { token } = g.people.ana;
    for (let i = 0; i < 30; i++) {
      const res = await upload(t.app, { host, url: avatarUrl, token, file: file('not an image') });
      expect(res.statusCode).toBe(400);
    }
    const res = await upload(t.app, { host, url: avatarUrl, token, file: file(await image(20, 20, 'png')) });
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe('Too many uploads. Please try again in an hour.');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('large images', () => {
  it('decodes one image at a time: an upload waits while another image is being decoded', async () => {
    const { token } = g.people.david;
    const releases: Array<() => void> = [];
    const held = Array.from({ length: imagesAtOnce }, () =>
      withImageSlot(() => new Promise<void>((resolve) => releases.push(resolve))),
    );
    let answered = false;
    const sent = upload(t.app, { host, url: avatarUrl, token, file: file(await image(800, 400, 'png')) }).then(
      (res) => {
        answered = true;
        return res;
      },
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(answered).toBe(false);
    for (const release of releases) release();
    await Promise.all(held);
    const res = await sent;
    expect(res.statusCode).toBe(200);
    const original = await sharp((await served(res.json().data.sizes.original)).rawPayload).metadata();
    expect([original.width, original.height]).toEqual([512, 256]);
  });

  // docs/benchmarks.md, "Image uploads": decoded three times at once per upload, ten progressive 40 MP
  // JPEGs took about 1 GB; decoded once, one upload at a time, about 500 MB.
  it('holds ten 40 MP uploads at once under 800 MB of peak memory, each decoded once', {
    timeout: 120_000,
  }, async () => {
    const run = await measureUploads('progressive JPEG (EXIF-turned)', 10);
    expect(run.stored).toBe(10);
    expect(run.peak / 1024 / 1024).toBeLessThan(800);
  });
});
