import { z } from 'zod';
import { AccountType } from './accounts.ts';
import { MeetingPeer } from './meetings.ts';
import { pageQuery, pageSizes } from './paging.ts';

/*
 * The wishlist (issue 21; spec calls 7.13, api/v2): a member keeps a list of people they want to meet
 * (product.md 3: toUserUUID, userAccountType, id). POST wishlist/create/{userId} adds the user's
 * profile of that account type (their active one when none is named); GET lists, paged; DELETE {id}.
 */

/** The most people one member keeps on the list. */
export const maxWishlistSize = 500;

/** The `reason` of the 409 when the person is on the caller's wishlist already (which is what was asked). */
export const alreadyOnWishlistReason = 'already_on_wishlist';

/** The person to add: their profile's uuid (what pages show), or their user id (spec calls 7.13: create/{userId}). */
export const WishlistUserParams = z.object({ userId: z.uuid('This is not a profile or user id') });
export const WishlistIdParams = z.object({ id: z.uuid('This is not a wishlist entry id') });

export const AddToWishlist = z.strictObject({ userAccountType: AccountType.optional() }).nullish();
export type AddToWishlist = z.input<typeof AddToWishlist>;

export const WishlistQuery = z.strictObject(pageQuery(pageSizes.list));
export type WishlistQuery = z.input<typeof WishlistQuery>;

export const WishlistEntry = z.object({
  id: z.string(),
  toUserUUID: z.string(),
  userAccountType: AccountType,
  person: MeetingPeer,
  /** Whether the caller is connected with them now (then a meeting can be requested). */
  connected: z.boolean(),
  createdAt: z.string(),
});
export type WishlistEntry = z.infer<typeof WishlistEntry>;
