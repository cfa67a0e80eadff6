import { seal, unseal } from '../crypto/seal.ts';

/**
 * One-time codes (and invitation tokens) in messages waiting to be sent. The stored body shows a mask
 * where the code goes; the code itself is kept beside it sealed with AES-256-GCM under a key derived from
 * SECRET_KEY, bound to its tenant and recipient, and erased once the message is sent or has failed. A copy
 * of the database (a backup, a replica, a support dump) therefore holds no usable code: reading one needs
 * the server's key as well, and then only while the message is still on its way. docs/security.md says why.
 */
export const codeMask = '••••••';

const purpose = { salt: 'ventura outbox', info: 'one-time codes in messages on their way' };
const bindingOf = (binding: { tenantId: string; to: string }) => `${binding.tenantId}\n${binding.to}`;

export const sealCode = (secret: string, binding: { tenantId: string; to: string }, code: string) =>
  seal(secret, purpose, bindingOf(binding), code);

/** The code, or null when the seal is not ours (another key, another row's recipient, tampered). */
export const openCode = (secret: string, binding: { tenantId: string; to: string }, sealed: string) =>
  unseal(secret, purpose, bindingOf(binding), sealed);
