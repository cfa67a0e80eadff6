import type { TeamInvitation } from '@ventura/shared';
import { paths } from '../../core/paths.ts';
import type { InvitationTexts } from '../../ui/invitation-page.tsx';

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

/** A team invitation (/team/join/:token): join the organisation's profile as one of its users. */
export const teamInvitationTexts: InvitationTexts<TeamInvitation> = {
  name: 'Team invitation',
  title: (invitation) => `Join ${invitation.organisation}`,
  intro: (invitation, tenantName) =>
    `${invitation.invitedBy} invited you to join ${invitation.organisation} on ${tenantName}.`,
  details: (invitation) => [
    ['Your name', invitation.name],
    ['Organisation', invitation.organisation],
    ['Profile', invitation.accountTypeLabel],
  ],
  acceptanceNote,
  joined: (invitation) => ({
    title: `Welcome to ${invitation.organisation}`,
    moving: 'Taking you to your dashboard…',
    message: `You joined ${invitation.organisation}.`,
    to: paths.home,
  }),
};
