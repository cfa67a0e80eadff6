import {
  type AccountType,
  accountTypes,
  dashboardPaths,
  type FeatureFlagName,
  featureFlagNames,
  isLimitedAccess,
  type TenantDetails,
} from '@ventura/shared';
import { type LoaderFunctionArgs, Navigate, Outlet, redirect, type UIMatch, useMatches } from 'react-router';
import { rememberAttemptedUrl } from './after-login.ts';
import { notify } from './notify.ts';
import { paths } from './paths.ts';
import { type StoredProfile, type StoredUser, sessionStore, useSessionUser, useStoredProfile } from './session.ts';
import { useTenant } from './tenant.ts';

/**
 * Route data the login guard reads: the account types allowed on a route (spec 2, "Route guard"), the
 * tenant feature flag its pages belong to (a disabled feature's routes go to /errors/404), and whether
 * limited access takes it away (product.md 4: My Actions and Messages; for such a profile the route is
 * as a disabled feature's, and the API refuses its calls).
 */
export type GuardHandle = {
  expectedType?: readonly AccountType[];
  feature?: FeatureFlagName;
  hiddenUnderLimitedAccess?: boolean;
};

const isAccountType = (value: unknown): value is AccountType => accountTypes.some((type) => type === value);

const expectedTypeIn = (handle: unknown): AccountType[] | undefined => {
  if (typeof handle !== 'object' || handle === null || !('expectedType' in handle)) return undefined;
  const { expectedType } = handle;
  return Array.isArray(expectedType) ? expectedType.filter(isAccountType) : undefined;
};

/** The innermost expectedType among the matched routes, if any route sets one. */
export const expectedTypeOf = (matches: readonly Pick<UIMatch, 'handle'>[]) => {
  for (const match of [...matches].reverse()) {
    const expected = expectedTypeIn(match.handle);
    if (expected) return expected;
  }
  return undefined;
};

const isFeatureFlag = (value: unknown): value is FeatureFlagName => featureFlagNames.some((flag) => flag === value);

/** The feature flags the matched routes belong to. */
export const featuresOf = (matches: readonly Pick<UIMatch, 'handle'>[]): FeatureFlagName[] =>
  matches.flatMap(({ handle }) =>
    typeof handle === 'object' && handle !== null && 'feature' in handle && isFeatureFlag(handle.feature)
      ? [handle.feature]
      : [],
  );

/** Whether a matched route is one limited access takes away. */
export const hiddenUnderLimitedAccess = (matches: readonly Pick<UIMatch, 'handle'>[]) =>
  matches.some(
    ({ handle }) =>
      typeof handle === 'object' &&
      handle !== null &&
      'hiddenUnderLimitedAccess' in handle &&
      handle.hiddenUnderLimitedAccess === true,
  );

/**
 * Whether limited access takes My Actions and Messages from this session's profile. The stored profile
 * counts only when it is the session's (a switch stores the new one after).
 */
export const limitedAccessFor = (
  tenant: Pick<TenantDetails, 'features'>,
  user: StoredUser,
  profile: StoredProfile | null,
) => isLimitedAccess(tenant.features, profile?.uuid === user.uuid ? profile.approvalStatus : null);

/**
 * Loader of the signed-in area. Without a stored user: the 'Error logging in' toast, the session
 * forgotten, the attempted URL saved for after sign-in, and off to the sign-in page.
 */
export const requireSession = ({ request }: Pick<LoaderFunctionArgs, 'request'>) => {
  if (sessionStore.user()) return null;
  const url = new URL(request.url);
  rememberAttemptedUrl(`${url.pathname}${url.search}${url.hash}`);
  sessionStore.clear();
  notify.error('Error logging in', 'error-logging-in');
  throw redirect(paths.login);
};

/** Loader of /auth: only for signed-out visitors; a signed-in user goes to their own dashboard. */
export const requireSignedOut = () => {
  const user = sessionStore.user();
  if (user) throw redirect(dashboardPaths[user.accountType]);
  return null;
};

/**
 * The signed-in area's frame. The loader has let the visitor in; this keeps watching the session
 * (signing out elsewhere leaves the area), sends the pages of a feature the tenant switched off, and those
 * limited access takes away from such a profile, to the 404 page, and a user whose account type the route
 * does not expect to their own dashboard.
 */
export function SignedInArea() {
  const user = useSessionUser();
  const profile = useStoredProfile();
  const tenant = useTenant();
  const matches = useMatches();
  const expectedType = expectedTypeOf(matches);
  if (!user) return <Navigate to={paths.login} replace />;
  if (featuresOf(matches).some((flag) => !tenant.features[flag])) return <Navigate to={paths.notFound} replace />;
  if (hiddenUnderLimitedAccess(matches) && limitedAccessFor(tenant, user, profile)) {
    return <Navigate to={paths.notFound} replace />;
  }
  if (expectedType && !expectedType.includes(user.accountType)) {
    return <Navigate to={dashboardPaths[user.accountType]} replace />;
  }
  return <Outlet />;
}
