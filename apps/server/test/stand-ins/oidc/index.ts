import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider from 'oidc-provider';

/*
 * An OpenID Connect provider of our own for tests and journeys: oidc-provider (the certified
 * implementation) on 127.0.0.1, with a sign-in page of one labelled email field and a "Sign in" button.
 * Any address typed there signs in; its claims are `claimsOf(email)`, by default the address verified and
 * a name from the part before @. Consent is taken as given (the client is the platform itself).
 */

export type OidcClient = { clientId: string; clientSecret: string; redirectUris: string[] };
export type OidcStandIn = { issuer: string; close: () => Promise<void> };
export type Claims = Record<string, unknown>;

const defaultClaims = (email: string): Claims => ({
  email,
  email_verified: true,
  name: email.split('@')[0] ?? email,
});

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const signInPage = (uid: string, problem = '') => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Sign in: OpenID stand-in</title></head>
<body><main>
<h1>Sign in</h1>
${problem ? `<p role="alert">${escapeHtml(problem)}</p>` : ''}
<form method="post" action="/interaction/${escapeHtml(uid)}">
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="email" required autofocus>
<button type="submit">Sign in</button>
</form>
</main></body></html>`;

const readForm = (req: http.IncomingMessage) =>
  new Promise<URLSearchParams>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))));
    req.on('error', reject);
  });

const html = (res: http.ServerResponse, status: number, body: string) => {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(body);
};

/** Starts the provider; `port` 0 (the default) takes a free one. */
export const startOidcStandIn = async (input: {
  clients: OidcClient[];
  port?: number;
  claimsOf?: (email: string) => Claims;
}): Promise<OidcStandIn> => {
  const claimsOf = input.claimsOf ?? defaultClaims;
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig', kid: randomBytes(6).toString('hex') };
  let provider: Provider | undefined;

  const interaction = async (req: http.IncomingMessage, res: http.ServerResponse, uid: string) => {
    if (!provider) throw new Error('the provider is not ready');
    await provider.interactionDetails(req, res);
    if (req.method !== 'POST') return html(res, 200, signInPage(uid));
    const email = (await readForm(req)).get('email')?.trim().toLowerCase() ?? '';
    if (!/^[^@\s]+@[^@\s]+$/.test(email)) return html(res, 400, signInPage(uid, 'Enter an email address'));
    await provider.interactionFinished(req, res, { login: { accountId: email } }, { mergeWithLastSubmission: false });
  };

  const server = http.createServer((req, res) => {
    const uid = /^\/interaction\/([\w-]+)$/.exec(req.url?.split('?')[0] ?? '')?.[1];
    if (!provider) return html(res, 503, 'starting');
    if (!uid) return provider.callback()(req, res);
    interaction(req, res, uid).catch((error: unknown) => {
      html(res, 400, `<p role="alert">${escapeHtml(error instanceof Error ? error.message : 'Sign-in failed')}</p>`);
    });
  });
  await new Promise<void>((resolve) => server.listen(input.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  provider = new Provider(issuer, {
    clients: input.clients.map((client) => ({
      client_id: client.clientId,
      client_secret: client.clientSecret,
      redirect_uris: client.redirectUris,
      grant_types: ['authorization_code'],
      response_types: ['code'],
    })),
    jwks: { keys: [jwk] },
    cookies: { keys: [randomBytes(16).toString('hex')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    features: { devInteractions: { enabled: false } },
    pkce: { required: () => true },
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
    interactions: { url: (_ctx, found) => `/interaction/${found.uid}` },
    findAccount: async (_ctx, sub) => ({ accountId: sub, claims: async () => ({ ...claimsOf(sub), sub }) }),
    // The platform is a first-party client: what it asks for is granted without a consent page.
    loadExistingGrant: async (ctx) => {
      const { client, session, result } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope([...ctx.oidc.requestParamOIDCScopes].join(' '));
      await grant.save();
      return grant;
    },
  });

  return {
    issuer,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
