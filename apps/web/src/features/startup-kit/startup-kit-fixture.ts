import type { AdminPerk, Perk, PerkClaim } from '@ventura/shared';

/** A published perk as a startup sees it, unclaimed. */
export const perkFixture = (changes: Partial<Perk> = {}): Perk => ({
  uuid: '3f6d2c1a-8b7e-4d5f-9a0b-1c2d3e4f5a6b',
  title: 'Cloud credits',
  kind: 'credits',
  provider: 'Nimbus Cloud',
  providerLogo: null,
  summary: 'Credits for servers, storage and databases.',
  description: 'Five thousand dollars of credits.\nValid for two years.',
  value: '$5,000 in credits',
  expiresAt: '2027-03-31T12:00:00.000Z',
  eligibility: { approvedOnly: true, fundingStages: ['seed'], maxCompanyAgeYears: 5, programUuids: [] },
  claim: null,
  ...changes,
});

/** The same perk as operators see it. */
export const adminPerkFixture = (changes: Partial<AdminPerk> = {}): AdminPerk => {
  const { claim: _claim, ...perk } = perkFixture();
  return {
    ...perk,
    partnerUuid: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
    code: 'NIMBUS-5K',
    link: null,
    published: true,
    claims: 4,
    ...changes,
  };
};

export const perkClaimFixture = (changes: Partial<PerkClaim> = {}): PerkClaim => ({
  perkUuid: '3f6d2c1a-8b7e-4d5f-9a0b-1c2d3e4f5a6b',
  perkTitle: 'Cloud credits',
  startupUuid: '1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e',
  startupName: 'Finlytics',
  claimedBy: 'Asha Rao',
  claimedAt: '2026-06-03T10:15:00.000Z',
  ...changes,
});
