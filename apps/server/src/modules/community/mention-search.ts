import type { MentionSearchQuery, PostAuthor } from '@ventura/shared';
import { and, asc, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/sessions.ts';
import type { Db } from '../../platform/db/index.ts';
import { containsPattern } from '../../platform/db/like.ts';
import { forbidden } from '../../platform/errors.ts';
import { profiles, users } from '../../platform/identity/index.ts';
import type { Tenant } from '../../platform/tenancy/repo.ts';
import { authorFields } from './authors.ts';
import { communityPolicy } from './policy.ts';
import { presentAuthor } from './present.ts';

/**
 * The tenant's mentionable members (approved profiles of active accounts, as a post's mentions are
 * checked) whose person's name, profile name or organisation holds the text; names starting with it
 * first. Every profile type: a mention is not a directory search, so the connection matrix has no say.
 */
const findMentionable = (db: Db, tenantId: string, text: string, limit: number) => {
  const pattern = containsPattern(text);
  const name = sql`lower(${users.name})`;
  return db
    .select(authorFields)
    .from(profiles)
    .innerJoin(users, and(eq(users.tenantId, profiles.tenantId), eq(users.id, profiles.userId)))
    .where(
      and(
        eq(profiles.tenantId, tenantId),
        eq(profiles.approvalStatus, 'approved'),
        eq(users.status, 'active'),
        or(ilike(users.name, pattern), ilike(profiles.displayName, pattern), ilike(profiles.organizationName, pattern)),
      ),
    )
    .orderBy(desc(sql`starts_with(${name}, ${text.toLowerCase()})`), asc(name), asc(profiles.id))
    .limit(limit);
};

/** GET posts/mentionable: members to mention, for those who write on the wall (approved members, operators). */
export const searchMentionable = async (
  ctx: { db: Db; tenant: Tenant; auth: AuthContext },
  query: MentionSearchQuery,
): Promise<PostAuthor[]> => {
  if (!communityPolicy.participate(ctx.auth)) {
    throw forbidden('Mentions are for approved members: yours is not approved yet');
  }
  const rows = await findMentionable(ctx.db, ctx.tenant.id, query.q, query.limit);
  return rows.map(presentAuthor);
};
