import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';

/* Files as a browser downloads them: the answer kept as bytes (callApi reads text), and a zip's contents. */

export type Download = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/** A GET on an origin's port on 127.0.0.1 with the origin's host, its answer as bytes. */
export const getBytes = (origin: string, address: string, headers: Record<string, string> = {}) =>
  new Promise<Download>((resolve, reject) => {
    const url = new URL(address, origin);
    const req = http.get(
      {
        host: '127.0.0.1',
        port: Number(url.port),
        path: `${url.pathname}${url.search}`,
        headers: { host: url.host, ...headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', reject);
      },
    );
    req.setTimeout(30_000, () => req.destroy(new Error(`no answer from ${address} within 30 s`)));
    req.on('error', reject);
  });

const endOfDirectory = 0x06054b50;
const directoryEntry = 0x02014b50;

/**
 * The names a zip's central directory lists, read from the bytes (no zip64: the suite's zips are small).
 * Throws when the bytes are not a zip.
 */
export const zipNames = (zip: Buffer): string[] => {
  // The end-of-directory record is the last 22 bytes, or earlier by the length of a comment.
  let end = zip.length - 22;
  while (end >= 0 && zip.readUInt32LE(end) !== endOfDirectory) end -= 1;
  if (end < 0) throw new Error('Not a zip: no end of central directory');
  const entries = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const names: string[] = [];
  for (let i = 0; i < entries; i += 1) {
    if (zip.readUInt32LE(at) !== directoryEntry) throw new Error(`Not a zip: entry ${i} at ${at} is not one`);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    names.push(zip.subarray(at + 46, at + 46 + nameLength).toString('utf8'));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return names;
};

const hasUnzip = () => {
  try {
    execFileSync('unzip', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

/**
 * What `unzip -t` says of the zip (every entry read back and its CRC checked), when unzip is installed;
 * null when it is not (zipNames still reads the directory).
 */
export const unzipTest = (zip: Buffer): string | null => {
  if (!hasUnzip()) return null;
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'ventura-zip-'));
  try {
    const file = path.join(folder, 'data.zip');
    fs.writeFileSync(file, zip);
    return execFileSync('unzip', ['-t', file], { encoding: 'utf8' });
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
};
