import { badRequest } from '../../platform/errors.ts';

/** A page cursor: a letter for what it pages (p posts, k comments) and the last id of the page. Opaque to callers. */
export const encodeCursor = (kind: 'p' | 'k', id: number) => Buffer.from(`${kind}:${id}`, 'utf8').toString('base64url');

export const decodeCursor = (cursor: string, kind: 'p' | 'k') => {
  const match = new RegExp(`^${kind}:(\\d{1,15})$`).exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  const id = Number(match?.[1]);
  if (!match || !Number.isSafeInteger(id)) {
    throw badRequest('This page cursor is not valid: start from the first page', ['cursor: Not a valid cursor']);
  }
  return id;
};
