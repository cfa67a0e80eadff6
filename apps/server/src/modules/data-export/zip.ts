import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { DataExportPart } from '@ventura/shared';
import { ZipFile } from 'yazl';
import type { Db } from '../../platform/db/index.ts';
import type { Storage } from '../../platform/storage/index.ts';
import { type FileList, type Part, parts, type Scope } from './parts.ts';

/*
 * The zip of a member's data, written to a work folder as it is read: each part goes to its own JSON file
 * page by page, each uploaded file is copied out of the store one at a time, and yazl streams them into the
 * zip on disk. Nothing holds more than a page of rows or a buffer of a file in memory.
 */

/** What the README says the zip is: for whom, from where, and when it was made. */
export type ZipHeading = { tenantName: string; memberName: string; preparedAt: Date };

/** A name safe to be a file's last segment in the zip: no folders, no control characters, not too long. */
const safeName = (name: string) =>
  name
    .replace(/[/\\]|\p{Cc}/gu, '_')
    .replace(/^\.+/, '_')
    .slice(-120);

/** The member's files named by the parts, each with one path in the zip however often it is named. */
const fileListOf = () => {
  const byKey = new Map<string, string>();
  const taken = new Set<string>();
  const list: FileList = {
    add(key, folder, name) {
      const known = byKey.get(key);
      if (known) return known;
      const last = key.slice(key.lastIndexOf('/') + 1);
      const extension = last.includes('.') ? last.slice(last.lastIndexOf('.')) : '';
      let base = name ? safeName(name) : last;
      if (extension && !base.toLowerCase().endsWith(extension)) base += extension;
      let place = `files/${folder}/${base}`;
      for (let n = 2; taken.has(place); n++) place = `files/${folder}/${n}-${base}`;
      taken.add(place);
      byKey.set(key, place);
      return place;
    },
  };
  return { list, entries: () => byKey.entries() };
};

/** Writes a part as JSON (a list, or one object), page by page; answers how many rows it holds. */
const writePart = async (db: Db, scope: Scope, files: FileList, part: Part, target: string) => {
  const handle = await fs.promises.open(target, 'w');
  let count = 0;
  try {
    if (part.single) {
      let row: unknown = null;
      for await (const page of part.pages(db, scope, files)) row = page[0] ?? row;
      if (row !== null) count = 1;
      await handle.write(`${JSON.stringify(row, null, 2)}\n`);
      return count;
    }
    await handle.write('[');
    for await (const page of part.pages(db, scope, files)) {
      const text = page.map((row) => JSON.stringify(row, null, 2).replace(/\n/g, '\n  ')).join(',\n  ');
      await handle.write(`${count === 0 ? '\n  ' : ',\n  '}${text}`);
      count += page.length;
    }
    await handle.write(count === 0 ? ']\n' : '\n]\n');
    return count;
  } finally {
    await handle.close();
  }
};

const filesAbout =
  'Files you uploaded (pictures, logos, post images, message attachments, resumes, application documents), ' +
  'under files/, where the JSON parts name them. A file the platform no longer keeps is left out.';

const readme = (heading: ZipHeading, written: DataExportPart[]) => {
  const about = new Map(parts.map((part) => [part.key, part.about]));
  const lines = [
    `Your data from ${heading.tenantName}`,
    '',
    `Prepared for ${heading.memberName} on ${heading.preparedAt.toISOString().slice(0, 10)}.`,
    'Each part is a JSON file (UTF-8). Times are in UTC (ISO 8601). Other members appear only by the name',
    'they show on the platform.',
    '',
    ...written.map((part) =>
      part.key === 'files'
        ? `files/ (${part.count}): ${filesAbout}`
        : `${part.key}.json (${part.count}): ${about.get(part.key) ?? part.label}`,
    ),
    '',
  ];
  return lines.join('\n');
};

/**
 * Builds the zip of everything of `scope` into `folder`: the parts, the files and README.txt. Answers the
 * zip's path, its size and what it holds part by part (the files as one part, `files`).
 */
export const buildZip = async (
  deps: { db: Db; storage: Storage },
  scope: Scope,
  heading: ZipHeading,
  folder: string,
) => {
  const zip = new ZipFile();
  const zipPath = path.join(folder, 'data.zip');
  const written = pipeline(zip.outputStream, fs.createWriteStream(zipPath));
  // A failure below must not leave the pipeline's rejection unheard.
  written.catch(() => {});
  const mtime = heading.preparedAt;
  const files = fileListOf();
  const counts: DataExportPart[] = [];
  try {
    for (const part of parts) {
      const local = path.join(folder, `${part.key}.json`);
      const count = await writePart(deps.db, scope, files.list, part, local);
      zip.addFile(local, `${part.key}.json`, { mtime });
      counts.push({ key: part.key, label: part.label, count });
    }
    await fs.promises.mkdir(path.join(folder, 'files'));
    let copied = 0;
    for (const [key, place] of files.entries()) {
      const stored = await deps.storage.get(key);
      if (!stored) continue;
      const local = path.join(folder, 'files', String(copied));
      await pipeline(stored.body, fs.createWriteStream(local));
      // Pictures and documents are compressed already.
      zip.addFile(local, place, { mtime, compress: false });
      copied++;
    }
    counts.push({ key: 'files', label: 'Uploaded files', count: copied });
    zip.addBuffer(Buffer.from(readme(heading, counts)), 'README.txt', { mtime });
  } finally {
    zip.end();
  }
  await written;
  const { size } = await fs.promises.stat(zipPath);
  return { zipPath, bytes: size, parts: counts };
};
