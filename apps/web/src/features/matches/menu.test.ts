import type { TenantDetails } from '@ventura/shared';
import { describe, expect, it } from 'vitest';
import { type Viewer, visibleNavigation } from '../../app/navigation.ts';
import { tenantFixture } from '../../test/tenant-fixture.ts';
import { matchesPath } from './paths.ts';

/* The shell's menu entry of this feature: 'Matches' under Connect, for whoever has a kind of match open. */

const viewer = (accountType: Viewer['accountType']): Viewer => ({
  accountType,
  approved: true,
  limitedAccess: false,
  profilePath: '/profile',
});

const connectOf = (tenant: TenantDetails, accountType: Viewer['accountType']) =>
  visibleNavigation({ tenant, viewer: viewer(accountType), implemented: new Set([matchesPath]) }).flatMap((item) =>
    item.kind === 'group' && item.label === 'Connect' ? item.children.map((child) => child.label) : [],
  );

const rule = (profileType: Viewer['accountType'], otherProfileType: Viewer['accountType']) => ({
  profileType,
  otherProfileType,
  canSearch: true,
  canConnect: true,
});

describe('the Matches menu entry', () => {
  it('shows for a startup even where it may search no profile: challenges and programs stay open', () => {
    expect(connectOf(tenantFixture(), 'startup')).toEqual(['Matches']);
  });

  it('shows for an investor or a mentor only where the rules let it search startups', () => {
    const tenant = tenantFixture({ connection_matrix: [rule('investor', 'startup')] });
    expect(connectOf(tenant, 'investor')).toEqual(['Matches']);
    expect(connectOf(tenant, 'mentor')).toEqual([]);
    expect(connectOf(tenantFixture({ connection_matrix: [rule('mentor', 'startup')] }), 'mentor')).toEqual(['Matches']);
  });

  it('never shows for a type without matches, nor without the directories', () => {
    expect(connectOf(tenantFixture({ connection_matrix: [rule('corporate', 'startup')] }), 'corporate')).toEqual([]);
    const closed = tenantFixture({ features: { ...tenantFixture().features, show_ecosystem: false } });
    expect(connectOf(closed, 'startup')).toEqual([]);
  });
});
