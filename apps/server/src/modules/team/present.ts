import type { TeamMember } from '@ventura/shared';
import type { User } from '../../platform/auth/sessions.ts';
import type { Invitation } from './repo.ts';

const mobileOf = (row: { countryCode: string | null; mobileNumber: string | null }) =>
  row.mobileNumber ? `+${row.countryCode} ${row.mobileNumber}` : null;

export const presentMember = (uuid: string, user: User): TeamMember => ({
  uuid,
  name: user.name,
  email: user.email,
  mobileNumber: mobileOf(user),
  status: 'member',
  createdAt: user.createdAt.toISOString(),
  expiresAt: null,
});

export const presentInvited = (invitation: Invitation): TeamMember => ({
  uuid: invitation.id,
  name: invitation.name,
  email: invitation.email,
  mobileNumber: mobileOf(invitation),
  status: 'invited',
  createdAt: invitation.createdAt.toISOString(),
  expiresAt: invitation.expiresAt.toISOString(),
});
