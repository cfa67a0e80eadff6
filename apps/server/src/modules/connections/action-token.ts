import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/*
 * The token of a connection request's email links (accept or reject without signing in):
 * `<payload>.<signature>`, both base64url, the signature an HMAC-SHA256 of the payload under the server
 * secret. The payload names the tenant, the connection, the receiver's user and a nonce, and when it
 * lapses; the nonce is stored (connection_action_tokens) so that the link works once.
 */

const Payload = z.strictObject({
  /** tenant id */
  t: z.uuid(),
  /** connection uuid */
  c: z.uuid(),
  /** the receiver's user id */
  u: z.uuid(),
  /** nonce */
  n: z.string().regex(/^[A-Za-z0-9_-]{22}$/),
  /** expiry, in seconds since the epoch */
  e: z.number().int().positive(),
});
export type ActionTokenClaims = {
  tenantId: string;
  connectionUuid: string;
  receiverUserId: string;
  nonce: string;
  expiresAt: Date;
};

/** The key of these tokens, derived from the server secret, so that no other token of the server fits. */
const keyOf = (secret: string) => createHmac('sha256', secret).update('ventura:connection-action:v1').digest();
const sign = (secret: string, payload: string) =>
  createHmac('sha256', keyOf(secret)).update(payload).digest('base64url');

/** A fresh nonce: 128 bits, URL-safe (22 characters). */
export const newNonce = () => randomBytes(16).toString('base64url');

export const signActionToken = (secret: string, claims: ActionTokenClaims) => {
  const payload = Buffer.from(
    JSON.stringify({
      t: claims.tenantId,
      c: claims.connectionUuid,
      u: claims.receiverUserId,
      n: claims.nonce,
      e: Math.floor(claims.expiresAt.getTime() / 1000),
    }),
  ).toString('base64url');
  return `${payload}.${sign(secret, payload)}`;
};

/** The claims of a token this server signed, or undefined for anything else (forged, altered, malformed). */
export const readActionToken = (secret: string, token: string): ActionTokenClaims | undefined => {
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length > 0) return undefined;
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  const parsed = Payload.safeParse(json);
  if (!parsed.success) return undefined;
  const { t, c, u, n, e } = parsed.data;
  return { tenantId: t, connectionUuid: c, receiverUserId: u, nonce: n, expiresAt: new Date(e * 1000) };
};
