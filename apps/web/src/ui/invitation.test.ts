// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client.ts';
import { invitationFixture } from '../test/team-invitation-fixture.ts';
import { closingDetails, invitationRetry, invitationStep, isInvalidInvitation } from './invitation.ts';

describe('invitationStep', () => {
  it('asks for a sign-in first only when an account uses the contact and nobody is signed in', () => {
    expect(invitationStep(invitationFixture(true), false)).toBe('sign-in-first');
    expect(invitationStep(invitationFixture(true), true)).toBe('accept');
    expect(invitationStep(invitationFixture(false), false)).toBe('accept');
    expect(invitationStep(invitationFixture(false), true)).toBe('accept');
  });
});

describe('closingDetails', () => {
  it('names the contact by its channel and gives the last day of the link', () => {
    expect(closingDetails(invitationFixture(false))).toEqual([
      ['Email', 'kavya@greenleaf.demo'],
      ['Open until', '6 Dec 2026'],
    ]);
    expect(closingDetails({ ...invitationFixture(false), channel: 'sms', contact: '+91 9812345670' })[0]).toEqual([
      'Mobile number',
      '+91 9812345670',
    ]);
  });
});

describe('invalid links', () => {
  it('are the 404s and 400s; a refusal is not asked again, a server fault once more', () => {
    expect(isInvalidInvitation(new ApiError(404, 'This invitation is no longer valid'))).toBe(true);
    expect(isInvalidInvitation(new ApiError(400, 'Invalid request'))).toBe(true);
    expect(isInvalidInvitation(new ApiError(500, ''))).toBe(false);
    expect(invitationRetry(0, new ApiError(404, ''))).toBe(false);
    expect(invitationRetry(0, new ApiError(503, ''))).toBe(true);
    expect(invitationRetry(1, new ApiError(503, ''))).toBe(false);
  });
});
