import { notFound } from '../../platform/errors.ts';
import type { Delivery } from '../../platform/notify/notifier.ts';
import type { Context } from '../../platform/request-context.ts';

// Small pieces that several of the programs' verbs share: their not-found errors, the web pages their
// notices point at, publishing those notices after commit, and telling a unique-key clash apart.

export const programNotFound = () => notFound('Program not found');
export const applicationNotFound = () => notFound('Application not found');

export const deliver = (ctx: Context, deliveries: (Delivery | null | undefined)[]) => {
  for (const delivery of deliveries) if (delivery) ctx.notifier.publish(delivery);
};

/** The web page of a program (its details) and of an application's status. */
export const programPage = (code: string) => `/programs/${encodeURIComponent(code)}`;
export const statusPage = (code: string) => `${programPage(code)}/status`;

/** A unique key refused the write: someone else stored the same code or application first. */
export { isUniqueViolation } from '../../platform/db/errors.ts';
