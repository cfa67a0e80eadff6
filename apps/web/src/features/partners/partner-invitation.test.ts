import { describe, expect, it } from 'vitest';
import { partnerInvitationFixture } from '../../test/portfolio-fixture.ts';
import { inviterOf, partnerAcceptanceNote, partnerInvitationTexts } from './partner-invitation.ts';

describe('the partner invitation', () => {
  it('says who invited, the person of the partner or the partner alone', () => {
    expect(inviterOf(partnerInvitationFixture())).toBe('Kwame Mensah of Ignite Incubator');
    expect(inviterOf(partnerInvitationFixture({ invitedBy: 'Ignite Incubator' }))).toBe('Ignite Incubator');
    expect(partnerInvitationTexts.intro(partnerInvitationFixture(), 'Ventura')).toBe(
      'Kwame Mensah of Ignite Incubator invited you to bring SolarKart to Ventura.',
    );
    expect(partnerInvitationTexts.title(partnerInvitationFixture())).toBe("Join Ignite Incubator's portfolio");
  });

  it('says what accepting does in each situation', () => {
    expect(partnerAcceptanceNote(partnerInvitationFixture(), null)).toBe(
      "Accepting creates your account, signed in with neha@solarkart.test, and a startup profile for SolarKart in Ignite Incubator's portfolio for you to complete.",
    );
    expect(partnerAcceptanceNote(partnerInvitationFixture({ hasAccount: true }), null)).toBe(
      'An account already signs in with neha@solarkart.test. Sign in with it first, then accept here.',
    );
    expect(partnerAcceptanceNote(partnerInvitationFixture({ hasAccount: true, hasStartup: true }), 'Neha Joshi')).toBe(
      "You are signed in as Neha Joshi. Accepting puts the startup profile of the account that signs in with neha@solarkart.test in Ignite Incubator's portfolio.",
    );
    expect(partnerAcceptanceNote(partnerInvitationFixture({ hasAccount: true }), 'Neha Joshi')).toBe(
      "You are signed in as Neha Joshi. Accepting adds a startup profile for SolarKart, in Ignite Incubator's portfolio, to the account that signs in with neha@solarkart.test.",
    );
    expect(partnerAcceptanceNote(partnerInvitationFixture(), 'Ravi Shah')).toBe(
      'You are signed in as Ravi Shah. Accepting creates a new account that signs in with neha@solarkart.test, with a startup profile for SolarKart, and signs you out of this one.',
    );
  });

  it('sends a new startup to complete its profile and a linked one to its dashboard', () => {
    expect(partnerInvitationTexts.joined(partnerInvitationFixture())).toEqual({
      title: 'Welcome, Neha Joshi',
      moving: 'Taking you to your startup profile…',
      message: "SolarKart is now in Ignite Incubator's portfolio.",
      to: '/startups/complete-profile',
    });
    expect(partnerInvitationTexts.joined(partnerInvitationFixture({ hasStartup: true })).to).toBe(
      '/startups/dashboard',
    );
  });
});
