import type { PartnerInvitation, PortfolioEntry } from '@ventura/shared';

/** A portfolio entry of Ignite Incubator's, in the state given (an invited one by default). */
export const entryFixture = (changes: Partial<PortfolioEntry> = {}): PortfolioEntry => ({
  id: '6d1f1a0e-8a7b-4c1e-9a55-1f0c0c1f2a01',
  startupName: 'SolarKart',
  founderName: 'Neha Joshi',
  email: 'neha@solarkart.test',
  website: 'solarkart.test',
  message: null,
  source: 'added',
  status: 'invited',
  createdAt: '2026-11-20T09:00:00.000Z',
  invitedAt: '2026-11-20T09:00:00.000Z',
  expiresAt: '2026-12-20T09:00:00.000Z',
  startup: null,
  ...changes,
});

/** Ignite Incubator's invitation to the founder of SolarKart, as the link shows it. */
export const partnerInvitationFixture = (changes: Partial<PartnerInvitation> = {}): PartnerInvitation => ({
  organisation: 'Ignite Incubator',
  invitedBy: 'Kwame Mensah',
  name: 'Neha Joshi',
  accountType: 'startup',
  accountTypeLabel: 'Startup',
  contact: 'neha@solarkart.test',
  channel: 'email',
  expiresAt: '2026-12-20T09:00:00.000Z',
  hasAccount: false,
  startupName: 'SolarKart',
  hasStartup: false,
  ...changes,
});
