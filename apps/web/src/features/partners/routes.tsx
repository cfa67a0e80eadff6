import type { PublicProfile } from '@ventura/shared';
import { type ComponentType, lazy } from 'react';
import type { RouteObject } from 'react-router';
import type { GuardHandle } from '../../core/guards.tsx';

const portfolioPage = async () => ({ Component: (await import('./pages/portfolio-page.tsx')).PortfolioPage });

/** Signed-in routes of this feature, mounted by the router under the login guard: partner profiles only. */
export const routes: RouteObject[] = [
  {
    path: '/partners/startups',
    handle: { expectedType: ['partner'] } satisfies GuardHandle,
    lazy: portfolioPage,
  },
];

/** The portfolio in the console's frame (what the partner's Admin Console opens), as a child of /admin. */
export const consoleRoutes: RouteObject[] = [{ path: 'startups', lazy: portfolioPage }];

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
