import { type MilestoneStatus, mayMove } from '@ventura/shared';
import type { AuthContext } from '../../platform/identity/caller.ts';
import { organisationOf } from '../../platform/identity/organisation.ts';
import { accountPolicy } from '../../platform/identity/policy.ts';

/*
 * Who may do what with a milestone, as pure functions of the caller and the milestone. A startup's team
 * keeps its milestones; who confirms one follows where it came from: a program's template, that program's
 * reviewers; a partner's template, that partner's people; operators confirm any (they run the platform).
 */

export type Caller = {
  userId: string;
  operator: boolean;
  /** The startup the caller acts for, when its profile is an approved startup (or one of its team). */
  startupId: number | null;
  /** The partner organisation of the caller's approved partner profile. */
  partnerUuid: string | null;
};

export type MilestoneFacts = {
  status: MilestoneStatus;
  startupProfileId: number;
  programId: number | null;
  templatePartnerUuid: string | null;
};

export const keepsNotText = 'Milestones are kept by approved startups: switch to your startup’s profile';
export const notPartnerText = 'This is for the people of a partner organisation: your profile is not linked to one';

export const callerOf = (auth: AuthContext): Caller => {
  const { profile } = auth;
  const approved = profile.approvalStatus === 'approved';
  return {
    userId: auth.user.id,
    operator: accountPolicy.useConsole(auth),
    startupId: approved && profile.accountType === 'startup' ? organisationOf(profile) : null,
    partnerUuid: approved && profile.accountType === 'partner' ? profile.partnerId : null,
  };
};

const owns = (c: Caller, m: MilestoneFacts) => c.startupId !== null && c.startupId === m.startupProfileId;

export const milestonePolicy = {
  owns,
  /** Confirm or send back: `reviewsProgram` says whether the caller reviews the milestone's program. */
  confirms: (c: Caller, m: MilestoneFacts, reviewsProgram: boolean) =>
    c.operator ||
    (m.programId !== null && reviewsProgram) ||
    (m.templatePartnerUuid !== null && c.partnerUuid === m.templatePartnerUuid),
  edit: (c: Caller, m: MilestoneFacts) => owns(c, m) && m.status !== 'confirmed',
  remove: (c: Caller, m: MilestoneFacts) => owns(c, m) && m.status !== 'confirmed',
  start: (c: Caller, m: MilestoneFacts) => owns(c, m) && mayMove('start', m.status),
  complete: (c: Caller, m: MilestoneFacts) => owns(c, m) && mayMove('complete', m.status),
  review: (c: Caller, m: MilestoneFacts, reviewsProgram: boolean) =>
    milestonePolicy.confirms(c, m, reviewsProgram) && mayMove('confirm', m.status),
};
