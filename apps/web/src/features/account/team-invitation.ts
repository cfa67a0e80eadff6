import type { TeamInvitation } from '@ventura/shared';

/**
 * What the invitee does on the invitation page: accept at once, or first sign in with the account
 * that already uses the invited contact (the server takes the invitation only from that account).
 */
export const invitationStep = (invitation: Pick<TeamInvitation, 'hasAccount'>, signedIn: boolean) =>
  invitation.hasAccount && !signedIn ? ('sign-in-first' as const) : ('accept' as const);

/** What accepting will do, in the invitee's situation: a new account, a new profile, or a sign-in first. */
export const acceptanceNote = (
  invitation: Pick<TeamInvitation, 'hasAccount' | 'contact' | 'organisation' | 'accountTypeLabel'>,
  signedInAs: string | null,
) => {
  const { contact, organisation, accountTypeLabel } = invitation;
  if (signedInAs === null) {
    return invitation.hasAccount
      ? `An account already signs in with ${contact}. Sign in with it first, then accept here.`
      : `Accepting creates your account: you sign in with ${contact}.`;
  }
  return invitation.hasAccount
    ? `You are signed in as ${signedInAs}. Accepting adds the ${accountTypeLabel} profile of ${organisation} to the account that signs in with ${contact}.`
    : `You are signed in as ${signedInAs}. Accepting creates a new account that signs in with ${contact}, and signs you out of this one.`;
};
