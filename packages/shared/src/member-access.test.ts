import { describe, expect, it } from 'vitest';
import { accountTypes } from './account-types.ts';
import { adminConsoleButtonOf, isLimitedAccess, maySearchDirectory, signedOutDirectoryTypes } from './member-access.ts';
import { directories, directoryTypes } from './search.ts';

const everyone = Object.fromEntries(accountTypes.map((type) => [type, true]));
const matrix = accountTypes.flatMap((profileType) =>
  accountTypes.map((otherProfileType) => ({ profileType, otherProfileType, canSearch: true })),
);
const rules = { users: everyone, publicProfiles: 'everyone' as const, matrix };

describe('maySearchDirectory', () => {
  it('opens investors only to startups, investors, corporates, partners, mentors and program offices (spec 2)', () => {
    const viewers = accountTypes.filter((viewer) => maySearchDirectory(viewer, 'investor', rules));
    expect(viewers).toEqual(['startup', 'investor', 'corporate', 'mentor', 'partner', 'program_office']);
    expect(maySearchDirectory('service_provider', 'startup', rules)).toBe(true);
  });

  it('follows the tenant: enabled types, the matrix, and signed out only public directories where profiles are public', () => {
    expect(maySearchDirectory('startup', 'mentor', { ...rules, users: { ...everyone, mentor: false } })).toBe(false);
    expect(maySearchDirectory('startup', 'mentor', { ...rules, matrix: [] })).toBe(false);
    expect(directoryTypes.filter((type) => maySearchDirectory(null, type, rules))).toEqual(['startup']);
    expect(maySearchDirectory(null, 'startup', { ...rules, publicProfiles: 'members' })).toBe(false);
  });

  it('agrees with the directories the search registry calls public', () => {
    expect(directoryTypes.filter((type) => directories[type].public)).toEqual([...signedOutDirectoryTypes]);
  });
});

describe('isLimitedAccess', () => {
  it('holds for a limited-access profile where the tenant has the feature on', () => {
    expect(isLimitedAccess({ limited_access: true }, 'limited_access')).toBe(true);
    expect(isLimitedAccess({ limited_access: false }, 'limited_access')).toBe(false);
    expect(isLimitedAccess({ limited_access: true }, 'rejected')).toBe(false);
  });
});

describe('adminConsoleButtonOf', () => {
  const on = { incubator_module_enabled: true };
  const partnerId = '0f8fad5b-d9cb-469f-a165-70867728950e';
  it('shows it to partners and to program-office members with a partner id, open once approved', () => {
    expect(adminConsoleButtonOf({ accountType: 'partner', partnerId: null, approvalStatus: 'approved' }, on)).toBe(
      'open',
    );
    expect(adminConsoleButtonOf({ accountType: 'program_office', partnerId, approvalStatus: 'submitted' }, on)).toBe(
      'inactive',
    );
    expect(adminConsoleButtonOf({ accountType: 'program_office', partnerId, approvalStatus: 'approved' }, on)).toBe(
      'open',
    );
  });

  it('hides it from others and where the incubator module is off', () => {
    const office = { accountType: 'program_office' as const, partnerId: null, approvalStatus: 'approved' };
    expect(adminConsoleButtonOf(office, on)).toBe('hidden');
    expect(adminConsoleButtonOf({ ...office, accountType: 'startup', partnerId }, on)).toBe('hidden');
    expect(adminConsoleButtonOf({ ...office, accountType: 'partner' }, { incubator_module_enabled: false })).toBe(
      'hidden',
    );
  });
});
