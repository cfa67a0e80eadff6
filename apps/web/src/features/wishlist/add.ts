import type { AccountType } from '@ventura/shared';
import { apiV2, type ResponseSchema } from '../../api/client.ts';

/** The answer is not read: the button only shows that the person is on the list now. */
const Done: ResponseSchema<null> = { parse: () => null };

/**
 * POST wishlist/create/{userId}: puts a member's profile (of that account type) on the caller's wishlist.
 * Kept apart from the list's module so a public profile's button carries this one call only.
 */
export const addToWishlist = (userId: string, userAccountType: AccountType) =>
  apiV2.post(`/wishlist/create/${encodeURIComponent(userId)}`, Done, { body: { userAccountType } });
