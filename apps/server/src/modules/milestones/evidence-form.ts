import { type MilestoneEvidenceFields, milestoneLimits } from '@ventura/shared';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { parseInput } from '../../platform/errors.ts';
import { readFormWithOptionalFile } from '../../platform/http/multipart.ts';

type Fields = typeof MilestoneEvidenceFields;

/**
 * The evidence form of POST milestones/{uuid}/complete: its text fields checked by `schema` (a 400 naming
 * each), and its one file in `file` when there is one: words or a link alone are evidence too. A file over
 * the limit is a 413 as soon as it passes it.
 */
export const readEvidenceForm = async (req: FastifyRequest, schema: Fields) => {
  const form = await readFormWithOptionalFile(req, {
    field: 'file',
    maxBytes: milestoneLimits.fileBytes,
    // Room for the evidence's words in UTF-8 (up to four bytes a character).
    fieldBytes: milestoneLimits.evidenceTextLength * 4,
  });
  const parsed: z.output<Fields> = parseInput(schema, form.fields, 'body');
  return { ...parsed, file: form.bytes ? { bytes: form.bytes, fileName: form.fileName } : null };
};
