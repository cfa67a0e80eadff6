import type { Readable } from 'node:stream';
import { documentKindInfo, documentKinds } from '@ventura/shared';
import { z } from 'zod';

/**
 * What a downloaded document may do: nothing but be saved. It is never shown inline, never sniffed into
 * another type, never cached by a shared cache, and runs nothing if a browser opens it anyway.
 */
export const downloadHeaders = {
  'x-content-type-options': 'nosniff',
  'cache-control': 'private, no-store',
  'content-security-policy': "default-src 'none'; sandbox",
} as const;

/** `attachment` with the name as ASCII for old clients and as UTF-8 (RFC 6266, RFC 8187) for the rest. */
export const attachment = (name: string) => {
  const ascii = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const utf8 = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${utf8}`;
};

const Binary = z.custom<Readable>().meta({ type: 'string', format: 'binary' });

/** The OpenAPI answer of a document download: the file, of one of the document kinds. */
export const documentFileResponse = {
  description: 'The file, as an attachment',
  content: Object.fromEntries(documentKinds.map((kind) => [documentKindInfo[kind].contentType, { schema: Binary }])),
};
