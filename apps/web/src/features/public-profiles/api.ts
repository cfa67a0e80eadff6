import { queryOptions, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type ProfileAccountType,
  PublicProfile,
  profileTypes,
  State,
  type TaxonomyKind,
  TaxonomyTerm,
} from '@ventura/shared';
import { useEffect, useRef } from 'react';
import { ApiError, api, type ResponseSchema } from '../../api/client.ts';

export const publicProfileKeys = {
  all: ['public-profiles'] as const,
  /** Keyed by who looks too: a signed-out visitor and a member see different fields. */
  profile: (type: ProfileAccountType, uuid: string, viewer: string | null) =>
    ['public-profiles', 'profile', type, uuid, viewer ?? 'anonymous'] as const,
  terms: (kind: TaxonomyKind) => ['public-profiles', 'terms', kind] as const,
  states: (countryCode: string) => ['public-profiles', 'states', countryCode] as const,
};

/** A missing profile, or one this visitor may not open, will not appear by asking again. */
const retryUnlessRefused = (failures: number, error: Error) =>
  failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

/**
 * A profile as this visitor may see it (GET {role}/public/{uuid}); works signed out. 404 when there is
 * no such approved profile here, 401 when the tenant keeps profiles to members.
 */
export const publicProfileQuery = (type: ProfileAccountType, uuid: string, viewer: string | null) =>
  queryOptions({
    queryKey: publicProfileKeys.profile(type, uuid, viewer),
    queryFn: ({ signal }) => api.get(`/${profileTypes[type].rolePath}/public/${uuid}`, PublicProfile, { signal }),
    retry: retryUnlessRefused,
  });

/** The names of a tenant taxonomy's codes; they change rarely, so a visit asks once. */
export const termsQuery = (kind: TaxonomyKind) =>
  queryOptions({
    queryKey: publicProfileKeys.terms(kind),
    queryFn: ({ signal }) => api.get(`/${kind}`, TaxonomyTerm.array(), { signal }),
    staleTime: 10 * 60_000,
  });

/** A country's states, for the name of the profile's state. */
export const statesQuery = (countryCode: string) =>
  queryOptions({
    queryKey: publicProfileKeys.states(countryCode),
    queryFn: ({ signal }) => api.get('/states', State.array(), { query: { countryCode }, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The names of the codes of the taxonomies given: code → name per taxonomy, filled in as each answers. */
export const useTermNames = (kinds: readonly TaxonomyKind[]) =>
  useQueries({
    queries: kinds.map((kind) => termsQuery(kind)),
    combine: (results) => {
      const names = new Map<string, string>();
      results.forEach((result, index) => {
        for (const term of result.data ?? []) names.set(`${kinds[index]}:${term.code}`, term.name);
      });
      return names;
    },
  });

export const useStateNames = (countryCode: string | null) =>
  useQuery({
    ...statesQuery(countryCode ?? ''),
    enabled: countryCode !== null,
    select: (states) => new Map(states.map((state) => [state.isoCode, state.name])),
  });

type ViewCount = { counted: boolean; totalViews: number };
const ViewCountAnswer: ResponseSchema<ViewCount> = {
  parse: (data) => {
    if (
      typeof data === 'object' &&
      data !== null &&
      'counted' in data &&
      'totalViews' in data &&
      typeof data.counted === 'boolean' &&
      typeof data.totalViews === 'number'
    ) {
      return { counted: data.counted, totalViews: data.totalViews };
    }
    throw new TypeError('not a view count');
  },
};

/**
 * Counts one view of the profile when its page opens (GET {role}/increment_views/{uuid}), not when its
 * holder looks at it; the server counts a viewer once a day. The page's figure follows the answer.
 * Failing to count is no reason to bother the visitor.
 */
export const useCountView = (type: ProfileAccountType, profile: PublicProfile | undefined, viewer: string | null) => {
  const queryClient = useQueryClient();
  const counted = useRef<string | null>(null);
  const uuid = profile?.uuid ?? null;
  const own = profile?.viewer === 'owner';
  useEffect(() => {
    if (uuid === null || own || counted.current === uuid) return;
    counted.current = uuid;
    api
      .get(`/${profileTypes[type].rolePath}/increment_views/${uuid}`, ViewCountAnswer)
      .then(({ totalViews }) =>
        queryClient.setQueryData(publicProfileQuery(type, uuid, viewer).queryKey, (current) =>
          current ? { ...current, totalViews } : current,
        ),
      )
      .catch(() => undefined);
  }, [type, uuid, own, viewer, queryClient]);
};
