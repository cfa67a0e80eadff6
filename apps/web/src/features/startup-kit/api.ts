import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { Perk, PerkCheck, TaxonomyTerm } from '@ventura/shared';
import { ApiError, api } from '../../api/client.ts';

/* The booster kit (issue 39, calls 7.1): the perks, one perk, its check, and the claim. */

export const startupKitKeys = {
  all: ['startup-kit'] as const,
  perks: ['startup-kit', 'perks'] as const,
  perk: (uuid: string) => ['startup-kit', 'perk', uuid] as const,
  check: (uuid: string) => ['startup-kit', 'check', uuid] as const,
  fundingStages: ['startup-kit', 'funding-stages'] as const,
  admin: ['startup-kit', 'admin'] as const,
};

/** A refusal (400, 401, 403, 404) will not change by asking again; a failure of the network may. */
const retryUnlessRefused = (failures: number, error: Error) =>
  failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

const perkPath = (uuid: string) => `/startup-kit/${encodeURIComponent(uuid)}`;
const Perks = Perk.array();
const Terms = TaxonomyTerm.array();

/** GET startup-kit: the published, unexpired perks, newest first, each with the caller's claim. */
export const perksQuery = () =>
  queryOptions({
    queryKey: startupKitKeys.perks,
    queryFn: ({ signal }) => api.get('/startup-kit', Perks, { signal }),
    retry: retryUnlessRefused,
  });

/** GET startup-kit/{uuid}: one perk. */
export const perkQuery = (uuid: string) =>
  queryOptions({
    queryKey: startupKitKeys.perk(uuid),
    queryFn: ({ signal }) => api.get(perkPath(uuid), Perk, { signal }),
    retry: retryUnlessRefused,
  });

/** GET startup-kit/{uuid}/check: whether the caller's startup qualifies, and each rule it misses. */
export const perkCheckQuery = (uuid: string) =>
  queryOptions({
    queryKey: startupKitKeys.check(uuid),
    queryFn: ({ signal }) => api.get(`${perkPath(uuid)}/check`, PerkCheck, { signal }),
    retry: retryUnlessRefused,
  });

/** GET funding-stages: the stages' names, for a perk's rules in words. */
export const fundingStagesQuery = () =>
  queryOptions({
    queryKey: startupKitKeys.fundingStages,
    queryFn: ({ signal }) => api.get('/funding-stages', Terms, { signal }),
    staleTime: 60 * 60_000,
    retry: retryUnlessRefused,
  });

/**
 * POST startup-kit/{uuid} (empty body): claims the perk; the answer carries the claim's code or link. A 409 (claimed
 * already) or 422 (not eligible) asks the check again, as things changed meanwhile.
 */
export const useClaimPerk = (uuid: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post(perkPath(uuid), Perk, { body: {} }),
    onSuccess: (perk) => {
      queryClient.setQueryData(startupKitKeys.perk(uuid), perk);
      queryClient.setQueryData(startupKitKeys.check(uuid), (check: PerkCheck | undefined) =>
        check ? { ...check, claimed: true } : check,
      );
      void queryClient.invalidateQueries({ queryKey: startupKitKeys.perks });
    },
    onError: (error) => {
      if (error instanceof ApiError && (error.status === 409 || error.status === 422)) {
        void queryClient.invalidateQueries({ queryKey: startupKitKeys.perk(uuid) });
        void queryClient.invalidateQueries({ queryKey: startupKitKeys.check(uuid) });
      }
    },
  });
};
