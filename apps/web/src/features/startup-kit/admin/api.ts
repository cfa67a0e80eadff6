import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  AdminPerk,
  PartnerBasic,
  PerkClaim,
  type PerkInput,
  Program,
  pageOf,
  pageSizes,
  perkLimits,
} from '@ventura/shared';
import { api } from '../../../api/client.ts';
import { startupKitKeys } from '../api.ts';

/* The operators' side of the kit (issue 39, admin/startup-kit): every perk, its writes, and every claim. */

/** Claims per page of the console's list. */
export const claimsPageSize = perkLimits.perPage;

export const adminKitKeys = {
  all: startupKitKeys.admin,
  perks: [...startupKitKeys.admin, 'perks'] as const,
  claims: (page: number) => [...startupKitKeys.admin, 'claims', page] as const,
  partners: [...startupKitKeys.admin, 'partners'] as const,
  programs: [...startupKitKeys.admin, 'programs'] as const,
};

const AdminPerks = AdminPerk.array();
const ClaimPage = pageOf(PerkClaim);
const Partners = PartnerBasic.array();
const ProgramChoices = pageOf(Program.pick({ uuid: true, title: true, code: true }));

/** GET admin/startup-kit: every perk, drafts included, with its code or link and how often it was claimed. */
export const adminPerksQuery = () =>
  queryOptions({
    queryKey: adminKitKeys.perks,
    queryFn: ({ signal }) => api.get('/admin/startup-kit', AdminPerks, { signal }),
  });

/** GET admin/startup-kit/claims: every claim, newest first, a page at a time. */
export const claimsQuery = (page: number) =>
  queryOptions({
    queryKey: adminKitKeys.claims(page),
    queryFn: ({ signal }) =>
      api.get('/admin/startup-kit/claims', ClaimPage, { query: { pageNumber: page, limit: claimsPageSize }, signal }),
    placeholderData: keepPreviousData,
  });

/** An option of a picker: what is sent, and what the operator reads. */
export type Choice = { value: string; label: string };

/** GET partners/public/basic-info: the tenant's partners, A to Z, to offer a perk. */
export const partnerChoicesQuery = () =>
  queryOptions({
    queryKey: adminKitKeys.partners,
    queryFn: async ({ signal }): Promise<Choice[]> =>
      (await api.get('/partners/public/basic-info', Partners, { signal })).map((partner) => ({
        value: partner.uuid,
        label: partner.name,
      })),
    staleTime: 5 * 60_000,
  });

/** GET admin/programs: the tenant's programs, for a perk's 'selected to' rule. */
export const programChoicesQuery = () =>
  queryOptions({
    queryKey: adminKitKeys.programs,
    queryFn: async ({ signal }): Promise<Choice[]> => {
      const page = await api.get('/admin/programs', ProgramChoices, {
        query: { pageNumber: 1, limit: pageSizes.list.max },
        signal,
      });
      return page.items.map((program) => ({ value: program.uuid, label: `${program.title} (${program.code})` }));
    },
    staleTime: 5 * 60_000,
  });

const useInvalidating = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: startupKitKeys.all });
};

/** POST admin/startup-kit, or PATCH admin/startup-kit/{uuid} when a perk is edited. */
export const useSavePerk = () => {
  const invalidate = useInvalidating();
  return useMutation({
    mutationFn: ({ uuid, body }: { uuid: string | null; body: PerkInput }) =>
      uuid === null
        ? api.post('/admin/startup-kit', AdminPerk, { body })
        : api.patch(`/admin/startup-kit/${encodeURIComponent(uuid)}`, AdminPerk, { body }),
    onSuccess: invalidate,
  });
};
