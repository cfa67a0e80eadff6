import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { type CryptoKey, exportJWK, generateKeyPair, SignJWT } from 'jose';

/*
 * A provider that lies, for tests: it publishes a discovery document and one signing key, and its token
 * endpoint answers whatever ID token the test asks for next (another nonce, another audience, another
 * issuer, a key it never published, an unverified email). The platform must refuse each.
 */

export type Forgery = {
  /** Which key signs: the published one, or one nobody published. */
  key?: 'published' | 'unpublished';
  claims?: Record<string, unknown>;
};

export type Forger = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The next token answer: an ID token with these claims over the honest ones (iss, aud, sub, nonce…). */
  forgeNext: (nonce: string, forgery: Forgery) => void;
  close: () => Promise<void>;
};

export const startForger = async (): Promise<Forger> => {
  const published = await generateKeyPair('RS256');
  const unpublished = await generateKeyPair('RS256');
  const kid = randomBytes(6).toString('hex');
  const clientId = 'forged-client';
  const clientSecret = randomBytes(12).toString('hex');
  let next: { nonce: string; forgery: Forgery } | undefined;

  const idToken = async (issuer: string, nonce: string, forgery: Forgery) => {
    const key: CryptoKey = forgery.key === 'unpublished' ? unpublished.privateKey : published.privateKey;
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({
      iss: issuer,
      aud: clientId,
      sub: 'forged-subject',
      iat: now,
      exp: now + 300,
      nonce,
      email: 'forged@example.org',
      email_verified: true,
      ...forgery.claims,
    })
      .setProtectedHeader({ alg: 'RS256', kid })
      .sign(key);
  };

  const json = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    res.end(JSON.stringify(body));
  };

  const server = http.createServer((req, res) => {
    const path = req.url?.split('?')[0];
    if (path === '/.well-known/openid-configuration') {
      return json(res, 200, {
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        token_endpoint_auth_methods_supported: ['client_secret_basic'],
        code_challenge_methods_supported: ['S256'],
      });
    }
    if (path === '/jwks') {
      exportJWK(published.publicKey).then((jwk) =>
        json(res, 200, { keys: [{ ...jwk, kid, alg: 'RS256', use: 'sig' }] }),
      );
      return;
    }
    if (path === '/token' && req.method === 'POST' && next) {
      const { nonce, forgery } = next;
      next = undefined;
      idToken(issuer, nonce, forgery).then((token) =>
        json(res, 200, { access_token: 'forged-access', token_type: 'Bearer', expires_in: 300, id_token: token }),
      );
      return;
    }
    json(res, 400, { error: 'invalid_request' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    issuer,
    clientId,
    clientSecret,
    forgeNext: (nonce, forgery) => {
      next = { nonce, forgery };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
