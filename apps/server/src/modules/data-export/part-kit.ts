import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';

/*
 * What a member's data is, part by part: each part is one JSON file of the zip, read in pages of at most
 * `pageSize` rows (keyset, never OFFSET), and names the files the member uploaded that go under files/.
 * Everything is scoped to the member's tenant and to the member's own account and profiles; other people
 * appear only by the name they show (the other side of a connection, a conversation's name).
 */

export const pageSize = 500;

export type Row = Record<string, unknown>;

/** Whose data this is: the account and every profile it holds (ids for queries, uuids for the audit log). */
export type Scope = { tenantId: string; userId: string; profileIds: number[]; profileUuids: string[] };

/**
 * Where the files named by the parts go: `add` answers the path the file has in the zip (the same one for a
 * key named twice), under files/{folder}/.
 */
export type FileList = { add: (key: string, folder: string, name?: string | null) => string };

export type Part = {
  key: string;
  label: string;
  /** What the part holds, for README.txt. */
  about: string;
  /** Pages of rows (each page non-empty); a part of one object yields one page of one row. */
  pages: (db: Db, scope: Scope, files: FileList) => AsyncIterable<Row[]>;
  /** A part written as one object rather than a list (the account). */
  single?: boolean;
};

export const rowsOf = async (db: Db, query: SQL) => {
  const result: unknown = await db.execute(query);
  if (typeof result !== 'object' || result === null || !('rows' in result) || !Array.isArray(result.rows)) return [];
  return result.rows as Row[];
};

/** `(1, 2, 3)` of the member's profiles; `(null)` (matching nothing) when there are none. */
export const ownProfiles = (scope: Scope) =>
  scope.profileIds.length === 0
    ? sql`(null)`
    : sql`(${sql.join(
        scope.profileIds.map((id) => sql`${id}`),
        sql`, `,
      )})`;

/**
 * The pages of a query that takes the last row of the page before (undefined for the first) and answers at
 * most `pageSize` rows; `cursor` columns are dropped from what is written.
 */
export async function* paged(fetch: (last: Row | undefined) => Promise<Row[]>): AsyncIterable<Row[]> {
  let last: Row | undefined;
  for (;;) {
    const rows = await fetch(last);
    if (rows.length > 0) yield rows.map(visible);
    if (rows.length < pageSize) return;
    last = rows.at(-1);
  }
}

/** A moment as the embedded database answers it (`2026-11-29 14:40:23.168+00`), and its time zone's parts. */
const moment = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2}(?:\.\d+)?)([+-]\d{2})(?::?(\d{2}))?$/;
/** Moments in ISO 8601 (UTC), whichever driver read them. */
export const iso = (value: unknown) => {
  if (typeof value !== 'string') return value;
  const parts = moment.exec(value);
  return parts ? new Date(`${parts[1]}T${parts[2]}${parts[3]}:${parts[4] ?? '00'}`).toISOString() : value;
};

/** A row as written: without the columns its query selected only to page by (`cursor`, `_...`). */
export const visible = (row: Row) =>
  Object.fromEntries(
    Object.entries(row)
      .filter(([k]) => k !== 'cursor' && !k.startsWith('_'))
      .map(([k, v]) => [k, iso(v)]),
  );

/** Keyset paging on a numeric id selected as `cursor` (text, as int8 is read differently by each driver). */
export const afterId = (last: Row | undefined) => (last ? Number(last.cursor) : 0);

export async function* one(row: Row | undefined): AsyncIterable<Row[]> {
  if (row) yield [row];
}

/**
 * A stored file's URL as this server hands it out, back to its key (the tenant's own files only). A picture
 * or logo is shown as a small rendition: the member gets the largest (modules/uploads/images.ts).
 */
export const keyOfUrl = (tenantId: string, url: unknown) => {
  const prefix = `/api/v1/files/${tenantId}/`;
  if (typeof url !== 'string' || !url.startsWith(prefix)) return undefined;
  return url.slice('/api/v1/files/'.length).replace(/^([^/]+\/[0-9a-f]{32})-(100|70)\.webp$/, '$1-512.webp');
};

export type StoredRef = { key?: unknown; name?: unknown; kind?: unknown; size?: unknown; type?: unknown };
/** A file kept as JSON on a row, written with its place in the zip instead of its storage key. */
export const fileRef = (files: FileList, folder: string, stored: StoredRef | null | undefined) => {
  if (!stored || typeof stored.key !== 'string') return null;
  const name = typeof stored.name === 'string' ? stored.name : null;
  return {
    name,
    kind: stored.kind ?? stored.type ?? null,
    size: stored.size ?? null,
    file: files.add(stored.key, folder, name),
  };
};
export const fileRefs = (files: FileList, folder: string, stored: unknown) =>
  Array.isArray(stored) ? stored.map((s: StoredRef) => fileRef(files, folder, s)).filter(Boolean) : [];
