import { z } from 'zod';
import { pageOf, pageQuery, pageSizes } from './paging.ts';

/*
 * Certificates (issue 39; calls.md 7.3 GET certificates and certificates/verify/{id}; product.md 2
 * certificate/verify and certi, unguarded; global settings' certificate.certificatePrimaryColor).
 * Operators issue them, one at a time or to everyone of a group (an event's attendees, a program's
 * selected startups, mentors for their confirmed hours). Each has a short id; its PDF carries the tenant's
 * brand, a QR code of its verify address, and an Ed25519 signature over its facts that anyone can check
 * offline with the tenant's published key. Anyone can verify an id on the tenant's host; a revoked
 * certificate says so.
 */

export const certificateLimits = {
  titleLength: 120,
  reasonLength: 300,
  revokeReasonLength: 300,
  searchLength: 100,
} as const;

/** A short id as printed and typed: 12 characters of Crockford's base32 in groups of four, 'K7QM-2X9D-PA4T'. */
export const certificateCodePattern = /^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

/** A typed id made comparable: upper case, I and L read as 1, O as 0, dashes put back; null when it cannot be one. */
export const normaliseCertificateCode = (input: string) => {
  const plain = input.toUpperCase().replace(/[\s-]/g, '').replace(/[IL]/g, '1').replace(/O/g, '0');
  if (!/^[0-9A-HJKMNP-TV-Z]{12}$/.test(plain)) return null;
  return `${plain.slice(0, 4)}-${plain.slice(4, 8)}-${plain.slice(8)}`;
};

/** What a certificate was issued for: by hand, or to a group. */
export const certificateSources = ['manual', 'event', 'program', 'mentor_hours'] as const;
export const CertificateSource = z.enum(certificateSources);
export type CertificateSource = z.infer<typeof CertificateSource>;

/** The facts the signature covers, in this order (docs/certificates.md says how to check one). */
export const CertificateFacts = z.object({
  v: z.literal(1),
  id: z.string(),
  tenant: z.string(),
  recipient: z.string(),
  title: z.string(),
  reason: z.string(),
  issuedAt: z.string(),
});
export type CertificateFacts = z.infer<typeof CertificateFacts>;

/** A certificate as its holder and the operators see it. */
export const Certificate = z.object({
  id: z.string(),
  recipientName: z.string(),
  recipientProfileUuid: z.string().nullable(),
  title: z.string(),
  reason: z.string(),
  source: CertificateSource,
  issuedAt: z.string(),
  revokedAt: z.string().nullable(),
  revokedReason: z.string().nullable(),
  /** The PDF, for its holder and the operators. */
  pdfUrl: z.string(),
  /** The public page anyone checks it on (the QR code's address). */
  verifyUrl: z.string(),
});
export type Certificate = z.infer<typeof Certificate>;

export const CertificatePage = pageOf(Certificate);
export type CertificatePage = z.infer<typeof CertificatePage>;

export const CertificateQuery = z.object({
  ...pageQuery(pageSizes.list),
  q: z.string().trim().max(certificateLimits.searchLength).optional(),
});
export type CertificateQuery = z.infer<typeof CertificateQuery>;

/** GET certificates/verify/{id}: what anyone may learn of a certificate by its id. */
export const CertificateVerification = z.object({
  id: z.string(),
  /** Issued here, not revoked, and its signature holds. */
  valid: z.boolean(),
  status: z.enum(['valid', 'revoked']),
  recipientName: z.string(),
  title: z.string(),
  reason: z.string(),
  issuedAt: z.string(),
  issuer: z.string(),
  revokedAt: z.string().nullable(),
  revokedReason: z.string().nullable(),
  /** The signed facts and the signature, to check offline with the published key. */
  facts: z.string(),
  signature: z.string(),
  keyId: z.string(),
});
export type CertificateVerification = z.infer<typeof CertificateVerification>;

/** GET certificates/public-key: the tenant's key for checking signatures (Ed25519, SPKI PEM). */
export const CertificateKey = z.object({
  algorithm: z.literal('Ed25519'),
  keyId: z.string(),
  publicKeyPem: z.string(),
  issuer: z.string(),
});
export type CertificateKey = z.infer<typeof CertificateKey>;

const Title = z
  .string()
  .trim()
  .min(3, 'A title has at least 3 characters')
  .max(certificateLimits.titleLength, `A title is at most ${certificateLimits.titleLength} characters`);
const Reason = z
  .string()
  .trim()
  .min(3, 'Say what it is for, in at least 3 characters')
  .max(certificateLimits.reasonLength, `At most ${certificateLimits.reasonLength} characters`);

/** POST admin/certificates: one certificate to a member. */
export const IssueCertificate = z.object({
  recipientProfileUuid: z.uuid('Choose a member'),
  title: Title,
  reason: Reason,
});
export type IssueCertificate = z.infer<typeof IssueCertificate>;

/** POST admin/certificates/bulk: one to each of a group; those who already have one for it are skipped. */
export const IssueCertificates = z.object({
  source: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('event'), eventUuid: z.uuid('Choose an event') }),
    z.object({ kind: z.literal('program'), programUuid: z.uuid('Choose a program') }),
    z.object({
      kind: z.literal('mentor_hours'),
      /** Mentors with at least this many confirmed hours. */
      minHours: z.number().min(0.5, 'At least half an hour').max(10_000),
    }),
  ]),
  title: Title,
  /** The reason, in which {hours} is replaced by a mentor's confirmed hours. */
  reason: Reason,
});
export type IssueCertificates = z.infer<typeof IssueCertificates>;

export const IssuedCertificates = z.object({ issued: z.number().int(), skipped: z.number().int() });
export type IssuedCertificates = z.infer<typeof IssuedCertificates>;

export const RevokeCertificate = z.object({
  reason: z
    .string()
    .trim()
    .min(3, 'Say why, in at least 3 characters')
    .max(certificateLimits.revokeReasonLength, `At most ${certificateLimits.revokeReasonLength} characters`),
});
export type RevokeCertificate = z.infer<typeof RevokeCertificate>;
