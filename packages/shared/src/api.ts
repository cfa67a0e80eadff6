import { z } from 'zod';

/**
 * Every error response: a sentence for people and a list of specific problems; a refusal a client acts
 * on in particular also carries its stable `reason` ('already_applied'), never to be read from the words.
 */
export const ErrorBody = z.object({ message: z.string(), errors: z.array(z.string()), reason: z.string().optional() });
export type ErrorBody = z.infer<typeof ErrorBody>;

export const envelope = <T extends z.ZodType>(data: T) => z.object({ data });

export const listEnvelope = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.object({
      items: z.array(item),
      total: z.number().int(),
      pageNumber: z.number().int(),
      limit: z.number().int(),
    }),
  });

export const Paging = z.object({
  pageNumber: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(500).default(50),
});
export type Paging = z.infer<typeof Paging>;
