import type { PublicProfile } from '@ventura/shared';
import { type ComponentType, lazy } from 'react';
import type { RouteObject } from 'react-router';
import type { WishlistPageName } from './pages.ts';

const page = (name: WishlistPageName) => async () => ({
  Component: await (await import('./pages.ts')).loadPage(name),
});

/** The wishlist's page (issue 21), behind the login guard. */
export const routes: RouteObject[] = [{ path: '/calender/wishlist', lazy: page('list') }];

/** 'Add to wishlist' beside a public profile's other actions: its own small chunk (one call, no list). */
export const ProfileWishlistButton: ComponentType<{ profile: PublicProfile }> = lazy(async () => ({
  default: (await import('./components/wishlist-button.tsx')).ProfileWishlistButton,
}));
