import type { RouteObject } from 'react-router';
import { Navigate } from 'react-router';
import type { GuardHandle } from '../core/guards.tsx';
import { paths } from '../core/paths.ts';
import { routes as accountRoutes } from '../features/account/routes.tsx';
import { publicRoutes as articleRoutes } from '../features/articles/routes.tsx';
import { signedInRoutes as certificateRoutes } from '../features/certificates/routes.tsx';
import { routes as challengeRoutes } from '../features/challenges/routes.tsx';
import { routes as chatRoutes } from '../features/chat/routes.tsx';
import { routes as communityRoutes } from '../features/community/routes.tsx';
import { routes as connectionRoutes } from '../features/connections/routes.tsx';
import { publicRoutes as faqRoutes } from '../features/content-blocks/routes.tsx';
import { routes as dashboardRoutes } from '../features/dashboard/routes.tsx';
import { routes as documentRoutes } from '../features/documents/routes.tsx';
import { routes as eventRoutes } from '../features/events/routes.tsx';
import { signedInRoutes as externalSignInRoutes } from '../features/external-sign-in/routes.tsx';
import {
  publicRoutes as facilityPublicRoutes,
  signedInRoutes as facilityRoutes,
} from '../features/facilities/routes.tsx';
import { routes as formRoutes } from '../features/forms/routes.tsx';
import { signedInRoutes as helpdeskRoutes } from '../features/helpdesk/routes.tsx';
import { publicRoutes as ipPublicRoutes, signedInRoutes as ipRoutes } from '../features/ip/routes.tsx';
import { routes as jobRoutes } from '../features/jobs/routes.tsx';
import { routes as matchRoutes } from '../features/matches/routes.tsx';
import { signedInRoutes as callRoutes } from '../features/meetings/call/routes.tsx';
import { routes as meetingRoutes, signedInRoutes as meetingSignedInRoutes } from '../features/meetings/routes.tsx';
import { routes as mentorshipRoutes } from '../features/mentorship/routes.tsx';
import { routes as metricRoutes } from '../features/metrics/routes.tsx';
import { signedInRoutes as milestoneRoutes } from '../features/milestones/routes.tsx';
import { routes as notificationRoutes } from '../features/notifications/routes.tsx';
import { routes as partnerRoutes } from '../features/partners/routes.tsx';
import { signedInRoutes as paymentRoutes } from '../features/payments/routes.tsx';
import { routes as pitchRoutes, signedInRoutes as pitchSignedInRoutes } from '../features/pitch/routes.tsx';
import { routes as profileRoutes } from '../features/profiles/routes.tsx';
import { routes as programRoutes, signedInRoutes as programSignedInRoutes } from '../features/programs/routes.tsx';
import { routes as searchRoutes } from '../features/search/routes.tsx';
import { signedInRoutes as startupKitRoutes } from '../features/startup-kit/routes.tsx';
import { routes as wishlistRoutes } from '../features/wishlist/routes.tsx';

/** Areas the spec puts behind the login guard (spec 2). Ones without pages yet still ask for sign-in first. */
const loginGuardedAreas = ['team', 'calender', 'chat', 'notifications', 'connections', 'membership', 'orders'];

const featureRoutes: RouteObject[] = [
  ...dashboardRoutes,
  ...profileRoutes,
  // A kind's pitch recorder, in the startup's edit area: ranked above the profile's /startups/edit/* pages.
  ...pitchSignedInRoutes,
  // My Actions' connections and Messages: limited access takes them away (product.md 4).
  { handle: { hiddenUnderLimitedAccess: true } satisfies GuardHandle, children: [...connectionRoutes, ...chatRoutes] },
  ...notificationRoutes,
  ...accountRoutes,
  ...partnerRoutes,
  ...documentRoutes,
  ...programSignedInRoutes,
  ...eventRoutes,
  ...wishlistRoutes,
  // Investors for a startup, each with why (issue 44): part of the directories (show_ecosystem).
  ...matchRoutes,
  ...callRoutes,
  ...meetingSignedInRoutes,
  ...certificateRoutes,
  ...startupKitRoutes,
  ...facilityRoutes,
  ...helpdeskRoutes,
  ...ipRoutes,
  ...milestoneRoutes,
  // Membership and orders (issue 41): login-guarded (spec 2).
  ...paymentRoutes,
  // Your data: a copy of it and the profiles linked with other platforms (issue 42), for any member.
  ...externalSignInRoutes,
];

/**
 * Everything under the login guard: the features' routes, then a catch-all per guarded area so that
 * a signed-out visit asks for sign-in and a signed-in one finds the 404 page (the features' own
 * routes rank above these).
 */
export const signedInRoutes: RouteObject[] = [
  ...featureRoutes,
  ...loginGuardedAreas.map((area) => ({ path: `${area}/*`, element: <Navigate to={paths.notFound} replace /> })),
  { path: 'account/*', element: <Navigate to={paths.notFound} replace /> },
];

const joinPath = (parent: string, path: string | undefined) => {
  if (path === undefined) return parent;
  if (path.startsWith('/')) return path;
  return `${parent.replace(/\/$/, '')}/${path}`;
};

/** The static paths (no parameters, no splats) a list of routes renders. */
export const staticPathsOf = (routes: readonly RouteObject[], parent = ''): string[] =>
  routes.flatMap((route) => {
    const path = joinPath(parent, route.path);
    const own = (route.index || route.Component || route.element || route.lazy) && !/[:*]/.test(path) ? [path] : [];
    return [...own, ...staticPathsOf(route.children ?? [], path)];
  });

/**
 * The features' pages, for the menu to show only what exists: the signed-in ones, and the directories and
 * the community wall, jobs, challenges, programs, facilities and the IP marketplace, which the router mounts
 * outside the login guard (unguarded, spec 2).
 */
export const featurePaths: ReadonlySet<string> = new Set(
  staticPathsOf([
    ...featureRoutes,
    ...searchRoutes,
    ...communityRoutes,
    ...jobRoutes,
    ...challengeRoutes,
    ...formRoutes,
    ...programRoutes,
    ...mentorshipRoutes,
    ...metricRoutes,
    ...pitchRoutes,
    ...meetingRoutes,
    ...articleRoutes,
    ...faqRoutes,
    ...facilityPublicRoutes,
    ...ipPublicRoutes,
  ]).filter((path) => path !== ''),
);
