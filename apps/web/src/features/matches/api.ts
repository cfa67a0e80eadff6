import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { MatchList, MatchVerdict } from '@ventura/shared';
import { z } from 'zod';
import { ApiError, api, errorText, type ResponseSchema } from '../../api/client.ts';

/* Investor matches (issue 44, docs/matching.md): a startup's best investors with the facts behind each, and its verdicts. */

const Saved = z.object({ verdict: MatchVerdict });
const Done: ResponseSchema<null> = { parse: () => null };

export const matchKeys = {
  all: ['matches'] as const,
  investors: (limit: number) => ['matches', 'investors', limit] as const,
};

/** A refusal (403, 404, 422) will not change by asking again; a failure of the network may. */
const retryUnlessRefused = (failures: number, error: Error) =>
  failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

/**
 * What the server said when it will not match this member (403: the tenant's connection rules; 422: not a
 * startup's profile), or null for any other failure.
 */
export const refusalText = (error: unknown) =>
  error instanceof ApiError && (error.status === 403 || error.status === 422) ? errorText(error) : null;

/** GET matches/investors: the startup's best investor matches and what it could add for better ones. */
export const investorMatchesQuery = (limit: number) =>
  queryOptions({
    queryKey: matchKeys.investors(limit),
    queryFn: ({ signal }) => api.get('/matches/investors', MatchList, { query: { limit }, signal }),
    retry: retryUnlessRefused,
  });

/** A verdict on one match, or null to take the last one back. The name is for what the member is told. */
export type VerdictChange = { uuid: string; name: string; verdict: MatchVerdict | null };

const saveVerdict = ({ uuid, verdict }: VerdictChange) => {
  const path = `/matches/${encodeURIComponent(uuid)}/feedback`;
  return verdict === null ? api.delete(path, Done) : api.post(path, Saved, { body: { verdict } });
};

/**
 * A list as it reads once the verdict holds: 'not interested' drops the investor, 'good' marks it, taking
 * back unmarks it (an investor taken back from 'not interested' returns with the refetch).
 */
export const withVerdict = (list: MatchList, { uuid, verdict }: VerdictChange): MatchList => ({
  ...list,
  items:
    verdict === 'not_interested'
      ? list.items.filter((match) => match.profile.uuid !== uuid)
      : list.items.map((match) => (match.profile.uuid === uuid ? { ...match, markedGood: verdict === 'good' } : match)),
});

type Reactions = {
  onSuccess?: (change: VerdictChange) => void;
  onError?: (error: Error, change: VerdictChange) => void;
};

/**
 * POST or DELETE matches/{uuid}/feedback. Every list of matches shows the verdict at once (a dropped
 * investor's place goes to the next) and goes back if the server refuses; all of them are fetched again
 * after, since a good match lifts investors like it. The reactions run for every call, even one whose
 * card has gone meanwhile.
 */
export const useMatchVerdict = ({ onSuccess, onError }: Reactions = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveVerdict,
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: matchKeys.all });
      const before = queryClient.getQueriesData<MatchList>({ queryKey: matchKeys.all });
      queryClient.setQueriesData<MatchList>({ queryKey: matchKeys.all }, (list) => list && withVerdict(list, change));
      return { before };
    },
    onError: (error, change, context) => {
      for (const [key, list] of context?.before ?? []) queryClient.setQueryData(key, list);
      onError?.(error, change);
    },
    onSuccess: (_answer, change) => onSuccess?.(change),
    onSettled: () => queryClient.invalidateQueries({ queryKey: matchKeys.all }),
  });
};
