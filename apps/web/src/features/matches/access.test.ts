import type { TenantDetails } from '@ventura/shared';
import { describe, expect, it } from 'vitest';
import { tenantFixture } from '../../test/tenant-fixture.ts';
import { hasOpenMatches, matchRefusal, openMatchKinds } from './access.ts';

type Rule = TenantDetails['connection_matrix'][number];
const searches = (profileType: Rule['profileType'], otherProfileType: Rule['otherProfileType']): Rule => ({
  profileType,
  otherProfileType,
  canSearch: true,
  canConnect: true,
});

describe('matchRefusal', () => {
  it('refuses a profile kind where the rules keep its type from the member, as the server would (403)', () => {
    const tenant = tenantFixture({ connection_matrix: [searches('startup', 'investor')] });
    expect(matchRefusal(tenant, 'startup', 'investors')).toBeNull();
    expect(matchRefusal(tenant, 'startup', 'mentors')).toBe(
      'Your profile cannot search mentors on Ventura Startup Mission',
    );
    expect(matchRefusal(tenantFixture(), 'startup', 'investors')).toBe(
      'Your profile cannot search investors on Ventura Startup Mission',
    );
    expect(matchRefusal(tenantFixture(), 'investor', 'startups')).toBe(
      'Your profile cannot search startups on Ventura Startup Mission',
    );
  });

  it('never refuses challenges and programs by the connection rules, only without the directories', () => {
    expect(matchRefusal(tenantFixture(), 'startup', 'challenges')).toBeNull();
    expect(matchRefusal(tenantFixture(), 'startup', 'programs')).toBeNull();
    const closed = tenantFixture({
      connection_matrix: [searches('startup', 'investor')],
      features: { ...tenantFixture().features, show_ecosystem: false },
    });
    expect(matchRefusal(closed, 'startup', 'programs')).toBe('Matches are not open on Ventura Startup Mission');
    expect(matchRefusal(closed, 'startup', 'investors')).not.toBeNull();
  });

  it('follows the types the tenant enables', () => {
    const tenant = tenantFixture({
      connection_matrix: [searches('mentor', 'startup')],
      users: { ...tenantFixture().users, startup: false },
    });
    expect(matchRefusal(tenant, 'mentor', 'startups')).not.toBeNull();
  });
});

describe('openMatchKinds', () => {
  it("keeps the kinds of the member's type that the rules open, in the page's order", () => {
    const tenant = tenantFixture({
      connection_matrix: [searches('startup', 'mentor'), searches('investor', 'startup')],
    });
    expect(openMatchKinds(tenant, 'startup')).toEqual(['mentors', 'challenges', 'programs']);
    expect(openMatchKinds(tenant, 'investor')).toEqual(['startups']);
    expect(openMatchKinds(tenant, 'mentor')).toEqual([]);
    expect(openMatchKinds(tenant, 'corporate')).toEqual([]);
  });

  it('says whether the member has any matches at all: the menu', () => {
    const tenant = tenantFixture({ connection_matrix: [searches('mentor', 'startup')] });
    expect(hasOpenMatches(tenant, 'startup')).toBe(true);
    expect(hasOpenMatches(tenant, 'mentor')).toBe(true);
    expect(hasOpenMatches(tenant, 'investor')).toBe(false);
    expect(hasOpenMatches(tenant, 'corporate')).toBe(false);
    const closed = tenantFixture({ features: { ...tenantFixture().features, show_ecosystem: false } });
    expect(hasOpenMatches(closed, 'startup')).toBe(false);
  });
});
