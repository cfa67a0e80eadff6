// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { tenantFixture } from '../../test/tenant-fixture.ts';
import { directoryErrorText, nameSearchPath, publicDirectoryTypes } from './api.ts';

const elastic = tenantFixture({ features: { ...tenantFixture().features, search_type: 'elastic' } });

describe('name search', () => {
  it('uses the directory’s own search, or the typo-tolerant one where the tenant’s search_type is elastic', () => {
    const context = { tenant: tenantFixture(), signedIn: true };
    expect(nameSearchPath('service_provider', ' ledger ', context)).toBe('/service_providers/profile/ledger');
    expect(nameSearchPath('service_provider', 'ledger', { ...context, tenant: elastic })).toBe(
      '/search-service-providers/ledger',
    );
  });

  it('has no typo-tolerant path for program offices, and the public one when signed out', () => {
    expect(nameSearchPath('program_office', 'hub', { tenant: elastic, signedIn: true })).toBe(
      '/program_office_members/profile/hub',
    );
    expect(nameSearchPath('startup', 'a/b?c', { tenant: elastic, signedIn: false })).toBe(
      '/public/search/startup/profile/a%2Fb%3Fc',
    );
  });

  it('searches signed out only the public directories of a tenant that shows profiles to everyone', () => {
    expect(publicDirectoryTypes(tenantFixture())).toEqual(['startup']);
    const members = tenantFixture({
      profile_settings: { ...tenantFixture().profile_settings, public_profiles: 'members' },
    });
    expect(publicDirectoryTypes(members)).toEqual([]);
  });
});

describe('directoryErrorText', () => {
  it('is the spec’s text of each directory, and of live deals', () => {
    expect(directoryErrorText('mentor', false)).toBe('Error while fetching mentor!');
    expect(directoryErrorText('startup', true)).toBe('Error while fetching live deals!');
    expect(directoryErrorText('service_provider', false)).toBe('Error while fetching service providers!');
  });
});
