import { badRequest } from '../../platform/errors.ts';

/** The position of a conversation in the list: its last activity (as the database wrote it), then its id. */
export type ListCursor = { at: string; id: number };

const invalid = () =>
  badRequest('This page cursor is not valid: start from the first page', ['cursor: Not a valid cursor']);
const encode = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
const decode = (cursor: string) => Buffer.from(cursor, 'base64url').toString('utf8');

/** Cursors are opaque to callers: what they carry may change without breaking anyone. */
export const encodeListCursor = (cursor: ListCursor) => encode(`c:${cursor.id}:${cursor.at}`);

export const decodeListCursor = (cursor: string): ListCursor => {
  const match = /^c:(\d{1,10}):(\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(?:\.\d{1,6})?[+-]\d\d(?::\d\d)?)$/.exec(decode(cursor));
  const id = Number(match?.[1]);
  const at = match?.[2];
  if (!at || !Number.isSafeInteger(id)) throw invalid();
  return { at, id };
};

export const encodeMessageCursor = (id: number) => encode(`m:${id}`);

export const decodeMessageCursor = (cursor: string) => {
  const match = /^m:(\d{1,15})$/.exec(decode(cursor));
  const id = Number(match?.[1]);
  if (!match || !Number.isSafeInteger(id)) throw invalid();
  return id;
};
