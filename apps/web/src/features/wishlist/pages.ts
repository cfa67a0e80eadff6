import type { ComponentType } from 'react';

/* The feature's pages, each its own chunk, reached through this module (itself loaded on demand). */
const pages = {
  list: async () => (await import('./pages/wishlist-page.tsx')).WishlistPage,
} satisfies Record<string, () => Promise<ComponentType>>;

export type WishlistPageName = keyof typeof pages;

export const loadPage = (name: WishlistPageName) => pages[name]();
