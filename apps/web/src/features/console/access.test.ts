import { describe, expect, it } from 'vitest';
import { tenantFixture } from '../../test/tenant-fixture.ts';
import { consoleAccessOf, consoleRedirect, requiredAccess } from './access.ts';

const person = (role: 'member' | 'operator', accountType: 'partner' | 'startup', impersonated = false) => ({
  role,
  accountType,
  impersonated,
});
const incubator = tenantFixture();
const noIncubator = tenantFixture({ features: { ...incubator.features, incubator_module_enabled: false } });

describe('who uses the console', () => {
  it('lets operators in, in their own session only', () => {
    expect(consoleAccessOf(person('operator', 'startup'), noIncubator)).toBe('operator');
    expect(consoleAccessOf(person('operator', 'partner'), incubator)).toBe('operator');
    expect(consoleAccessOf(person('operator', 'startup', true), incubator)).toBeNull();
  });

  it('lets a partner in to its portfolio where the incubator module is on, and nobody else', () => {
    expect(consoleAccessOf(person('member', 'partner'), incubator)).toBe('partner');
    expect(consoleAccessOf(person('member', 'partner'), noIncubator)).toBeNull();
    expect(consoleAccessOf(person('member', 'startup'), incubator)).toBeNull();
    expect(consoleAccessOf(null, incubator)).toBeNull();
  });

  it('sends each visitor where they belong', () => {
    expect(consoleRedirect(null, 'operator')).toBe('/errors/404');
    expect(consoleRedirect('partner', 'operator')).toBe('/admin/startups');
    expect(consoleRedirect('operator', 'partner')).toBe('/admin');
    expect(consoleRedirect('operator', 'operator')).toBeNull();
    expect(consoleRedirect('partner', undefined)).toBeNull();
  });

  it('reads the innermost access a route asks for', () => {
    expect(requiredAccess([{ handle: undefined }, { handle: { console: 'operator' } }, { handle: {} }])).toBe(
      'operator',
    );
    expect(requiredAccess([{ handle: { console: 'operator' } }, { handle: { console: 'partner' } }])).toBe('partner');
    expect(requiredAccess([{ handle: { console: 'root' } }])).toBeUndefined();
  });
});
