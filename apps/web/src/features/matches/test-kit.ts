import type { AccountType, Match, MatchImprovement, MatchOpportunity } from '@ventura/shared';
import { vi } from 'vitest';

/* Matches as the server sends them, and the server itself as the tests of this folder need it. */

/** The uuid of the n-th made-up match. */
export const uuidOf = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** A profile match: an investor unless said otherwise. */
export const profileMatch = (
  n: number,
  name: string,
  reasons: Match['reasons'],
  accountType: AccountType = 'investor',
): Match => ({
  uuid: uuidOf(n),
  profile: {
    uuid: uuidOf(n),
    accountType,
    name,
    tagline: null,
    logo: null,
    location: null,
    tags: [],
    stage: null,
    raisingFunds: false,
    profileUrl: `/${accountType}s/profile/${uuidOf(n)}/x`,
  },
  opportunity: null,
  score: 90 - n,
  reasons,
  markedGood: false,
});

/** A challenge (or program) match. */
export const opportunityMatch = (
  n: number,
  opportunity: Partial<MatchOpportunity> & Pick<MatchOpportunity, 'title'>,
  reasons: Match['reasons'],
): Match => ({
  uuid: uuidOf(n),
  profile: null,
  opportunity: {
    uuid: uuidOf(n),
    kind: 'challenge',
    owner: 'Tata Agritech',
    summary: 'Cut the water a farm uses without cutting its yield.',
    tags: ['Agritech'],
    deadline: '2027-01-30',
    url: `/challenges/details/${uuidOf(n)}`,
    ...opportunity,
  },
  score: 80 - n,
  reasons,
  markedGood: false,
});

/**
 * The matches endpoints as the server keeps them, a list per kind: verdicts change what the next list of
 * that kind holds. Hands back every call made ('GET /api/v1/matches/investors?limit=20').
 */
export const fakeMatches = (
  lists: Readonly<Record<string, readonly Match[]>>,
  improvements: MatchImprovement[] = [],
) => {
  const verdicts = new Map<string, string>();
  const calls: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const method = init?.method ?? 'GET';
    const url = String(input);
    calls.push(`${method} ${url}`);
    const feedback = /\/matches\/(\w+)\/([^/]+)\/feedback$/.exec(url);
    const key = feedback ? `${feedback[1]}/${feedback[2]}` : null;
    if (key && method === 'POST') {
      const { verdict } = JSON.parse(String(init?.body));
      verdicts.set(key, verdict);
      return Response.json({ data: { verdict } });
    }
    if (key && method === 'DELETE') {
      verdicts.delete(key);
      return new Response(null, { status: 204 });
    }
    const kind = /\/matches\/(\w+)\?/.exec(url)?.[1] ?? '';
    const items = (lists[kind] ?? [])
      .filter((match) => verdicts.get(`${kind}/${match.uuid}`) !== 'not_interested')
      .map((match) => ({ ...match, markedGood: verdicts.get(`${kind}/${match.uuid}`) === 'good' }));
    return Response.json({ data: { items, improvements } });
  });
  return calls;
};
