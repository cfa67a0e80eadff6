import type { TenantFeatures } from '@ventura/shared';
import { describe, expect, it } from 'vitest';
import { tenantFixture } from '../../test/tenant-fixture.ts';
import { connectionsShown } from './approval.ts';

const features = (overrides: Partial<TenantFeatures>): TenantFeatures => ({
  ...tenantFixture().features,
  ...overrides,
});

describe('connectionsShown', () => {
  it('shows connections when the tenant offers them', () => {
    expect(connectionsShown(features({ connections: true }), 'approved')).toBe(true);
    expect(connectionsShown(features({ connections: false }), 'approved')).toBe(false);
  });

  it('hides them under limited access, and only when the tenant uses limited access', () => {
    expect(connectionsShown(features({ limited_access: true }), 'limited_access')).toBe(false);
    expect(connectionsShown(features({ limited_access: false }), 'limited_access')).toBe(true);
    expect(connectionsShown(features({ limited_access: true }), 'rejected')).toBe(true);
  });
});
