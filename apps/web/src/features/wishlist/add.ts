import type { AccountType } from '@ventura/shared';
import { apiV2, type ResponseSchema } from '../../api/client.ts';

/** The answer is not read: the button only shows that the person is on the list now. */
const Done: ResponseSchema<null> = { parse: () => null };

/**
 * POST wishlist/create/{id}: puts a member's profile on the caller's wishlist, named by the profile's uuid
 * (the server also takes a user id, as the spec's call does). Kept apart from the list's module so a
 * public profile's button carries this one call only.
 */
export const addToWishlist = (profileUuid: string, userAccountType: AccountType) =>
  apiV2.post(`/wishlist/create/${encodeURIComponent(profileUuid)}`, Done, { body: { userAccountType } });
