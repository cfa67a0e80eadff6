import { paths } from '../../core/paths.ts';

/**
 * The addresses of signing in from elsewhere (issue 42): the import wizard and the end of a single sign-on
 * (signed out), the member's own data, and the console's page under /admin.
 */
export const externalSignInPaths = {
  /** Under /auth: the router mounts it with the sign-in pages. */
  importProfile: 'import-profile',
  ssoComplete: '/sso/complete',
  yourData: paths.yourData,
  admin: '/admin/sign-in-settings',
  /** Under the console's /admin. */
  consoleSettings: 'sign-in-settings',
  /** Account Settings, where the account is deleted (the account feature's page, named here so features do not import each other). */
  deleteAccount: '/account/edit/profile#delete-account',
} as const;
