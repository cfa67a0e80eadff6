import type { Match, TenantDetails } from '@ventura/shared';
import { describe, expect, it } from 'vitest';
import { tenantFixture } from '../../test/tenant-fixture.ts';
import { matchRefusal } from './access.ts';
import { matchesWithReasons, reasonKindsIn } from './reasons.ts';

const match = (uuid: string, factors: Match['reasons'][number]['factor'][]): Match => ({
  profile: {
    uuid,
    accountType: 'investor',
    name: uuid,
    tagline: null,
    logo: null,
    location: null,
    tags: [],
    stage: null,
    raisingFunds: false,
    profileUrl: `/investors/profile/${uuid}/x`,
  },
  score: 50,
  reasons: factors.map((factor) => ({ factor, text: factor })),
  markedGood: false,
});

const both = match('a', ['industries', 'stage']);
const one = match('b', ['industries']);
const list = { items: [both, one] };

describe('reasons as filters', () => {
  it('offers the kinds the matches give, in the filters order, and keeps matches that give all chosen', () => {
    expect(reasonKindsIn(list.items)).toEqual(['stage', 'industries']);
    expect(matchesWithReasons(list.items, ['stage', 'industries'])).toEqual([both]);
    expect(matchesWithReasons(list.items, [])).toEqual([both, one]);
  });
});

describe('matchRefusal', () => {
  const open: TenantDetails['connection_matrix'][number] = {
    profileType: 'startup',
    otherProfileType: 'investor',
    canSearch: true,
    canConnect: true,
  };

  it('refuses before asking where the rules keep investors from the startup, as the server would (403)', () => {
    const tenant = tenantFixture({ connection_matrix: [open] });
    expect(matchRefusal(tenant, 'startup')).toBeNull();
    expect(matchRefusal(tenantFixture(), 'startup')).toBe(
      'Your profile cannot search investors on Ventura Startup Mission',
    );
    const closed = tenantFixture({
      connection_matrix: [open],
      features: { ...tenant.features, show_ecosystem: false },
    });
    expect(matchRefusal(closed, 'startup')).not.toBeNull();
  });

  it('asks for another type of profile, whose 422 says to switch (it leaves nothing)', () => {
    expect(matchRefusal(tenantFixture(), 'investor')).toBeNull();
  });
});
