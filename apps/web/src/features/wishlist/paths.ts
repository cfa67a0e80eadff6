/** The wishlist feature's addresses (issue 21): the people I want to meet, and booking a meeting with one. */
export const wishlistPaths = {
  list: '/calender/wishlist',
  /** The meetings feature's booking page for a connected member. */
  book: (profileUuid: string) => `/calender/book/${encodeURIComponent(profileUuid)}`,
} as const;
