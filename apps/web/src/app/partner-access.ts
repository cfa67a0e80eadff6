import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../api/client.ts';

/**
 * Whether the partner a visitor arrived through lets them into a partner-only tenant: none given,
 * being checked, known to this tenant, unknown (not a partner id, or not one of this tenant's), or
 * the check failed (network or server fault; worth a retry).
 */
export type PartnerAccess =
  | { status: 'none' }
  | { status: 'checking' }
  | { status: 'known' }
  | { status: 'unknown' }
  | { status: 'failed'; error: unknown };

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A partner id the server could know: the arrival value when it has the shape of a uuid, else null.
 * The server checks it strictly; what it refuses (400) counts as unknown, as a 404 does.
 */
export const partnerIdOf = (arrival: string | null) => (arrival !== null && uuidPattern.test(arrival) ? arrival : null);

const isNotAPartner = (error: unknown) => error instanceof ApiError && (error.status === 400 || error.status === 404);

/** The partner, asked of the server without credentials. Its root is host data: a sign-out keeps it. */
export const partnerAccessQuery = (partnerId: string) =>
  queryOptions({
    queryKey: ['partner-access', partnerId],
    queryFn: ({ signal }) =>
      api.get(
        `/partners/public/partners-information/${encodeURIComponent(partnerId)}`,
        async () => (await import('../api/schemas.ts')).PartnerInformation,
        { signal, anonymous: true },
      ),
    staleTime: Number.POSITIVE_INFINITY,
    retry: (failures, error) => failures < 2 && !isNotAPartner(error),
  });

/** Reads a partner check's query as access. */
export const partnerAccessOf = (
  arrival: string | null,
  check: { status: 'pending' | 'success' | 'error'; error: unknown },
): PartnerAccess => {
  if (arrival === null || arrival === '') return { status: 'none' };
  if (partnerIdOf(arrival) === null) return { status: 'unknown' };
  if (check.status === 'success') return { status: 'known' };
  if (check.status === 'pending') return { status: 'checking' };
  return isNotAPartner(check.error) ? { status: 'unknown' } : { status: 'failed', error: check.error };
};

/**
 * The arrival partner checked with the server, once the tenant is known to need one (`needed`). A
 * string that is not a uuid is refused without a call.
 */
export const usePartnerAccess = (arrival: string | null, needed: boolean) => {
  const partnerId = partnerIdOf(arrival);
  const check = useQuery({ ...partnerAccessQuery(partnerId ?? ''), enabled: needed && partnerId !== null });
  return {
    access: partnerAccessOf(arrival, check),
    fetching: check.isFetching,
    retry: () => {
      if (partnerId !== null && needed) void check.refetch();
    },
  };
};
