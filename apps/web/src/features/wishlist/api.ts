import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { listEnvelope, WishlistEntry } from '@ventura/shared';
import { ApiError, apiV2, type ResponseSchema } from '../../api/client.ts';

/* The wishlist (calls 7.13, docs/meetings.md "Wishlist (api/v2)"): the caller's list and removing from it. */

const WishlistPage = listEnvelope(WishlistEntry).shape.data;
const Done: ResponseSchema<null> = { parse: () => null };

export const wishlistPageSize = 20;

export const wishlistKeys = {
  all: ['wishlist'] as const,
  page: (page: number) => ['wishlist', 'page', page] as const,
};

/** GET wishlist: the caller's entries, newest first, a page at a time. */
export const wishlistQuery = (page: number) =>
  queryOptions({
    queryKey: wishlistKeys.page(page),
    queryFn: ({ signal }) =>
      apiV2.get('/wishlist', WishlistPage, { query: { pageNumber: page, limit: wishlistPageSize }, signal }),
    placeholderData: keepPreviousData,
    retry: (failures, error) => failures < 1 && !(error instanceof ApiError && error.status < 500),
  });

/** DELETE wishlist/{id}. */
export const useRemoveFromWishlist = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiV2.delete(`/wishlist/${encodeURIComponent(id)}`, Done),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: wishlistKeys.all }),
  });
};
