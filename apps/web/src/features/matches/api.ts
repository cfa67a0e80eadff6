import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type MatchKind, MatchList, MatchVerdict } from '@ventura/shared';
import { z } from 'zod';
import { ApiError, api, errorText, type ResponseSchema } from '../../api/client.ts';

/*
 * Matches (issue 44, docs/matching.md): who or what a member should meet, of each kind its account type has
 * (investors, mentors, challenges and programs for a startup; startups for an investor or a mentor), with the
 * facts behind each, and the member's verdicts.
 */

const Saved = z.object({ verdict: MatchVerdict });
const Done: ResponseSchema<null> = { parse: () => null };

export const matchKeys = {
  all: ['matches'] as const,
  kind: (kind: MatchKind) => ['matches', kind] as const,
  list: (kind: MatchKind, limit: number) => ['matches', kind, limit] as const,
};

/** A refusal (403, 404, 422) will not change by asking again; a failure of the network may. */
const retryUnlessRefused = (failures: number, error: Error) =>
  failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

/**
 * What the server said when it will not match this member (403: the tenant's connection rules; 422: not a
 * kind its profile has), or null for any other failure.
 */
export const refusalText = (error: unknown) =>
  error instanceof ApiError && (error.status === 403 || error.status === 422) ? errorText(error) : null;

/** GET matches/{kind}: the member's best matches of one kind and what it could add for better ones. */
export const matchesQuery = (kind: MatchKind, limit: number) =>
  queryOptions({
    queryKey: matchKeys.list(kind, limit),
    queryFn: ({ signal }) => api.get(`/matches/${kind}`, MatchList, { query: { limit }, signal }),
    retry: retryUnlessRefused,
  });

/**
 * A verdict on one match (its `uuid`), or null to take the last one back. The name is for what the member
 * is told.
 */
export type VerdictChange = { kind: MatchKind; uuid: string; name: string; verdict: MatchVerdict | null };

const saveVerdict = ({ kind, uuid, verdict }: VerdictChange) => {
  const path = `/matches/${kind}/${encodeURIComponent(uuid)}/feedback`;
  return verdict === null ? api.delete(path, Done) : api.post(path, Saved, { body: { verdict } });
};

/**
 * A list as it reads once the verdict holds: 'not interested' drops the match, 'good' marks it, taking
 * back unmarks it (a match taken back from 'not interested' returns with the refetch).
 */
export const withVerdict = (list: MatchList, { uuid, verdict }: VerdictChange): MatchList => ({
  ...list,
  items:
    verdict === 'not_interested'
      ? list.items.filter((match) => match.uuid !== uuid)
      : list.items.map((match) => (match.uuid === uuid ? { ...match, markedGood: verdict === 'good' } : match)),
});

type Reactions = {
  onSuccess?: (change: VerdictChange) => void;
  onError?: (error: Error, change: VerdictChange) => void;
};

/**
 * POST or DELETE matches/{kind}/{uuid}/feedback. Every list of that kind shows the verdict at once (a
 * dropped match's place goes to the next) and goes back if the server refuses; they are fetched again
 * after, since a good match lifts the ones like it. The reactions run for every call, even one whose card
 * has gone meanwhile.
 */
export const useMatchVerdict = ({ onSuccess, onError }: Reactions = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveVerdict,
    onMutate: async (change) => {
      const queryKey = matchKeys.kind(change.kind);
      await queryClient.cancelQueries({ queryKey });
      const before = queryClient.getQueriesData<MatchList>({ queryKey });
      queryClient.setQueriesData<MatchList>({ queryKey }, (list) => list && withVerdict(list, change));
      return { before };
    },
    onError: (error, change, context) => {
      for (const [key, list] of context?.before ?? []) queryClient.setQueryData(key, list);
      onError?.(error, change);
    },
    onSuccess: (_answer, change) => onSuccess?.(change),
    onSettled: (_answer, _error, change) => queryClient.invalidateQueries({ queryKey: matchKeys.kind(change.kind) }),
  });
};
