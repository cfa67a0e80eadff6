// The stand-in's types for oidc-provider (which ships none), which apps/server's tsconfig includes and this one not.
/// <reference path="../../apps/server/test/stand-ins/oidc/oidc-provider.d.ts" />
import { randomBytes } from 'node:crypto';
import { startOidcStandIn } from '../../apps/server/test/stand-ins/oidc/index.ts';

/*
 * The tenant's single sign-on provider: the OpenID Connect stand-in (oidc-provider on 127.0.0.1, a sign-in
 * page with an "Email" field and a "Sign in" button) with one client, the platform, whose redirect URI is the
 * tenant's callback through nginx. The processes reach it as a loopback http issuer, which production
 * refuses unless OIDC_LOOPBACK_ISSUERS=true (the suite's environment sets it).
 */

export type Oidc = {
  /** http://127.0.0.1:<port>, as the operator types it in the console. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  close: () => Promise<void>;
};

/** Starts the provider on `port` for the tenant at `origin` (http://probe.localhost:3480). */
export const startOidc = async (port: number, origin: string): Promise<Oidc> => {
  const clientId = 'ventura-probe';
  const clientSecret = randomBytes(16).toString('hex');
  const standIn = await startOidcStandIn({
    port,
    clients: [{ clientId, clientSecret, redirectUris: [`${origin}/api/v1/public/auth/sso/callback`] }],
  });
  return { issuer: standIn.issuer, clientId, clientSecret, close: standIn.close };
};

/** What the server needs to read a loopback provider in production: for tests only (docs/sso.md). */
export const oidcEnv = { OIDC_LOOPBACK_ISSUERS: 'true' };
