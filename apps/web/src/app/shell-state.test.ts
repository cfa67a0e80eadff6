// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client.ts';
import { tenantFixture } from '../test/tenant-fixture.ts';
import type { PartnerAccess } from './partner-access.ts';
import { shellStateFor, tenantErrorFallback } from './shell-state.ts';

const noPartner = { signedIn: false, partner: { status: 'none' } } as const;
const arrivedWith = (partner: PartnerAccess) => ({ signedIn: false, partner });
const maintenanceOn = (tenant = tenantFixture()) => ({
  ...tenant,
  maintenance_mode: { ...tenant.maintenance_mode, maintenance_on: true, active: true },
});
const partnersOnly = tenantFixture({ direct_access_allowed: false });

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
    expect(shellStateFor({ data: partnersOnly, error: null }, noPartner).kind).toBe('direct-access-denied');
  });

  it('lets a signed-in member into a partner-only tenant, whatever partner they came through', () => {
    const member = { signedIn: true, partner: { status: 'none' } } as const;
    expect(shellStateFor({ data: partnersOnly, error: null }, member).kind).toBe('ready');
    const withUnknown = { signedIn: true, partner: { status: 'unknown' } } as const;
    expect(shellStateFor({ data: partnersOnly, error: null }, withUnknown).kind).toBe('ready');
  });

  it('lets a visitor in only once the server knows the partner they came through', () => {
    const state = (partner: PartnerAccess) => shellStateFor({ data: partnersOnly, error: null }, arrivedWith(partner));
    expect(state({ status: 'checking' })).toEqual({ kind: 'loading' });
    expect(state({ status: 'known' }).kind).toBe('ready');
    expect(state({ status: 'unknown' }).kind).toBe('direct-access-denied');
    expect(state({ status: 'failed', error: new ApiError(0, 'Could not reach the server.') })).toEqual({
      kind: 'error',
      message: 'Could not reach the server.',
    });
  });

  it('needs no partner where direct access is allowed', () => {
    expect(shellStateFor({ data: tenantFixture(), error: null }, arrivedWith({ status: 'unknown' })).kind).toBe(
      'ready',
    );
  });
});
