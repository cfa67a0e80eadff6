import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import ipaddr from 'ipaddr.js';
import * as oidc from 'openid-client';
import { HttpError } from '../../platform/errors.ts';
import { isPublicAddress } from '../../platform/http/public-address.ts';

/*
 * Reaching a tenant's OpenID provider. The issuer is typed by an operator, and its discovery document
 * names further addresses (token endpoint, keys, userinfo), so every request the server makes for
 * single sign-on goes through one guarded fetch: https (loopback http only when the configuration allows
 * it: outside production, or with OIDC_LOOPBACK_ISSUERS=true for the production test suite), and
 * only public addresses, checked on the addresses the name resolves to, the socket going to a checked one
 * (docs/sso.md, "What the server checks").
 */

/**
 * Loopback providers (a Keycloak on the developer's machine, the test stand-in) are allowed outside
 * production, and in production only with OIDC_LOOPBACK_ISSUERS=true (config.oidcLoopbackIssuers).
 */
export type IssuerRules = { allowLoopback: boolean };

const loopbackNames = new Set(['localhost', '127.0.0.1', '[::1]']);
const maxAnswerBytes = 1024 * 1024;
const discoveryTimeoutSeconds = 10;
const metadataCacheMs = 5 * 60 * 1000;

/** Where a provider publishes its settings, for the messages that name it. */
export const discoveryUrl = (issuer: string) => `${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`;

/** Why an issuer address may not be used, or null when it may. */
export const issuerProblem = (issuer: string, rules: IssuerRules): string | null => {
  const url = new URL(issuer);
  if (url.username || url.password) return 'The issuer address may not hold a user name or password';
  if (url.search || url.hash) return 'The issuer address has no query (?) or fragment (#)';
  const loopback = loopbackNames.has(url.hostname);
  if (loopback && !rules.allowLoopback) return 'The issuer address must be on the public internet';
  if (url.protocol === 'https:' || (url.protocol === 'http:' && loopback)) return null;
  return 'The issuer address starts with https://';
};

/** Refused before any byte is sent: the provider's address (or one it names) is not on the public internet. */
class PrivateAddress extends Error {}

const mayReach = (address: string, rules: IssuerRules) => {
  if (isPublicAddress(address)) return true;
  if (!rules.allowLoopback || !net.isIP(address)) return false;
  return ipaddr.process(address).range() === 'loopback';
};

/** A name resolved once: every address must be reachable, and the connection goes to the first. */
const checkedLookup =
  (rules: IssuerRules): net.LookupFunction =>
  (hostname, options, callback) => {
    dns.lookup(hostname, { all: true, verbatim: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const first = addresses[0];
      if (!first || !addresses.every((entry) => mayReach(entry.address, rules))) {
        return callback(new PrivateAddress(`${hostname} is not on the public internet`), '', 0);
      }
      if (options.all) return callback(null, [first]);
      return callback(null, first.address, first.family);
    });
  };

const headersOf = (message: http.IncomingMessage) => {
  const headers = new Headers();
  for (const [name, value] of Object.entries(message.headers)) {
    for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, one);
  }
  return headers;
};

const bodyText = (body: unknown) => {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string' || body instanceof URLSearchParams) return String(body);
  throw new Error('The OpenID client sent a body of an unexpected kind');
};

/** fetch for openid-client: the guarded request, no redirects followed, at most 1 MB read. */
export const guardedFetch =
  (rules: IssuerRules): oidc.CustomFetch =>
  (url, options) => {
    const target = new URL(url);
    const client = target.protocol === 'https:' ? https : target.protocol === 'http:' ? http : null;
    const literal = target.hostname.replace(/^\[|\]$/g, '');
    if (!client) return Promise.reject(new Error(`${target.protocol} is not http or https`));
    if (net.isIP(literal) && !mayReach(literal, rules)) {
      return Promise.reject(new PrivateAddress(`${literal} is not on the public internet`));
    }
    return new Promise<Response>((resolve, reject) => {
      const request = client.request(
        target,
        { method: options.method, headers: options.headers, lookup: checkedLookup(rules), signal: options.signal },
        (answer) => {
          const chunks: Buffer[] = [];
          let size = 0;
          answer.on('data', (chunk: Buffer) => {
            size += chunk.length;
            if (size > maxAnswerBytes) return request.destroy(new Error('The provider answered more than 1 MB'));
            chunks.push(chunk);
          });
          answer.on('end', () => {
            const status = answer.statusCode ?? 502;
            const empty = [204, 205, 304].includes(status);
            resolve(new Response(empty ? null : Buffer.concat(chunks), { status, headers: headersOf(answer) }));
          });
          answer.on('error', reject);
        },
      );
      request.on('error', reject);
      request.end(bodyText(options.body));
    });
  };

const privateCause = (error: unknown): PrivateAddress | undefined => {
  for (let e: unknown = error; e instanceof Error; e = e.cause) if (e instanceof PrivateAddress) return e;
  return undefined;
};

/** The refusal for a provider the server could not read, as the console shows it. */
export const unreadable = (issuer: string, error: unknown) => {
  const refused = privateCause(error);
  const message = refused
    ? `${refused.message}: the server only reads providers on the public internet`
    : `Could not read the provider's settings at ${discoveryUrl(issuer)}`;
  return new HttpError(422, message, [message]);
};

const metadataCache = new Map<string, { metadata: oidc.ServerMetadata; until: number }>();

/**
 * The provider's published settings (its discovery document, whose issuer must be the one typed),
 * kept for a few minutes per issuer; `fresh` reads them again (the console, when a provider is saved).
 */
export const providerMetadata = async (issuer: string, rules: IssuerRules, fresh = false) => {
  const cached = metadataCache.get(issuer);
  if (!fresh && cached && cached.until > Date.now()) return cached.metadata;
  const found = await oidc.discovery(new URL(issuer), 'discovery', undefined, undefined, {
    [oidc.customFetch]: guardedFetch(rules),
    timeout: discoveryTimeoutSeconds,
    execute: new URL(issuer).protocol === 'http:' ? [oidc.allowInsecureRequests] : [],
  });
  const metadata = found.serverMetadata();
  metadataCache.set(issuer, { metadata, until: Date.now() + metadataCacheMs });
  return metadata;
};

/** The client the server is at the provider: its id and secret, every request through the guarded fetch. */
export const clientOf = (
  metadata: oidc.ServerMetadata,
  client: { clientId: string; clientSecret: string },
  rules: IssuerRules,
) => {
  const methods = metadata.token_endpoint_auth_methods_supported;
  const basic = !methods || methods.includes('client_secret_basic');
  const auth = basic ? oidc.ClientSecretBasic(client.clientSecret) : oidc.ClientSecretPost(client.clientSecret);
  const config = new oidc.Configuration(metadata, client.clientId, undefined, auth);
  config[oidc.customFetch] = guardedFetch(rules);
  config.timeout = discoveryTimeoutSeconds;
  if (new URL(metadata.issuer).protocol === 'http:') oidc.allowInsecureRequests(config);
  // The ID token's signature is checked against the provider's published keys too, not only trusted for
  // having come over TLS from the token endpoint: a provider cannot be impersonated by whoever answers there.
  oidc.enableNonRepudiationChecks(config);
  return config;
};
