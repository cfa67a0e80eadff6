import * as oidc from 'openid-client';
import { newToken, sha256 } from '../../platform/auth/tokens.ts';
import { HttpError } from '../../platform/errors.ts';
import { findUserByContact } from '../../platform/identity/index.ts';
import { assertMaySignIn } from '../auth/index.ts';
import { clientOf, providerMetadata } from './issuer.ts';
import { clientSecretOf, redirectUriOf, type SsoContext } from './providers.ts';
import * as repo from './repo.ts';

/*
 * The round trip through a tenant's provider (docs/sso.md): start sends the browser there with PKCE
 * (S256), a state and a nonce, kept in sso_attempts (the state hashed); the callback takes the state once,
 * exchanges the code (openid-client checks the issuer, audience, signature, nonce and PKCE), requires a
 * verified email, and hands the web a one-time ticket that complete.ts exchanges for a session.
 */

const attemptMinutes = 10;
const ticketMinutes = 2;
export const completePath = '/sso/complete';

/** A refusal shown on the web's completion page: the browser arrives there with `?error=`. */
export class SsoRefusal extends Error {}

export const refusalLocation = (message: string) => `${completePath}?error=${encodeURIComponent(message)}`;

const startedElsewhere = 'This sign-in was not started here, or it took too long. Sign in again.';

/** A path of this tenant's web, or nothing: never another site (`//host`, `/\host`, a scheme). */
export const safeReturnTo = (value: string | undefined) =>
  value && /^\/(?![/\\])[^\s\\]*$/.test(value) && value.length <= 500 ? value : null;

const configFor = async (ctx: SsoContext, provider: repo.ProviderRow) => {
  const clientSecret = clientSecretOf(ctx, provider);
  if (clientSecret === null) {
    throw new SsoRefusal(`Sign-in with ${provider.label} is not set up. Ask the operators of ${ctx.tenant.name}.`);
  }
  try {
    const metadata = await providerMetadata(provider.issuer, ctx.sso.rules);
    return clientOf(metadata, { clientId: provider.clientId, clientSecret }, ctx.sso.rules);
  } catch (error) {
    ctx.log.warn({ err: error, issuer: provider.issuer }, 'sso provider unreachable');
    throw new SsoRefusal(`${provider.label} could not be reached. Try again in a few minutes.`);
  }
};

const scopesOf = (scopes: string) => {
  const words = scopes.split(/\s+/).filter(Boolean);
  return (words.includes('openid') ? words : ['openid', ...words]).join(' ');
};

/** The provider's sign-in page for a new attempt: the address the browser is sent to. */
export const startSignIn = async (ctx: SsoContext, input: { providerUuid: string; returnTo: string | null }) => {
  const provider = await repo.findProvider(ctx.db, ctx.tenant.id, input.providerUuid);
  if (!provider?.enabled) throw new SsoRefusal('This sign-in button is no longer offered. Sign in another way.');
  const config = await configFor(ctx, provider);
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const codeVerifier = oidc.randomPKCECodeVerifier();
  await repo.insertAttempt(ctx.db, {
    tenantId: ctx.tenant.id,
    providerId: provider.id,
    stateHash: sha256(state),
    nonce,
    codeVerifier,
    returnTo: input.returnTo,
    expiresAt: new Date(Date.now() + attemptMinutes * 60 * 1000),
  });
  return oidc
    .buildAuthorizationUrl(config, {
      redirect_uri: await redirectUriOf(ctx),
      scope: scopesOf(provider.scopes),
      response_type: 'code',
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    })
    .toString();
};

/** The claims a sign-in needs, read from the ID token and, when it leaves them out, from userinfo. */
type Person = { subject: string; email: string | null; verified: boolean; name: string | null };

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

const personOf = (claims: Record<string, unknown>, subject: string): Person => {
  const joined = [text(claims.given_name), text(claims.family_name)].filter(Boolean).join(' ');
  return {
    subject,
    email: text(claims.email)?.toLowerCase() ?? null,
    // Microsoft Entra ID sends no email_verified; its xms_edov says the domain's owner verified the address.
    verified: claims.email_verified === true || claims.xms_edov === true,
    name: text(claims.name) ?? (joined || null),
  };
};

const readPerson = async (
  ctx: SsoContext,
  config: oidc.Configuration,
  provider: repo.ProviderRow,
  tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>,
) => {
  const claims = tokens.claims();
  if (!claims) throw new SsoRefusal(`${provider.label} did not say who you are. Sign in again.`);
  const fromToken = personOf(claims, claims.sub);
  if (fromToken.email && fromToken.verified) return fromToken;
  try {
    const info = await oidc.fetchUserInfo(config, tokens.access_token, claims.sub);
    const fromInfo = personOf(info, claims.sub);
    return {
      ...fromInfo,
      email: fromToken.email ?? fromInfo.email,
      verified: fromToken.email ? fromToken.verified : fromInfo.verified,
      name: fromToken.name ?? fromInfo.name,
    };
  } catch (error) {
    ctx.log.info({ err: error }, 'sso userinfo failed');
    return fromToken;
  }
};

/**
 * Checks the provider's answer and answers where the browser goes next: the completion page with a
 * one-time ticket, or with the reason it was refused (an SsoRefusal).
 */
export const answerSignIn = async (
  ctx: SsoContext,
  input: { query: Record<string, string | undefined>; search: string },
) => {
  const { state } = input.query;
  if (!state) throw new SsoRefusal(startedElsewhere);
  const attempt = await repo.takeAttempt(ctx.db, ctx.tenant.id, sha256(state));
  if (!attempt) throw new SsoRefusal(startedElsewhere);
  const provider = await repo.findProviderById(ctx.db, ctx.tenant.id, attempt.providerId);
  if (!provider?.enabled) throw new SsoRefusal('This sign-in button is no longer offered. Sign in another way.');
  if (input.query.error) {
    const said = (input.query.error_description || input.query.error).slice(0, 200);
    throw new SsoRefusal(`${provider.label} did not sign you in: ${said}`);
  }
  const config = await configFor(ctx, provider);
  const currentUrl = new URL(`${await redirectUriOf(ctx)}${input.search}`);
  let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
  try {
    tokens = await oidc.authorizationCodeGrant(config, currentUrl, {
      expectedState: state,
      expectedNonce: attempt.nonce,
      pkceCodeVerifier: attempt.codeVerifier,
      idTokenExpected: true,
    });
  } catch (error) {
    ctx.log.warn({ err: error, issuer: provider.issuer }, 'sso answer refused');
    throw new SsoRefusal(
      `The answer from ${provider.label} could not be trusted, so you are not signed in. Sign in again.`,
    );
  }
  const person = await readPerson(ctx, config, provider, tokens);
  if (!person.email) throw new SsoRefusal(`Your ${provider.label} account has no email address to sign in with.`);
  if (!person.verified) {
    throw new SsoRefusal(`${provider.label} has not verified your email address. Verify it there, then sign in again.`);
  }
  const user = await findUserByContact(ctx.db, ctx.tenant.id, { email: person.email });
  if (user) refuseSuspended(ctx, user);
  const ticket = newToken();
  await repo.recordAnswer(ctx.db, ctx.tenant.id, attempt.id, {
    subject: person.subject,
    email: person.email,
    name: person.name,
    userId: user?.id ?? null,
    ticketHash: sha256(ticket),
    ticketExpiresAt: new Date(Date.now() + ticketMinutes * 60 * 1000),
  });
  const returnTo = attempt.returnTo ? `&returnTo=${encodeURIComponent(attempt.returnTo)}` : '';
  return `${completePath}?ticket=${ticket}${returnTo}`;
};

const refuseSuspended = (ctx: SsoContext, user: { status: string }) => {
  try {
    assertMaySignIn(ctx.tenant, user);
  } catch (error) {
    if (error instanceof HttpError) throw new SsoRefusal(error.message);
    throw error;
  }
};
