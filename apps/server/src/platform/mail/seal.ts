import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * One-time codes (and invitation tokens) in messages waiting to be sent. The stored body shows a mask
 * where the code goes; the code itself is kept beside it sealed with AES-256-GCM under a key derived from
 * SECRET_KEY, bound to its tenant and recipient, and erased once the message is sent or has failed. A copy
 * of the database (a backup, a replica, a support dump) therefore holds no usable code: reading one needs
 * the server's key as well, and then only while the message is still on its way. docs/security.md says why.
 */
export const codeMask = '••••••';

const version = 'v1';
const keyOf = (secret: string) =>
  Buffer.from(hkdfSync('sha256', secret, 'ventura outbox', 'one-time codes in messages on their way', 32));

const bindingOf = (tenantId: string, to: string) => Buffer.from(`${tenantId}\n${to}`);

export const sealCode = (secret: string, binding: { tenantId: string; to: string }, code: string) => {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv);
  cipher.setAAD(bindingOf(binding.tenantId, binding.to));
  const sealed = Buffer.concat([cipher.update(code, 'utf8'), cipher.final()]);
  return `${version}.${Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url')}`;
};

/** The code, or null when the seal is not ours (another key, another row's recipient, tampered). */
export const openCode = (secret: string, binding: { tenantId: string; to: string }, sealed: string) => {
  const [v, payload] = sealed.split('.');
  if (v !== version || !payload) return null;
  const bytes = Buffer.from(payload, 'base64url');
  if (bytes.length < 29) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), bytes.subarray(0, 12));
    decipher.setAAD(bindingOf(binding.tenantId, binding.to));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
};
