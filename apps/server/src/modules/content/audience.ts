import { and, type Column, eq, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Context } from '../../platform/request-context.ts';

/*
 * Who may read a published piece of content (articles, banners, testimonials, FAQ, ads): its audience is
 * everyone, signed-in members, or members of some account types, and it shows from its publish date.
 */

/** The audience's `{ scope, types }` includes the caller: signed out, only public items. */
export const audienceIncludes = (ctx: Context, audience: Column): SQL => {
  const scope = sql`${audience} ->> 'scope'`;
  if (!ctx.auth) return sql`${scope} = 'public'`;
  return or(
    sql`${scope} in ('public', 'members')`,
    sql`${scope} = 'types' and ${audience} -> 'types' ? ${ctx.auth.profile.accountType}`,
  ) as SQL;
};

/** Published, and its publish date (if it has one) has come. */
export const publishedNow = (published: Column, publishAt: Column): SQL =>
  and(eq(published, true), or(sql`${publishAt} is null`, lte(publishAt, sql`now()`))) as SQL;
