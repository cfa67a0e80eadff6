import type { ProfileAccountType, PublicProfile } from '@ventura/shared';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/**
 * Where each type's public profiles live (product.md 2, "Public profile routes"). Written out rather
 * than read from the registry, which the first screen does without; a test holds the two together.
 */
export const publicProfileBases: ReadonlyArray<readonly [ProfileAccountType, string]> = [
  ['startup', '/startups/profile'],
  ['investor', '/investors/profile'],
  ['corporate', '/corporates/profile'],
  ['mentor', '/mentors/profile'],
  ['program_office', '/program-office-members/profile'],
  ['service_provider', '/service-provider/profile'],
  ['partner', '/partners'],
  ['individual', '/individuals/profile'],
  ['job_seeker', '/job-seekers/profile'],
];

/** What another feature shows below the profiles of a type (a partner's submission form), handed in by the router. */
export type ProfileAddition = ComponentType<{ profile: PublicProfile }>;

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
