import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, sign, verify } from 'node:crypto';
import type { CertificateFacts } from '@ventura/shared';
import { eq } from 'drizzle-orm';
import { seal, unseal } from '../../platform/crypto/seal.ts';
import type { Db } from '../../platform/db/index.ts';
import { certificateKeys } from './tables.ts';

/*
 * Each tenant signs its certificates with an Ed25519 key of its own. The signature covers the facts as a
 * JSON text in a fixed order (CertificateFacts), stored exactly as signed, so that anyone holding the
 * tenant's published key can check a certificate offline (docs/certificates.md).
 */

const purpose = { salt: 'ventura certificates', info: "a tenant's certificate signing key" };

/** The facts as signed: keys in the schema's order, no spaces. */
export const factsText = (facts: CertificateFacts) =>
  JSON.stringify({
    v: facts.v,
    id: facts.id,
    tenant: facts.tenant,
    recipient: facts.recipient,
    title: facts.title,
    reason: facts.reason,
    issuedAt: facts.issuedAt,
  });

/** A key's id: the first 16 hex digits of the SHA-256 of its public key (DER). */
const keyIdOf = (publicKeyPem: string) =>
  createHash('sha256')
    .update(createPublicKey(publicKeyPem).export({ type: 'spki', format: 'der' }))
    .digest('hex')
    .slice(0, 16);

export type TenantKey = { keyId: string; publicKeyPem: string; privateKeyPem: string };

/** The tenant's key, made on first use (two issuers racing: the first stored wins, the other reads it). */
export const tenantKey = async (db: Db, secret: string, tenantId: string): Promise<TenantKey> => {
  const found = await readKey(db, secret, tenantId);
  if (found) return found;
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const publicKeyPem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
  const privateKeyPem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  await db
    .insert(certificateKeys)
    .values({
      tenantId,
      keyId: keyIdOf(publicKeyPem),
      publicKeyPem,
      privateKeySealed: seal(secret, purpose, tenantId, privateKeyPem),
    })
    .onConflictDoNothing();
  const stored = await readKey(db, secret, tenantId);
  if (!stored) throw new Error('The certificate key could not be stored');
  return stored;
};

const readKey = async (db: Db, secret: string, tenantId: string): Promise<TenantKey | undefined> => {
  const [row] = await db.select().from(certificateKeys).where(eq(certificateKeys.tenantId, tenantId));
  if (!row) return undefined;
  const privateKeyPem = unseal(secret, purpose, tenantId, row.privateKeySealed);
  if (!privateKeyPem) throw new Error('The certificate key does not open with this SECRET_KEY');
  return { keyId: row.keyId, publicKeyPem: row.publicKeyPem, privateKeyPem };
};

/** The tenant's public key, if it has issued anything yet. */
export const publishedKey = async (db: Db, tenantId: string) => {
  const [row] = await db
    .select({ keyId: certificateKeys.keyId, publicKeyPem: certificateKeys.publicKeyPem })
    .from(certificateKeys)
    .where(eq(certificateKeys.tenantId, tenantId));
  return row;
};

export const signFacts = (key: TenantKey, text: string) =>
  sign(null, Buffer.from(text), createPrivateKey(key.privateKeyPem)).toString('base64url');

export const signatureHolds = (publicKeyPem: string, text: string, signature: string) => {
  try {
    return verify(null, Buffer.from(text), createPublicKey(publicKeyPem), Buffer.from(signature, 'base64url'));
  } catch {
    return false;
  }
};
