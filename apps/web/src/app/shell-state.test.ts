import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client.ts';
import { tenantFixture } from '../test/tenant-fixture.ts';
import { shellStateFor, tenantErrorFallback } from './shell-state.ts';

const noPartner = { partner: null };
const maintenanceOn = (tenant = tenantFixture()) => ({
  ...tenant,
  maintenance_mode: { ...tenant.maintenance_mode, maintenance_on: true, active: true },
});

describe('shellStateFor', () => {
  it('is loading until the tenant answers', () => {
    expect(shellStateFor({ data: undefined, error: null }, noPartner)).toEqual({ kind: 'loading' });
  });

  it("shows the server's error text, or a default", () => {
    const unknownHost = new ApiError(404, 'No tenant', ['No tenant is configured for the host "x"']);
    expect(shellStateFor({ data: undefined, error: unknownHost }, noPartner)).toEqual({
      kind: 'error',
      message: 'No tenant is configured for the host "x"',
    });
    expect(shellStateFor({ data: undefined, error: new ApiError(500, '') }, noPartner)).toEqual({
      kind: 'error',
      message: tenantErrorFallback,
    });
  });

  it('keeps a loaded tenant when a background refresh fails', () => {
    const tenant = tenantFixture();
    expect(shellStateFor({ data: tenant, error: new ApiError(0, 'offline') }, noPartner).kind).toBe('ready');
  });

  it('puts maintenance first, then the subscription, then direct access', () => {
    const everything = tenantFixture({ subscription_active: false, direct_access_allowed: false });
    expect(shellStateFor({ data: maintenanceOn(everything), error: null }, noPartner).kind).toBe('maintenance');
    expect(shellStateFor({ data: everything, error: null }, noPartner).kind).toBe('subscription-expired');
    const partnersOnly = tenantFixture({ direct_access_allowed: false });
    expect(shellStateFor({ data: partnersOnly, error: null }, noPartner).kind).toBe('direct-access-denied');
    expect(shellStateFor({ data: partnersOnly, error: null }, { partner: 'acme' }).kind).toBe('ready');
  });
});
