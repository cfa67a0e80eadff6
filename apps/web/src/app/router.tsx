import { createBrowserRouter, Navigate } from 'react-router';
import { requireSession, requireSignedOut, SignedInArea } from '../core/guards.tsx';
import { paths } from '../core/paths.ts';
import { type RouteData, routeContextWith } from '../core/prefetch.ts';
import { publicRoutes as accountPublicRoutes } from '../features/account/routes.tsx';
import {
  operatorConsoleRoutes as articleConsoleRoutes,
  publicRoutes as articlePublicRoutes,
} from '../features/articles/routes.tsx';
import { publicRoutes as authPublicRoutes, SwitchProfilePanel, signedOutRoutes } from '../features/auth/routes.tsx';
import {
  operatorConsoleRoutes as certificateConsoleRoutes,
  publicRoutes as certificatePublicRoutes,
} from '../features/certificates/routes.tsx';
import { routes as challengeRoutes } from '../features/challenges/routes.tsx';
import { routes as communityRoutes } from '../features/community/routes.tsx';
import {
  publicRoutes as connectionPublicRoutes,
  DirectoryConnectButton,
  ProfileConnectActions,
} from '../features/connections/routes.tsx';
import { consoleRoute } from '../features/console/routes.tsx';
import { publicRoutes as faqRoutes } from '../features/content-blocks/routes.tsx';
import { StartupProfileAddition } from '../features/documents/routes.tsx';
import { consoleRoutes as eventConsoleRoutes, publicRoutes as eventPublicRoutes } from '../features/events/routes.tsx';
import {
  operatorConsoleRoutes as externalSignInConsoleRoutes,
  signedOutPublicRoutes as externalSignInSignedOutPublicRoutes,
  signedOutRoutes as externalSignInSignedOutRoutes,
} from '../features/external-sign-in/routes.tsx';
import {
  operatorConsoleRoutes as facilityConsoleRoutes,
  publicRoutes as facilityPublicRoutes,
} from '../features/facilities/routes.tsx';
import {
  consoleRoutes as formConsoleRoutes,
  routes as formRoutes,
  ProfileFormAnswersAddition,
} from '../features/forms/routes.tsx';
import { operatorConsoleRoutes as helpdeskConsoleRoutes } from '../features/helpdesk/routes.tsx';
import { operatorConsoleRoutes as ipConsoleRoutes, publicRoutes as ipPublicRoutes } from '../features/ip/routes.tsx';
import { routes as jobRoutes } from '../features/jobs/routes.tsx';
import { routes as meetingRoutes } from '../features/meetings/routes.tsx';
import { routes as mentorshipRoutes } from '../features/mentorship/routes.tsx';
import {
  operatorConsoleRoutes as metricOperatorConsoleRoutes,
  partnerConsoleRoutes as metricPartnerConsoleRoutes,
} from '../features/metrics/admin/routes.tsx';
import { routes as metricRoutes } from '../features/metrics/routes.tsx';
import {
  operatorConsoleRoutes as milestoneConsoleRoutes,
  partnerConsoleRoutes as milestonePartnerConsoleRoutes,
} from '../features/milestones/routes.tsx';
import {
  PartnerProfileAddition,
  consoleRoutes as partnerConsoleRoutes,
  publicRoutes as partnerPublicRoutes,
} from '../features/partners/routes.tsx';
import {
  operatorConsoleRoutes as paymentConsoleRoutes,
  publicRoutes as paymentPublicRoutes,
} from '../features/payments/routes.tsx';
import { operatorConsoleRoutes as pitchOperatorConsoleRoutes } from '../features/pitch/admin/routes.tsx';
import { routes as pitchRoutes, StartupPitchesAddition } from '../features/pitch/routes.tsx';
import { consoleRoutes as programConsoleRoutes, routes as programRoutes } from '../features/programs/routes.tsx';
import type { ProfileAddition } from '../features/public-profiles/profile-addition.ts';
import { publicProfileRoutes } from '../features/public-profiles/routes.tsx';
import { ProfileCompareButton, searchRoutes } from '../features/search/routes.tsx';
import { operatorConsoleRoutes as startupKitConsoleRoutes } from '../features/startup-kit/routes.tsx';
import { ProfileWishlistButton } from '../features/wishlist/routes.tsx';
import { LoadingScreen } from '../ui/loading-screen.tsx';
import { RouteErrorPage } from '../ui/route-error.tsx';
import { Shell } from './shell.tsx';
import { signedInRoutes } from './signed-in-routes.tsx';

/** Connect and Message (the connections feature's) and Add to wishlist before another feature's action on a profile. */
const withConnect =
  (Other?: ProfileAddition): ProfileAddition =>
  ({ profile }) => (
    <>
      <ProfileConnectActions profile={profile} />
      <ProfileWishlistButton profile={profile} />
      {Other ? <Other profile={profile} /> : null}
    </>
  );

/** A startup's profile shows its compiled pitches (the pitch feature's), then a program office's document request. */
const startupAddition: ProfileAddition = ({ profile }) => (
  <>
    <StartupPitchesAddition profile={profile} />
    <StartupProfileAddition profile={profile} />
  </>
);

/** Every profile shows its answers to the tenant's profile forms (the forms feature's), then what its type adds. */
const withFormAnswers =
  (Other?: ProfileAddition): ProfileAddition =>
  ({ profile }) => (
    <>
      <ProfileFormAnswersAddition profile={profile} />
      {Other ? <Other profile={profile} /> : null}
    </>
  );

/**
 * The route table (spec 2). Pages are lazy so the first load carries only the shell. The busiest routes'
 * loaders start their page's query beside the page's code, with the query client, tenant and session
 * `routeData` gives at each navigation (core/prefetch.ts).
 */
export const createAppRouter = (routeData: () => RouteData | null) =>
  createBrowserRouter(
    [
      {
        path: '/',
        element: <Shell switchProfilePanel={SwitchProfilePanel} />,
        ErrorBoundary: RouteErrorPage,
        HydrateFallback: LoadingScreen,
        children: [
          { index: true, element: <Navigate to={paths.login} replace /> },
          // Sign-in and sign-up, and bringing a profile from another platform (issue 42).
          {
            path: 'auth',
            loader: requireSignedOut,
            children: [...externalSignInSignedOutRoutes, ...signedOutRoutes],
          },
          { id: 'signed-in', loader: requireSession, Component: SignedInArea, children: signedInRoutes },
          ...authPublicRoutes,
          ...accountPublicRoutes,
          ...partnerPublicRoutes,
          // The page a connection request's email links to: answered without signing in.
          ...connectionPublicRoutes,
          // Directories, compare and global search: unguarded (spec 2); each page says what a visitor may see.
          // Each card offers Connect to the members who may.
          ...searchRoutes({ cardAction: DirectoryConnectButton }),
          // The community wall: unguarded (spec 2); the feed asks a visitor to sign in, and a shared post's
          // page opens signed out where the tenant allows it.
          ...communityRoutes,
          // Jobs and challenges: unguarded (spec 2); public search and details open signed out, the rest
          // asks for sign-in on the page.
          ...jobRoutes,
          ...challengeRoutes,
          // Forms: unguarded (spec 2); the list asks a visitor to sign in, a public form opens signed out.
          ...formRoutes,
          // Programs: the lists and a program's page are unguarded (spec 2); a visitor's Apply signs up first.
          ...programRoutes,
          // A public event's registration page and its operators' preview: unguarded (spec 2).
          ...eventPublicRoutes,
          // Mentorship hours: unguarded (spec 2); signed out, the page asks to sign in.
          ...mentorshipRoutes,
          // Growth metrics and its printable report: unguarded (spec 2); signed out, the page asks to sign in
          // (an emailed invitation's `?invite=` kept for after).
          ...metricRoutes,
          // The pitch deck home: unguarded (spec 2); signed out, the page asks to sign in.
          ...pitchRoutes,
          // The list of meetings and a meeting's page: unguarded (spec 2); signed out, they ask to sign in.
          ...meetingRoutes,
          // Checking a certificate by its id (certificate/verify and certi): unguarded (spec 2), for anyone.
          ...certificatePublicRoutes,
          // Content (news, webinars, reports, videos, legal templates…): unguarded (spec 2); signed out,
          // the public items.
          ...articlePublicRoutes,
          // The FAQ: unguarded (spec 2's resources); signed out, the public questions.
          ...faqRoutes,
          // Facilities and a facility's free slots: unguarded (spec 2); booking asks a visitor to sign in.
          ...facilityPublicRoutes,
          // The IP marketplace: unguarded (spec 2); what owners published for licensing.
          ...ipPublicRoutes,
          // Where the payment provider returns a member (issue 41): unguarded (spec 2); signed out, the pages
          // ask to sign in.
          ...paymentPublicRoutes,
          // Where the tenant's single sign-on provider returns a visitor (issue 42): for visitors signed out.
          { loader: requireSignedOut, children: externalSignInSignedOutPublicRoutes },
          // Every profile shows the answers it sent to profile forms the viewer may read. A partner's profile
          // carries the partners feature's submission form; a startup's, its compiled pitches and a program
          // office's request for a document. Every profile offers Connect and Message where the server allows
          // them; startups, investors and corporates can be added to compare.
          ...publicProfileRoutes(
            {
              startup: withFormAnswers(startupAddition),
              investor: withFormAnswers(),
              corporate: withFormAnswers(),
              mentor: withFormAnswers(),
              program_office: withFormAnswers(),
              service_provider: withFormAnswers(),
              partner: withFormAnswers(PartnerProfileAddition),
              individual: withFormAnswers(),
              job_seeker: withFormAnswers(),
            },
            {
              startup: withConnect(ProfileCompareButton),
              investor: withConnect(ProfileCompareButton),
              corporate: withConnect(ProfileCompareButton),
              mentor: withConnect(),
              program_office: withConnect(),
              service_provider: withConnect(),
              partner: withConnect(),
              individual: withConnect(),
              job_seeker: withConnect(),
            },
          ),
          {
            path: paths.notFound,
            lazy: async () => ({
              Component: (await import('../features/errors/pages/not-found-page.tsx')).NotFoundPage,
            }),
          },
          { path: '*', element: <Navigate to={paths.notFound} replace /> },
        ],
      },
      // The operators' console has a frame of its own, outside the member site's shell. Programs, forms, events
      // and growth metrics run their operators' pages in it; a partner's Admin Console opens the partners
      // feature's portfolio and the growth metrics of its startups.
      consoleRoute({
        operator: [
          ...programConsoleRoutes,
          ...formConsoleRoutes,
          ...eventConsoleRoutes,
          ...metricOperatorConsoleRoutes,
          ...pitchOperatorConsoleRoutes,
          ...certificateConsoleRoutes,
          ...articleConsoleRoutes,
          ...startupKitConsoleRoutes,
          ...facilityConsoleRoutes,
          ...helpdeskConsoleRoutes,
          ...ipConsoleRoutes,
          ...milestoneConsoleRoutes,
          ...paymentConsoleRoutes,
          ...externalSignInConsoleRoutes,
        ],
        partner: [...partnerConsoleRoutes, ...metricPartnerConsoleRoutes, ...milestonePartnerConsoleRoutes],
      }),
    ],
    { getContext: () => routeContextWith(routeData()) },
  );
