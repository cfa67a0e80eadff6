/**
 * The feature's pages (product.md 2): the public verify page of an id and its form (certificate/verify and
 * certi, unguarded), a member's own certificates, and the console's list.
 */
export const certificatePaths = {
  verify: '/certificate/verify',
  verifyId: '/certificate/verify/:id',
  certi: '/certi',
  mine: '/certificates',
  /** Under the console's /admin. */
  admin: 'certificates',
} as const;

/** The public page that checks a certificate by its id: what its QR code points at. */
export const verifyPath = (id: string) => `${certificatePaths.verify}/${encodeURIComponent(id)}`;

/** The tenant's public key as JSON (GET certificates/public-key), to open in a tab. */
export const publicKeyUrl = '/api/v1/certificates/public-key';
