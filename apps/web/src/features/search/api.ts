import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  AccountType,
  DirectoryPage,
  type DirectoryRules,
  type DirectoryType,
  directories,
  directoryTypes,
  GlobalHits,
  maySearchDirectory,
  NameHits,
  PublicProfile,
  profileTypes,
  SavedFilter,
  type SavedFilterInput,
  type SavedFilterPatch,
  SearchOption,
  searchable,
  type TaxonomyKind,
  TaxonomyTerm,
  type TenantDetails,
} from '@ventura/shared';
import { ApiError, api, apiWithMessage, type ResponseSchema } from '../../api/client.ts';
import { prefetchedFreshness } from '../../core/prefetch.ts';
import type { CompareKind } from './compare-list.ts';
import { type DirectoryState, directoryApiQuery, paramsOf } from './filters.ts';

/*
 * Directories and search (calls 7.5): a directory's page of cards, its filter panel, name search for the
 * keyword box, global search, saved filters, and profiles side by side.
 */

/** Cards on one page of a directory. */
export const directoryPageSize = 24;

const SearchOptions = SearchOption.array();
const SavedFilters = SavedFilter.array();
const AllowedTypes = AccountType.array();
const Profiles = PublicProfile.array();
const Terms = TaxonomyTerm.array();
const noData: ResponseSchema<void> = { parse: () => undefined };

/** Filters and allowed types change when an operator edits the tenant: rarely. */
const long = 10 * 60_000;

export const searchKeys = {
  all: ['search'] as const,
  directory: (type: DirectoryType, search: string, viewer: string | null) =>
    ['search', 'directory', type, search, viewer ?? 'anonymous'] as const,
  options: (type: DirectoryType) => ['search', 'options', type] as const,
  names: (type: DirectoryType, text: string, viewer: string | null) =>
    ['search', 'names', type, text, viewer ?? 'anonymous'] as const,
  global: (text: string, viewer: string | null) => ['search', 'global', text, viewer ?? 'anonymous'] as const,
  allowedTypes: (viewer: string) => ['search', 'allowed-types', viewer] as const,
  savedFilters: (type: DirectoryType) => ['search', 'saved-filters', type] as const,
  savedFiltersAll: ['search', 'saved-filters'] as const,
  compare: (kind: CompareKind, ids: readonly string[], viewer: string | null) =>
    ['search', 'compare', kind, ids.join(','), viewer ?? 'anonymous'] as const,
  terms: (kind: TaxonomyKind) => ['search', 'terms', kind] as const,
};

/** A refusal (401, 403, 404, 400) will not change by asking again; a failure of the network may. */
const retryUnlessRefused = (failures: number, error: Error) =>
  failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

/** The spec's text for a directory that could not be fetched (calls 8, "Search"). */
export const directoryErrorText = (type: DirectoryType, liveDeal: boolean) => {
  if (type === 'startup' && liveDeal) return 'Error while fetching live deals!';
  const texts: Record<DirectoryType, string> = {
    startup: 'Error while fetching startups!',
    investor: 'Error while fetching investors!',
    corporate: 'Error while fetching corporates!',
    mentor: 'Error while fetching mentor!',
    service_provider: 'Error while fetching service providers!',
    partner: 'Error while fetching partner!',
    program_office: 'Error while fetching program offices!',
    individual: 'Error while fetching individuals!',
  };
  return texts[type];
};

export const globalSearchErrorText = 'Error while fetching search!';

/** One page of a directory (GET {rolePath}/search) for the search in the address. */
export const directoryQuery = (type: DirectoryType, state: DirectoryState, viewer: string | null) =>
  queryOptions({
    queryKey: searchKeys.directory(type, paramsOf(type, state).toString(), viewer),
    queryFn: ({ signal }) =>
      api.get(`/${profileTypes[type].rolePath}/search`, DirectoryPage, {
        query: directoryApiQuery(type, state, directoryPageSize),
        signal,
      }),
    // The cards of the last search stay while the next loads, so the page does not jump.
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
    // Its route starts it (route-data.ts); the page that mounts a moment later reads that answer.
    staleTime: prefetchedFreshness,
  });

/** The filter panel of a directory (GET search-options/{type}): each filter with its choices. */
export const searchOptionsQuery = (type: DirectoryType) =>
  queryOptions({
    queryKey: searchKeys.options(type),
    queryFn: ({ signal }) => api.get(`/search-options/${type}`, SearchOptions, { signal }),
    staleTime: long,
  });

/** The account types the signed-in viewer may search (GET allowed-search-user-types). */
export const allowedTypesQuery = (viewer: string) =>
  queryOptions({
    queryKey: searchKeys.allowedTypes(viewer),
    queryFn: ({ signal }) => api.get('/allowed-search-user-types', AllowedTypes, { signal }),
    staleTime: long,
  });

type SearchContext = { tenant: TenantDetails; signedIn: boolean };

/**
 * Where a name is looked up (calls 7.5): signed out, the public search of the type; signed in, the
 * typo-tolerant path when the tenant's search_type is elastic (program offices have none), else the
 * directory's own name search.
 */
export const nameSearchPath = (type: DirectoryType, text: string, { tenant, signedIn }: SearchContext) => {
  const encoded = encodeURIComponent(text.trim());
  if (!signedIn) return `/public/search/${type}/profile/${encoded}`;
  const elastic = directories[type].elasticPath;
  if (tenant.features.search_type === 'elastic' && elastic) return `/${elastic}/${encoded}`;
  return `/${profileTypes[type].rolePath}/profile/${encoded}`;
};

/** Profiles of a type whose name is like the text; never called under the minimum length (spec 5). */
export const nameSearchQuery = (type: DirectoryType, text: string, context: SearchContext, viewer: string | null) =>
  queryOptions({
    queryKey: searchKeys.names(type, text.trim(), viewer),
    queryFn: ({ signal }) => api.get(nameSearchPath(type, text, context), NameHits, { signal }),
    enabled: searchable(text),
    staleTime: 60_000,
    retry: retryUnlessRefused,
  });

/** Directories a signed-out visitor may search by name on this tenant. */
export const publicDirectoryTypes = (tenant: TenantDetails): DirectoryType[] =>
  directoryTypes.filter((type) => maySearchDirectory(null, type, directoryRulesOf(tenant)));

/** What of the tenant's details decides who searches which directory (maySearchDirectory). */
export const directoryRulesOf = (tenant: TenantDetails): DirectoryRules => ({
  users: tenant.users,
  publicProfiles: tenant.profile_settings.public_profiles,
  matrix: tenant.connection_matrix,
});

/**
 * Names across every directory the visitor may search: signed in, GET search-global/{text} (typo
 * tolerant); signed out, the public name search of each public directory. Never under the minimum length.
 */
export const globalSearchQuery = (text: string, context: SearchContext, viewer: string | null) =>
  queryOptions({
    queryKey: searchKeys.global(text.trim(), viewer),
    queryFn: async ({ signal }) => {
      const encoded = encodeURIComponent(text.trim());
      if (context.signedIn) return (await api.get(`/search-global/${encoded}`, GlobalHits, { signal })).results;
      const lists = await Promise.all(
        publicDirectoryTypes(context.tenant).map((type) =>
          api.get(`/public/search/${type}/profile/${encoded}`, NameHits, { signal }),
        ),
      );
      return lists.flatMap((list) => list.items);
    },
    enabled: searchable(text),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
  });

/** The viewer's saved filters of one directory (GET search-filters?accountType=). */
export const savedFiltersQuery = (type: DirectoryType) =>
  queryOptions({
    queryKey: searchKeys.savedFilters(type),
    queryFn: ({ signal }) => api.get('/search-filters', SavedFilters, { query: { accountType: type }, signal }),
  });

const useSavedFilterWrite = <V, R>(write: (variables: V) => Promise<R>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: searchKeys.savedFiltersAll }),
  });
};

export const useSaveFilter = () =>
  useSavedFilterWrite((body: SavedFilterInput) => api.post('/search-filters', SavedFilter, { body }));

/** Renames a saved filter or gives it the current filters; the answer's message is the toast ('Filter updated'). */
export const useUpdateFilter = () =>
  useSavedFilterWrite(({ id, body }: { id: number; body: SavedFilterPatch }) =>
    apiWithMessage.patch(`/search-filters/${id}`, SavedFilter, { body }),
  );

export const useDeleteFilter = () => useSavedFilterWrite((id: number) => api.delete(`/search-filters/${id}`, noData));

/** Profiles side by side (GET public/compare/{kind}?ids=), as this visitor may see each. */
export const compareQuery = (kind: CompareKind, ids: readonly string[], viewer: string | null) =>
  queryOptions({
    queryKey: searchKeys.compare(kind, ids, viewer),
    queryFn: ({ signal }) => api.get(`/public/compare/${kind}`, Profiles, { query: { ids: ids.join(',') }, signal }),
    enabled: ids.length > 0,
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
  });

/** The names of a taxonomy's codes (GET /{taxonomy}), for the compare table. */
export const termsQuery = (kind: TaxonomyKind) =>
  queryOptions({
    queryKey: searchKeys.terms(kind),
    queryFn: ({ signal }) => api.get(`/${kind}`, Terms, { signal }),
    staleTime: long,
  });
