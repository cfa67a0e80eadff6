import { dashboardPaths, type PartnerInvitation } from '@ventura/shared';
import { paths } from '../../core/paths.ts';
import type { InvitationTexts } from '../../ui/invitation-page.tsx';

/** Who invited: the person and their organisation, or the organisation alone when it signs as itself. */
export const inviterOf = (invitation: Pick<PartnerInvitation, 'invitedBy' | 'organisation'>) =>
  invitation.invitedBy === invitation.organisation
    ? invitation.organisation
    : `${invitation.invitedBy} of ${invitation.organisation}`;

/**
 * What accepting does for the founder: a new account with a startup profile, the startup profile of the
 * account that already uses the address (linked, or new), or a sign-in first.
 */
export const partnerAcceptanceNote = (
  invitation: Pick<PartnerInvitation, 'hasAccount' | 'hasStartup' | 'contact' | 'organisation' | 'startupName'>,
  signedInAs: string | null,
) => {
  const { contact, organisation, startupName } = invitation;
  if (signedInAs === null) {
    return invitation.hasAccount
      ? `An account already signs in with ${contact}. Sign in with it first, then accept here.`
      : `Accepting creates your account, signed in with ${contact}, and a startup profile for ${startupName} in ${organisation}'s portfolio for you to complete.`;
  }
  const you = `You are signed in as ${signedInAs}.`;
  if (!invitation.hasAccount) {
    return `${you} Accepting creates a new account that signs in with ${contact}, with a startup profile for ${startupName}, and signs you out of this one.`;
  }
  return invitation.hasStartup
    ? `${you} Accepting puts the startup profile of the account that signs in with ${contact} in ${organisation}'s portfolio.`
    : `${you} Accepting adds a startup profile for ${startupName}, in ${organisation}'s portfolio, to the account that signs in with ${contact}.`;
};

/** A partner's invitation to a founder (/partners/join/:token): bring their startup into its portfolio. */
export const partnerInvitationTexts: InvitationTexts<PartnerInvitation> = {
  name: 'Portfolio invitation',
  title: (invitation) => `Join ${invitation.organisation}'s portfolio`,
  intro: (invitation, tenantName) =>
    `${inviterOf(invitation)} invited you to bring ${invitation.startupName} to ${tenantName}.`,
  details: (invitation) => [
    ['Your name', invitation.name],
    ['Startup', invitation.startupName],
    ['Partner', invitation.organisation],
  ],
  acceptanceNote: partnerAcceptanceNote,
  joined: (invitation) => ({
    title: `Welcome, ${invitation.name}`,
    moving: invitation.hasStartup ? 'Taking you to your dashboard…' : 'Taking you to your startup profile…',
    message: `${invitation.startupName} is now in ${invitation.organisation}'s portfolio.`,
    to: invitation.hasStartup ? dashboardPaths.startup : paths.startupCompleteProfile,
  }),
};
