import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/*
 * Secrets kept in the database sealed with AES-256-GCM under a key derived from SECRET_KEY for one purpose,
 * bound to what they belong to (the additional data: a tenant, a recipient). A copy of the database holds
 * nothing usable without the server's key, and a sealed value moved to another row does not open.
 */

const version = 'v1';
const keyOf = (secret: string, purpose: { salt: string; info: string }) =>
  Buffer.from(hkdfSync('sha256', secret, purpose.salt, purpose.info, 32));

/** What a sealed value is for: the key derivation's salt and info, one pair per kind of secret. */
export type SealPurpose = { salt: string; info: string };

export const seal = (secret: string, purpose: SealPurpose, binding: string, plain: string) => {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret, purpose), iv);
  cipher.setAAD(Buffer.from(binding));
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `${version}.${Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url')}`;
};

/** The plain value, or null when the seal is not ours (another key, another binding, tampered). */
export const unseal = (secret: string, purpose: SealPurpose, binding: string, sealed: string) => {
  const [v, payload] = sealed.split('.');
  if (v !== version || !payload) return null;
  const bytes = Buffer.from(payload, 'base64url');
  if (bytes.length < 29) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(secret, purpose), bytes.subarray(0, 12));
    decipher.setAAD(Buffer.from(binding));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
};
