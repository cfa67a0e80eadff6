import { describe, expect, it } from 'vitest';
import { invitationFixture } from '../../test/team-invitation-fixture.ts';
import { acceptanceNote } from './team-invitation.ts';

describe('acceptanceNote', () => {
  it('says what accepting does in each situation', () => {
    expect(acceptanceNote(invitationFixture(false), null)).toBe(
      'Accepting creates your account: you sign in with kavya@greenleaf.demo.',
    );
    expect(acceptanceNote(invitationFixture(true), null)).toBe(
      'An account already signs in with kavya@greenleaf.demo. Sign in with it first, then accept here.',
    );
    expect(acceptanceNote(invitationFixture(true), 'Kavya Menon')).toBe(
      'You are signed in as Kavya Menon. Accepting adds the Startup profile of GreenLeaf Agritech to the account that signs in with kavya@greenleaf.demo.',
    );
    expect(acceptanceNote(invitationFixture(false), 'Rohan Kapoor')).toBe(
      'You are signed in as Rohan Kapoor. Accepting creates a new account that signs in with kavya@greenleaf.demo, and signs you out of this one.',
    );
  });
});
