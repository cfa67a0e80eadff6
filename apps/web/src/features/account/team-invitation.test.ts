import type { TeamInvitation } from '@ventura/shared';
import { describe, expect, it } from 'vitest';
import { acceptanceNote, invitationStep } from './team-invitation.ts';

const invitation = (hasAccount: boolean): TeamInvitation => ({
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

describe('invitationStep', () => {
  it('asks for a sign-in first only when an account uses the contact and nobody is signed in', () => {
    expect(invitationStep(invitation(true), false)).toBe('sign-in-first');
    expect(invitationStep(invitation(true), true)).toBe('accept');
    expect(invitationStep(invitation(false), false)).toBe('accept');
    expect(invitationStep(invitation(false), true)).toBe('accept');
  });
});

describe('acceptanceNote', () => {
  it('says what accepting does in each situation', () => {
    expect(acceptanceNote(invitation(false), null)).toBe(
      'Accepting creates your account: you sign in with kavya@greenleaf.demo.',
    );
    expect(acceptanceNote(invitation(true), null)).toBe(
      'An account already signs in with kavya@greenleaf.demo. Sign in with it first, then accept here.',
    );
    expect(acceptanceNote(invitation(true), 'Kavya Menon')).toBe(
      'You are signed in as Kavya Menon. Accepting adds the Startup profile of GreenLeaf Agritech to the account that signs in with kavya@greenleaf.demo.',
    );
    expect(acceptanceNote(invitation(false), 'Rohan Kapoor')).toBe(
      'You are signed in as Rohan Kapoor. Accepting creates a new account that signs in with kavya@greenleaf.demo, and signs you out of this one.',
    );
  });
});
