import { and, eq } from 'drizzle-orm';
import { profiles, users } from '../../platform/identity/tables.ts';
import type { postComments, posts } from './tables.ts';

// Who wrote what on the wall: the author's card and the joins that fetch it, shared by the wall's queries.

/** The card of a post's or comment's author (or a member to mention): only what the feed shows. */
export const authorFields = {
  uuid: profiles.uuid,
  userId: profiles.userId,
  accountType: profiles.accountType,
  organizationName: profiles.organizationName,
  avatar: profiles.avatar,
  name: users.name,
};
export type AuthorRow = {
  uuid: string;
  userId: string;
  accountType: (typeof profiles.$inferSelect)['accountType'];
  organizationName: string | null;
  avatar: string | null;
  name: string;
};

/** The author of a post or a comment, inside its tenant. */
export const authorOf = (table: typeof posts | typeof postComments) =>
  and(eq(profiles.tenantId, table.tenantId), eq(profiles.id, table.authorProfileId));
export const userOfAuthor = and(eq(users.tenantId, profiles.tenantId), eq(users.id, profiles.userId));
