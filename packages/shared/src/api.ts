import { z } from 'zod';
import { pageOf, pageQuery, pageSizes } from './paging.ts';

/**
 * Every error response: a sentence for people and a list of specific problems; a refusal a client acts
 * on in particular also carries its stable `reason` ('already_applied'), never to be read from the words.
 */
export const ErrorBody = z.object({ message: z.string(), errors: z.array(z.string()), reason: z.string().optional() });
export type ErrorBody = z.infer<typeof ErrorBody>;

export const envelope = <T extends z.ZodType>(data: T) => z.object({ data });

export const listEnvelope = <T extends z.ZodType>(item: T) => envelope(pageOf(item));

export const Paging = z.object(pageQuery(pageSizes.generic));
export type Paging = z.infer<typeof Paging>;
