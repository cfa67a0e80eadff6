import type { TeamInvitation } from '@ventura/shared';

/** An invitation to GreenLeaf's startup team for kavya@greenleaf.demo, as the invitation link shows it. */
export const invitationFixture = (hasAccount: boolean): TeamInvitation => ({
  organisation: 'GreenLeaf Agritech',
  invitedBy: 'Aarav Mehta',
  name: 'Kavya Menon',
  accountType: 'startup',
  accountTypeLabel: 'Startup',
  contact: 'kavya@greenleaf.demo',
  channel: 'email',
  expiresAt: '2026-12-06T10:00:00.000Z',
  hasAccount,
});
