import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { assertSafeKey, contentTypeOfKey } from './keys.ts';
import type { ByteRange, Storage } from './types.ts';

/** A range against a file's length: the inclusive bytes it names, or 'unsatisfiable'. */
export const resolveRange = (range: ByteRange, size: number): { start: number; end: number } | 'unsatisfiable' => {
  if ('suffix' in range) {
    if (range.suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - range.suffix), end: size - 1 };
  }
  if (range.start >= size) return 'unsatisfiable';
  return { start: range.start, end: Math.min(range.end ?? size - 1, size - 1) };
};

const isMissing = (error: unknown) =>
  error instanceof Error && 'code' in error && (error.code === 'ENOENT' || error.code === 'ENOTDIR');

/**
 * Files under one folder, a key being a relative path in it. A key must be safe (keys.ts) and must
 * still resolve inside the folder, so no key reaches another file of the machine. The disk keeps no
 * metadata: a key's extension names its content type, and put refuses a type that disagrees.
 * Writes go to a temporary name first, so a reader never sees half a file.
 */
export const diskStorage = (root: string): Storage => {
  const base = path.resolve(root);
  const fileOf = (key: string) => {
    const file = path.resolve(base, assertSafeKey(key));
    if (!file.startsWith(`${base}${path.sep}`)) throw new Error(`Refused storage key ${JSON.stringify(key)}`);
    return file;
  };

  /** Writes under a temporary name, then renames: a reader never sees half a file. */
  const write = async (key: string, contentType: string, writePartial: (partial: string) => Promise<void>) => {
    const file = fileOf(key);
    const expected = contentTypeOfKey(key);
    if (expected !== contentType) {
      throw new Error(`A ${contentType} file cannot be stored under ${key} (${expected ?? 'unknown type'})`);
    }
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    const partial = `${file}.${randomBytes(6).toString('hex')}.partial`;
    try {
      await writePartial(partial);
      await fs.promises.rename(partial, file);
    } catch (error) {
      await fs.promises.rm(partial, { force: true });
      throw error;
    }
  };

  return {
    put: async (key, bytes, contentType) => {
      await write(key, contentType, (partial) => fs.promises.writeFile(partial, bytes, { flag: 'wx' }));
    },

    putFile: async (key, source, contentType) => {
      await write(key, contentType, (partial) => fs.promises.copyFile(source, partial, fs.constants.COPYFILE_EXCL));
    },

    get: async (key, range) => {
      const file = fileOf(key);
      const contentType = contentTypeOfKey(key);
      if (!contentType) return null;
      let handle: fs.promises.FileHandle;
      try {
        handle = await fs.promises.open(file, 'r');
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      const stat = await handle.stat();
      if (!stat.isFile()) {
        await handle.close();
        return null;
      }
      const etag = `"${createHash('sha256').update(`${key}:${stat.size}:${stat.mtimeMs}`).digest('base64url').slice(0, 27)}"`;
      if (!range) return { body: handle.createReadStream(), contentType, size: stat.size, etag };
      const part = resolveRange(range, stat.size);
      if (part === 'unsatisfiable') {
        await handle.close();
        return { body: Readable.from([]), contentType, size: stat.size, etag, part };
      }
      return {
        body: handle.createReadStream({ start: part.start, end: part.end }),
        contentType,
        size: stat.size,
        etag,
        part,
      };
    },

    delete: async (key) => {
      await fs.promises.rm(fileOf(key), { force: true });
    },
  };
};
