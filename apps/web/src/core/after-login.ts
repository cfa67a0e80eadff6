import { type AccountType, dashboardPaths } from '@ventura/shared';

/** Where the visitor was going when the login guard stopped them; kept per tab until the next sign-in. */
const attemptedUrlKey = 'ventura-after-login';

/** Same-origin paths only, and never back into the sign-in pages (an open redirect would be a phishing aid). */
export const isSafeReturnPath = (url: string) =>
  url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\') && !/^\/auth(\/|$|\?)/.test(url);

export const rememberAttemptedUrl = (url: string, storage: Storage = sessionStorage) => {
  if (isSafeReturnPath(url)) storage.setItem(attemptedUrlKey, url);
};

/** The saved URL, forgotten as it is read so it is used once. */
export const takeAttemptedUrl = (storage: Storage = sessionStorage) => {
  const url = storage.getItem(attemptedUrlKey);
  storage.removeItem(attemptedUrlKey);
  return url !== null && isSafeReturnPath(url) ? url : null;
};

/**
 * Where a sign-in lands without a saved URL (spec 4): startups on their dashboard, everyone else on
 * the investors' dashboard, whose guard sends other account types on to their own dashboard.
 */
export const postLoginPath = (accountType: AccountType) =>
  accountType === 'startup' ? dashboardPaths.startup : dashboardPaths.investor;
