import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../errors.ts';

/**
 * Lets the routes of the caller's scope read multipart/form-data bodies; routes elsewhere still refuse
 * them (415). These limits are defaults for a reader that sets none; readFile sets its own per request.
 */
export const registerMultipart = (app: FastifyInstance) =>
  app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 1, fields: 8, parts: 9 } });

/** What a form may carry besides its one file: a few short fields, which are ignored. */
const formLimits = { files: 1, fields: 8, parts: 9, fieldSize: 1024, fieldNameSize: 100, headerPairs: 16 };

/** Sizes as people read them: 524288 is "512 KB", 100000 is "97.7 KB". */
export const kilobytes = (bytes: number) => `${Number((bytes / 1024).toFixed(1))} KB`;

export const fileTooLarge = (field: string, maxBytes: number) =>
  new HttpError(413, 'File is too large', [`${field}: File is larger than ${kilobytes(maxBytes)}`]);

const unreadable = (field: string, problem: string) => badRequest('Choose a file to upload', [`${field}: ${problem}`]);

const codeOf = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
    ? error.code
    : undefined;

/** A failure while reading the form, as the answer to give: never a 500, since it is the sender's doing. */
const readError = (error: unknown, field: string, maxBytes: number) => {
  if (error instanceof HttpError) return error;
  switch (codeOf(error)) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return fileTooLarge(field, maxBytes);
    case 'FST_FILES_LIMIT':
      return unreadable(field, 'Send one file at a time');
    default:
      return unreadable(field, 'The upload could not be read: send the form again');
  }
};

/** A file's name as a person gave it, made safe to show and to offer back in a download (no path, no controls). */
export const cleanFileName = (name: string) => {
  const base = name.split(/[\\/]/).at(-1) ?? '';
  const clean = base
    .replace(/\p{Cc}/gu, '')
    .trim()
    .slice(0, 200);
  return clean || 'file';
};

/** Refuses (400, naming the field) a request that is not multipart/form-data: it cannot carry the file. */
export const assertMultipart = (req: FastifyRequest, field: string) => {
  if (!req.isMultipart()) throw unreadable(field, `Send the file as multipart/form-data in the field "${field}"`);
};

/**
 * The bytes of the one file a multipart/form-data request carries in `field`, read to the end of the
 * form. Refuses, naming the field: a request that is not multipart, a form without that file, a file
 * in another field, a second file, a malformed form (400), and a file over maxBytes (413) as soon as
 * the limit is passed, without reading the rest of it.
 */
export const readFile = async (req: FastifyRequest, options: { field: string; maxBytes: number }) =>
  (await readForm(req, options)).bytes;

/**
 * readFile, and the form's other fields (text, at most `fieldBytes` each; the last of a repeated name
 * wins). Fields must come before the file to be read while the file streams; later ones are read too.
 */
export const readForm = async (
  req: FastifyRequest,
  options: { field: string; maxBytes: number; fieldBytes?: number },
) => {
  const { bytes, fields, fileName } = await readParts(req, options);
  if (!bytes) throw unreadable(options.field, 'No file was sent');
  return { bytes, fields, fileName: cleanFileName(fileName) };
};

/**
 * readForm for a form whose file may be left out (words or a link are enough): `bytes` is null when no file
 * came, or only the empty file part a browser sends when none was chosen.
 */
export const readFormWithOptionalFile = async (
  req: FastifyRequest,
  options: { field: string; maxBytes: number; fieldBytes?: number },
) => {
  const { bytes, fields, fileName } = await readParts(req, options);
  const none = !bytes || (bytes.length === 0 && !fileName);
  return { bytes: none ? null : bytes, fields, fileName: none ? '' : cleanFileName(fileName) };
};

const readParts = async (req: FastifyRequest, options: { field: string; maxBytes: number; fieldBytes?: number }) => {
  const { field, maxBytes } = options;
  assertMultipart(req, field);
  let bytes: Buffer | undefined;
  let fileName = '';
  const fields: Record<string, string> = {};
  const limits = { ...formLimits, fileSize: maxBytes, fieldSize: options.fieldBytes ?? formLimits.fieldSize };
  try {
    for await (const part of req.parts({ limits })) {
      if (part.type !== 'file') {
        if (part.fieldnameTruncated || part.valueTruncated)
          throw badRequest('The form is too large', [`${part.fieldname}: Too long`]);
        fields[part.fieldname] = String(part.value);
        continue;
      }
      if (part.fieldname !== field) throw unreadable(field, `Send the file in the field "${field}"`);
      bytes = await part.toBuffer();
      fileName = part.filename;
    }
  } catch (error) {
    throw readError(error, field, maxBytes);
  }
  return { bytes, fields, fileName };
};
