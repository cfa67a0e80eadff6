import type { PublicProfile } from '@ventura/shared';
import { type ComponentType, lazy } from 'react';
import type { RouteObject } from 'react-router';
import type { GuardHandle } from '../../app/guards.tsx';

/** Signed-in routes of this feature, mounted by the router under the login guard: partner profiles only. */
export const routes: RouteObject[] = [
  {
    path: '/partners/startups',
    handle: { expectedType: ['partner'] } satisfies GuardHandle,
    lazy: async () => ({ Component: (await import('./pages/portfolio-page.tsx')).PortfolioPage }),
  },
];

/** Public routes of this feature, open signed in or out: the founder's invitation link. */
export const publicRoutes: RouteObject[] = [
  {
    path: '/partners/join/:token',
    lazy: async () => ({ Component: (await import('./pages/partner-join-page.tsx')).PartnerJoinPage }),
  },
];

/** What a partner's public profile shows below its sections: the founders' submission form, loaded there. */
export const PartnerProfileAddition: ComponentType<{ profile: PublicProfile }> = lazy(async () => ({
  default: (await import('./components/submission-card.tsx')).SubmissionCard,
}));
