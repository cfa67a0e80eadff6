import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type Certificate, CertificateKey, CertificatePage, CertificateVerification, pageSizes } from '@ventura/shared';
import { ApiError, api } from '../../api/client.ts';
import { downloadFile } from '../../api/download.ts';

/* Certificates (issue 39, calls 7.3): the public check of an id, the tenant's key, and a member's own list. */

/** Certificates per page of a member's list. */
export const myCertificatesPageSize = pageSizes.list.default;

export const certificateKeys = {
  all: ['certificates'] as const,
  verification: (id: string) => ['certificates', 'verify', id] as const,
  publicKey: ['certificates', 'public-key'] as const,
  mine: ['certificates', 'mine'] as const,
  minePage: (page: number) => ['certificates', 'mine', page] as const,
  admin: ['certificates', 'admin'] as const,
};

/** A refusal (400, 401, 403, 404) will not change by asking again; a failure of the network may. */
const retryUnlessRefused = (failures: number, error: Error) =>
  failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

/**
 * GET certificates/verify/{id}: what anyone may learn of a certificate (public). Asked without the session:
 * the answer is the same for everyone, and a stale sign-in must not stand in the way of it.
 */
export const verificationQuery = (id: string) =>
  queryOptions({
    queryKey: certificateKeys.verification(id),
    queryFn: ({ signal }) =>
      api.get(`/certificates/verify/${encodeURIComponent(id)}`, CertificateVerification, { signal, anonymous: true }),
    retry: retryUnlessRefused,
  });

/** GET certificates/public-key: the tenant's Ed25519 key (public). */
export const publicKeyQuery = () =>
  queryOptions({
    queryKey: certificateKeys.publicKey,
    queryFn: ({ signal }) => api.get('/certificates/public-key', CertificateKey, { signal, anonymous: true }),
    staleTime: 60 * 60_000,
    retry: retryUnlessRefused,
  });

/** GET certificates: the caller's own certificates, newest first, a page at a time. */
export const myCertificatesQuery = (page: number) =>
  queryOptions({
    queryKey: certificateKeys.minePage(page),
    queryFn: ({ signal }) =>
      api.get('/certificates', CertificatePage, {
        query: { pageNumber: page, limit: myCertificatesPageSize },
        signal,
      }),
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
  });

/** GET certificates/{id}/pdf (its `pdfUrl`): the PDF, fetched with the session and saved. */
export const downloadCertificatePdf = (certificate: Pick<Certificate, 'id' | 'pdfUrl'>) =>
  downloadFile(certificate.pdfUrl, {
    fallbackName: `certificate-${certificate.id}.pdf`,
    failedText: 'The certificate could not be downloaded',
  });
