import {
  type AccountType,
  type AddToWishlist,
  alreadyOnWishlistReason,
  maxWishlistSize,
  type PageRequest,
} from '@ventura/shared';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import { offsetOf, pageAnswer } from '../../platform/db/paging.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';
import type { Member } from '../../platform/request-context.ts';
import { connectedAmong } from '../connections/index.ts';
import { presentEntry } from './present.ts';
import * as repo from './repo.ts';
import { wishlistEntries } from './tables.ts';

const alreadyThere = () => conflict('This person is already on your wishlist', alreadyOnWishlistReason);
const entryNotFound = () => notFound('Wishlist entry not found');

const noProfileOfType = 'This person has no profile of that account type';

/**
 * The profile an add names: the profile whose uuid it is (what every page shows), else the user's of
 * that account type, else their first approved one (spec calls 7.13 names a user id).
 */
const targetOf = async (m: Member, id: string, accountType: AccountType | undefined) => {
  const profile = await repo.findProfile(m.db, m.tenant.id, id);
  if (profile) {
    if (accountType && profile.accountType !== accountType) throw notFound(noProfileOfType);
    return profile;
  }
  const user = await repo.findUser(m.db, m.tenant.id, id);
  if (!user) throw notFound('No member has this profile or user id');
  const target = await repo.targetProfile(m.db, m.tenant.id, user.id, accountType);
  if (!target) throw notFound(accountType ? noProfileOfType : 'This person has no approved profile');
  return { ...target, userId: user.id };
};

/** POST wishlist/create/{userId}: a profile by its uuid, or a user's (of userAccountType, else their first approved one). */
export const add = async (m: Member, id: string, body: z.output<typeof AddToWishlist>) => {
  const yourself = () =>
    badRequest('You cannot add yourself to your wishlist', ['params.userId: You cannot add yourself']);
  if (id === m.auth.user.id) throw yourself();
  const target = await targetOf(m, id, body?.userAccountType ?? undefined);
  if (target.userId === m.auth.user.id) throw yourself();
  const owner = m.auth.profile.id;
  if ((await repo.countOf(m.db, m.tenant.id, owner)) >= maxWishlistSize) {
    throw conflict(`Your wishlist holds at most ${maxWishlistSize} people: remove someone first`);
  }
  let uuid: string;
  try {
    const [row] = await m.db
      .insert(wishlistEntries)
      .values({
        tenantId: m.tenant.id,
        ownerProfileId: owner,
        targetProfileId: target.id,
        userAccountType: target.accountType,
      })
      .onConflictDoNothing()
      .returning({ uuid: wishlistEntries.uuid });
    if (!row) throw alreadyThere();
    uuid = row.uuid;
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyThere();
    throw error;
  }
  const entry = await repo.findEntry(m.db, m.tenant.id, uuid);
  if (!entry) throw entryNotFound();
  const connected = await connectedAmong(m.db, m.tenant.id, owner, [entry.profileId]);
  return presentEntry(entry, connected.has(entry.profileId));
};

/** GET wishlist: the caller's entries, newest first, each saying whether they are connected now. */
export const list = async (m: Member, paging: PageRequest) => {
  const owner = m.auth.profile.id;
  const { rows, total } = await repo.page(m.db, m.tenant.id, owner, paging.limit, offsetOf(paging));
  const connected = await connectedAmong(
    m.db,
    m.tenant.id,
    owner,
    rows.map((row) => row.profileId),
  );
  const items = rows.map((row) => presentEntry(row, connected.has(row.profileId)));
  return pageAnswer(items, total, paging);
};

/** DELETE wishlist/{id}: the owner removes an entry; anyone else's is not found. */
export const remove = async (m: Member, uuid: string) => {
  const entry = await repo.ownerOf(m.db, m.tenant.id, uuid);
  if (!entry || entry.ownerProfileId !== m.auth.profile.id) throw entryNotFound();
  await m.db
    .delete(wishlistEntries)
    .where(and(eq(wishlistEntries.tenantId, m.tenant.id), eq(wishlistEntries.id, entry.id)));
  return { id: uuid };
};
