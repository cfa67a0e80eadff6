import type { TeamInvitation } from '@ventura/shared';
import dayjs from 'dayjs';
import { ApiError } from '../api/client.ts';

/** A link that leads nowhere: expired, used, declined, withdrawn (404) or not an invitation link at all (400). */
export const isInvalidInvitation = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

/** An invitation query asks once more after a fault of the network or the server, never after a refusal. */
export const invitationRetry = (failures: number, error: Error) =>
  failures < 1 && !(error instanceof ApiError && error.status < 500);

/**
 * What the invitee does on an invitation page: accept at once, or first sign in with the account
 * that already uses the invited contact (the server takes the invitation only from that account).
 */
export const invitationStep = (invitation: Pick<TeamInvitation, 'hasAccount'>, signedIn: boolean) =>
  invitation.hasAccount && !signedIn ? ('sign-in-first' as const) : ('accept' as const);

/** A detail of the invitation: what it is called, and its value. */
export type InvitationDetail = readonly [term: string, value: string];

/** The details every invitation ends with: the invited contact and the day the link stops working. */
export const closingDetails = (invitation: Pick<TeamInvitation, 'channel' | 'contact' | 'expiresAt'>) =>
  [
    [invitation.channel === 'email' ? 'Email' : 'Mobile number', invitation.contact],
    ['Open until', dayjs(invitation.expiresAt).format('D MMM YYYY')],
  ] as const satisfies readonly InvitationDetail[];
