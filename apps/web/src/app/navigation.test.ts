import { describe, expect, it } from 'vitest';
import { implementedPaths } from '../core/paths.ts';
import { tenantFixture } from '../test/tenant-fixture.ts';
import { type Viewer, visibleNavigation } from './navigation.ts';

const everyPath = new Set([
  '/auth/login',
  '/startups/dashboard',
  '/search/startups',
  '/search/investors',
  '/community-feed',
  '/calender',
  '/growth-metrics',
  '/glossary',
  '/startups/profile/u1/acme',
]);
const startup: Viewer = {
  accountType: 'startup',
  approved: false,
  limitedAccess: false,
  profilePath: '/startups/profile/u1/acme',
};
const labels = (items: ReturnType<typeof visibleNavigation>) =>
  items.map((item) =>
    item.kind === 'link' ? item.label : `${item.label}: ${item.children.map((c) => c.label).join(', ')}`,
  );

describe('visibleNavigation', () => {
  it('shows signed-out viewers only the public items that exist today', () => {
    expect(labels(visibleNavigation({ tenant: tenantFixture(), viewer: null, implemented: implementedPaths }))).toEqual(
      ['Sign in'],
    );
  });

  it('shows signed-out viewers the public items of every implemented page', () => {
    expect(labels(visibleNavigation({ tenant: tenantFixture(), viewer: null, implemented: everyPath }))).toEqual([
      'Sign in',
      'Connect: Startups',
      'Resources: Glossary',
    ]);
  });

  it('shows signed-out viewers no directory where the tenant keeps profiles to members', () => {
    const tenant = tenantFixture({
      profile_settings: { ...tenantFixture().profile_settings, public_profiles: 'members' },
    });
    expect(labels(visibleNavigation({ tenant, viewer: null, implemented: everyPath }))).toEqual([
      'Sign in',
      'Resources: Glossary',
    ]);
  });

  it('follows the tenant flags, the approval and the connection matrix for a signed-in viewer', () => {
    const tenant = tenantFixture({
      features: { ...tenantFixture().features, community_feed: false },
      connection_matrix: [
        { profileType: 'startup', otherProfileType: 'startup', canSearch: false, canConnect: false },
        { profileType: 'startup', otherProfileType: 'investor', canSearch: true, canConnect: true },
      ],
    });
    expect(labels(visibleNavigation({ tenant, viewer: startup, implemented: everyPath }))).toEqual([
      'Dashboard',
      'Connect: Investors',
      'My Actions: My Meetings',
      'Resources: Glossary',
      'My Profile',
    ]);
    const approved = visibleNavigation({ tenant, viewer: { ...startup, approved: true }, implemented: everyPath });
    expect(labels(approved)).toContain('My Actions: My Meetings, Growth Metrics');
    const limited = visibleNavigation({ tenant, viewer: { ...startup, limitedAccess: true }, implemented: everyPath });
    expect(labels(limited).some((label) => label.startsWith('My Actions'))).toBe(false);
  });

  it('drops the Connect group when the ecosystem is switched off', () => {
    const tenant = tenantFixture({ features: { ...tenantFixture().features, show_ecosystem: false } });
    expect(labels(visibleNavigation({ tenant, viewer: null, implemented: everyPath }))).toEqual([
      'Sign in',
      'Resources: Glossary',
    ]);
  });
});

describe('the partner portfolio', () => {
  const partner: Viewer = { ...startup, accountType: 'partner', profilePath: '/partners/u2/ignite-incubator' };
  const withPortfolio = new Set([...everyPath, '/partners/startups']);

  it('shows partner profiles their portfolio, approved or not, and nobody else', () => {
    const tenant = tenantFixture();
    const items = (viewer: Viewer | null) => visibleNavigation({ tenant, viewer, implemented: withPortfolio });
    expect(items(partner)).toContainEqual({
      kind: 'link',
      label: 'Startup Portfolio',
      path: '/partners/startups',
      icon: 'portfolio',
    });
    expect(labels(items({ ...partner, approved: true }))).toContain('Startup Portfolio');
    expect(labels(items(startup))).not.toContain('Startup Portfolio');
    expect(labels(items(null))).not.toContain('Startup Portfolio');
  });

  it('is listed only once the page exists', () => {
    const items = visibleNavigation({ tenant: tenantFixture(), viewer: partner, implemented: everyPath });
    expect(labels(items)).not.toContain('Startup Portfolio');
  });
});

describe('application documents', () => {
  const withDocuments = new Set([...everyPath, '/documents']);
  const items = (viewer: Viewer | null) =>
    labels(visibleNavigation({ tenant: tenantFixture(), viewer, implemented: withDocuments }));

  it('shows Documents to startups and program offices only', () => {
    expect(items(startup)).toContain('Documents');
    expect(items({ ...startup, accountType: 'program_office' })).toContain('Documents');
    expect(items({ ...startup, accountType: 'investor' })).not.toContain('Documents');
    expect(items(null)).not.toContain('Documents');
  });
});

describe('managing programs', () => {
  const withManage = new Set([...everyPath, '/call-for-applications', '/programs/manage']);
  const items = (viewer: Viewer | null) =>
    labels(visibleNavigation({ tenant: tenantFixture(), viewer, implemented: withManage }));

  it('shows Manage programs to program offices, approved or not yet (the page says why), and to no one else', () => {
    expect(items({ ...startup, accountType: 'program_office', approved: true })).toContain('Manage programs');
    expect(items({ ...startup, accountType: 'program_office' })).toContain('Manage programs');
    expect(items(startup)).not.toContain('Manage programs');
    expect(items(null)).not.toContain('Manage programs');
  });
});
