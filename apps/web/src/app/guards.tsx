import { type AccountType, accountTypes, dashboardPaths } from '@ventura/shared';
import { type LoaderFunctionArgs, Navigate, Outlet, redirect, type UIMatch, useMatches } from 'react-router';
import { rememberAttemptedUrl } from './after-login.ts';
import { notify } from './notify.ts';
import { paths } from './paths.ts';
import { sessionStore, useSessionUser } from './session.ts';

/** Route data the login guard reads: the account types allowed on a route (spec 2, "Route guard"). */
export type GuardHandle = { expectedType?: readonly AccountType[] };

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
 * (signing out elsewhere leaves the area) and sends a user whose account type the route does not
 * expect to their own dashboard.
 */
export function SignedInArea() {
  const user = useSessionUser();
  const expectedType = expectedTypeOf(useMatches());
  if (!user) return <Navigate to={paths.login} replace />;
  if (expectedType && !expectedType.includes(user.accountType)) {
    return <Navigate to={dashboardPaths[user.accountType]} replace />;
  }
  return <Outlet />;
}
