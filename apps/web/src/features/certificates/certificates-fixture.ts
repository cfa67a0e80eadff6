import type { Certificate, CertificateVerification } from '@ventura/shared';

/** Sara Kim's Demo Day certificate as the verify page answers it: genuine. */
export const verificationFixture = (changes: Partial<CertificateVerification> = {}): CertificateVerification => ({
  id: 'K7QM-2X9D-PA4T',
  valid: true,
  status: 'valid',
  recipientName: 'Sara Kim',
  title: 'Demo Day 2026 finalist',
  reason: 'For reaching the final of Demo Day 2026',
  issuedAt: '2026-06-03T10:00:00.000Z',
  issuer: 'Ventura Demo',
  revokedAt: null,
  revokedReason: null,
  facts:
    '{"v":1,"id":"K7QM-2X9D-PA4T","tenant":"Ventura Demo","recipient":"Sara Kim","title":"Demo Day 2026 finalist","reason":"For reaching the final of Demo Day 2026","issuedAt":"2026-06-03T10:00:00.000Z"}',
  signature: 'c2lnbmF0dXJlLW9mLXRoZS1mYWN0cw',
  keyId: 'k-2026-01',
  ...changes,
});

/** A certificate as its holder and the operators see it. */
export const certificateFixture = (changes: Partial<Certificate> = {}): Certificate => {
  const id = changes.id ?? 'K7QM-2X9D-PA4T';
  return {
    id,
    recipientName: 'Sara Kim',
    recipientProfileUuid: '0f8fad5b-d9cb-469f-a165-70867728950e',
    title: 'Demo Day 2026 finalist',
    reason: 'For reaching the final of Demo Day 2026',
    source: 'manual',
    issuedAt: '2026-06-03T10:00:00.000Z',
    revokedAt: null,
    revokedReason: null,
    pdfUrl: `/api/v1/certificates/${id}/pdf`,
    verifyUrl: `/certificate/verify/${id}`,
    ...changes,
  };
};

export const pageOfCertificates = (items: Certificate[], pageNumber = 1, limit = 20) => ({
  items,
  total: items.length,
  pageNumber,
  limit,
});
