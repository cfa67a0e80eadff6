/**
 * The OpenID Connect stand-in (apps/server/test/stand-ins/oidc) that Alpha's single sign-on journeys sign in
 * at: playwright.config.ts starts it as a web server 500 ports above the app's (the payments stand-in is 400
 * above), so that two suites on one machine (each on its own E2E_PORT) do not share one.
 */
export const oidcStandInPort = (appPort: number) => appPort + 500;

const appPort = Number(process.env.E2E_PORT ?? 3199);

/** The stand-in of this run: its issuer, on 127.0.0.1 (the server takes http issuers only on loopback). */
export const oidcStandInUrl = `http://127.0.0.1:${oidcStandInPort(appPort)}`;

/** The one client the stand-in knows: the platform as Alpha's operators register it there. */
export const oidcClient = {
  clientId: 'ventura-e2e',
  clientSecret: 'ventura-e2e-stand-in-secret',
  /** Alpha's callback, as the server builds it from the tenant's primary host and the app's port. */
  redirectUri: `http://alpha.localhost:${appPort}/api/v1/public/auth/sso/callback`,
};
