import { type IpStage, ipDocumentStages, ipEditableStages, ipLicensableStages, ipStageMoves } from '@ventura/shared';
import type { AuthContext } from '../../platform/identity/caller.ts';
import { organisationOf } from '../../platform/identity/organisation.ts';
import { accountPolicy } from '../../platform/identity/policy.ts';

/*
 * Who may do what with an IP request, as pure functions of the caller and the request. Its owner is the
 * startup or corporate it belongs to (whoever acts for that profile: its holder and its team) and the member who
 * filed it; its team is the tenant's operators and the facilitator an operator assigned.
 */

export type Caller = { userId: string; operator: boolean; organisationId: number; accountType: string };
export type RequestFacts = {
  stage: IpStage;
  profileId: number;
  requesterUserId: string;
  facilitatorUserId: string | null;
};

export const callerOf = (auth: AuthContext): Caller => ({
  userId: auth.user.id,
  operator: accountPolicy.useConsole(auth),
  organisationId: organisationOf(auth.profile),
  accountType: auth.profile.accountType,
});

/** Startups and corporates ask for help with their IP (product.md 2). */
const filingTypes = new Set(['startup', 'corporate']);

const isOwner = (c: Caller, r: RequestFacts) => r.profileId === c.organisationId || r.requesterUserId === c.userId;
const isFacilitator = (c: Caller, r: RequestFacts) => r.facilitatorUserId !== null && r.facilitatorUserId === c.userId;
const isTeam = (c: Caller, r: RequestFacts) => c.operator || isFacilitator(c, r);

export const ipPolicy = {
  /** Why the caller may not file a request, or null. */
  cannotFile: (c: Caller) =>
    filingTypes.has(c.accountType) ? null : 'IP requests are filed by startups and corporates',
  view: (c: Caller, r: RequestFacts) => isOwner(c, r) || isTeam(c, r),
  isOwner,
  isTeam,
  /** How the caller sees the request: the owner's side wins for a facilitator of their own request. */
  viewer: (c: Caller, r: RequestFacts) =>
    isOwner(c, r) ? ('owner' as const) : c.operator ? ('operator' as const) : ('facilitator' as const),
  /** The stages the caller may move the request to now. */
  moves: (c: Caller, r: RequestFacts): IpStage[] => {
    const moves = new Set<IpStage>(isTeam(c, r) ? ipStageMoves[r.stage].team : []);
    if (isOwner(c, r)) for (const stage of ipStageMoves[r.stage].owner) moves.add(stage);
    return [...moves];
  },
  /** Notes on anything not withdrawn: the team's may be internal, the owner's never are. */
  note: (c: Caller, r: RequestFacts) => ipPolicy.view(c, r) && r.stage !== 'withdrawn',
  internalNote: (c: Caller, r: RequestFacts) => isTeam(c, r) && r.stage !== 'withdrawn',
  edit: (c: Caller, r: RequestFacts) => isOwner(c, r) && ipEditableStages.includes(r.stage),
  /** Documents are the owner's to add and remove until it is filed. */
  upload: (c: Caller, r: RequestFacts) => isOwner(c, r) && ipDocumentStages.includes(r.stage),
  license: (c: Caller, r: RequestFacts) => isOwner(c, r) && ipLicensableStages.includes(r.stage),
  assign: (c: Caller) => c.operator,
};
