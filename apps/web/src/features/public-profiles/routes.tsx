import type { ProfileAccountType } from '@ventura/shared';
import type { RouteObject } from 'react-router';
import { publicProfileBases } from '../../core/profile-path.ts';
import type { ProfileAddition } from './profile-addition.ts';

/**
 * Public profile pages, open to signed-out visitors. The slug is optional: without it, or with an old
 * one, the page moves to the profile's canonical address. Other features hand in what a type's profiles
 * show below their sections (`additions`) and beside their header's buttons (`actions`: add to compare).
 */
export const publicProfileRoutes = (
  additions: Partial<Record<ProfileAccountType, ProfileAddition>> = {},
  actions: Partial<Record<ProfileAccountType, ProfileAddition>> = {},
): RouteObject[] =>
  publicProfileBases.map(([type, base]) => ({
    path: `${base}/:uuid/:slug?`,
    lazy: async () => {
      const { PublicProfilePage } = await import('./pages/public-profile-page.tsx');
      return { element: <PublicProfilePage type={type} addition={additions[type]} action={actions[type]} /> };
    },
  }));
