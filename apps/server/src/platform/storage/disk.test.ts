import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diskStorage } from './disk.ts';
import { fileIdOfUrl, fileKey, fileUrl, isSafeKey, newFileId } from './keys.ts';

let root: string;
let outside: string;
beforeAll(() => {
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'ventura-disk-'));
  root = path.join(parent, 'uploads');
  outside = path.join(parent, 'secret.webp');
  fs.writeFileSync(outside, 'not yours');
});
afterAll(() => fs.rmSync(path.dirname(root), { recursive: true, force: true }));

const tenant = '5f0c2b0e-8a51-4c3b-9d1e-2b7f4c5d6e7f';

describe('the disk store', () => {
  it('puts, gets and deletes a file by its key, creating folders as needed', async () => {
    const store = diskStorage(root);
    const key = fileKey(tenant, newFileId(), '100', 'webp');
    expect(await store.get(key)).toBeNull();
    await store.put(key, Buffer.from('RIFF....WEBP'), 'image/webp');
    const got = await store.get(key);
    expect(got && { type: got.contentType, size: got.size, etag: got.etag }).toEqual({
      type: 'image/webp',
      size: 12,
      etag: expect.stringMatching(/^"[\w-]+"$/),
    });
    expect(got && (await text(got.body))).toBe('RIFF....WEBP');
    await store.delete(key);
    expect(await store.get(key)).toBeNull();
    await store.delete(key); // deleting what is not there is not an error
    expect(fs.readdirSync(path.join(root, tenant))).toEqual([]);
  });

  it('copies a file of this machine in, and reads back a range, the last bytes, or nothing past the end', async () => {
    const store = diskStorage(root);
    const key = fileKey(tenant, newFileId(), 'pitch', 'mp4');
    const source = path.join(path.dirname(root), 'compiled.mp4');
    fs.writeFileSync(source, '0123456789');
    await store.putFile(key, source, 'video/mp4');
    const part = await store.get(key, { start: 2, end: 4 });
    expect(part && { size: part.size, part: part.part, text: await text(part.body) }).toEqual({
      size: 10,
      part: { start: 2, end: 4 },
      text: '234',
    });
    const last = await store.get(key, { suffix: 3 });
    expect(last && (await text(last.body))).toBe('789');
    expect((await store.get(key, { start: 10 }))?.part).toBe('unsatisfiable');
    await expect(store.putFile(key.replace('.mp4', '.webp'), source, 'video/mp4')).rejects.toThrow(/cannot be stored/);
  });

  it('refuses keys that could leave its folder or name a hidden file, before touching the disk', async () => {
    const fresh = path.join(path.dirname(root), 'fresh');
    const store = diskStorage(fresh);
    const hostile = [
      '../secret.webp',
      `${tenant}/../../secret.webp`,
      '/etc/passwd',
      path.join(path.dirname(root), 'secret.webp'),
      '..',
      '.',
      '',
      'a//b.webp',
      'a/./b.webp',
      'a/.hidden.webp',
      'A/B.webp',
      'a\\..\\secret.webp',
      'a/b.webp\u0000.png',
      '%2e%2e/secret.webp',
      'a/b c.webp',
      'a/b.tar.webp',
      `a/${'x'.repeat(300)}.webp`,
    ];
    for (const key of hostile) {
      expect([key, isSafeKey(key)]).toEqual([key, false]);
      await expect(store.get(key), key).rejects.toThrow(/Refused storage key/);
      await expect(store.put(key, Buffer.from('x'), 'image/webp'), key).rejects.toThrow(/Refused storage key/);
      await expect(store.delete(key), key).rejects.toThrow(/Refused storage key/);
    }
    expect(fs.readFileSync(outside, 'utf8')).toBe('not yours');
    expect(fs.existsSync(fresh)).toBe(false);
  });

  it('keeps no metadata: the extension names the type, and a type that disagrees is refused', async () => {
    const store = diskStorage(root);
    const key = fileKey(tenant, newFileId(), '512', 'webp');
    await expect(store.put(key, Buffer.from('<svg/>'), 'image/svg+xml')).rejects.toThrow(/cannot be stored/);
    expect(await store.get(key)).toBeNull();
  });

  it('hands out URLs it can read back, and nothing else', () => {
    const id = newFileId();
    const url = fileUrl(fileKey(tenant, id, '100', 'webp'));
    expect(url).toBe(`/api/v1/files/${tenant}/${id}-100.webp`);
    expect(fileIdOfUrl(tenant, url)).toBe(id);
    expect(fileIdOfUrl('00000000-0000-4000-8000-000000000000', url)).toBeUndefined();
    expect(fileIdOfUrl(tenant, 'https://cdn.example.com/avatar.png')).toBeUndefined();
    expect(fileIdOfUrl(tenant, `${url}/../x`)).toBeUndefined();
    expect(fileIdOfUrl(tenant, null)).toBeUndefined();
  });
});
