import { limits } from '@ventura/shared';
import type { AuthContext } from '../../platform/auth/sessions.ts';
import type { Db } from '../../platform/db/index.ts';
import { notFound } from '../../platform/errors.ts';
import { accountPolicy, findProfileByUuid } from '../../platform/identity/index.ts';
import type { Realtime } from '../../platform/realtime/publisher.ts';
import type { Tenant } from '../../platform/tenancy/repo.ts';
import { presentBasic, presentGroupMember } from './present.ts';
import * as repo from './repo.ts';
import { profileNotFoundMessage } from './service.ts';

type Reader = { db: Db; tenant: Tenant; auth: AuthContext };

/** Accepted connections listed at most, for pickers (GET connections/list/basic/all). */
export const basicListLimit = 500;

/** GET connections/list/basic/all: the other ends of the caller's accepted connections, by name. */
export const listBasic = async ({ db, tenant, auth }: Reader) => {
  const rows = await repo.listAcceptedPeers(db, tenant.id, auth.profile.id, basicListLimit);
  return rows.map((row) => presentBasic(row.profile, row.user));
};

/**
 * GET connections/parent-user/group/{profileUuid}: the organisation the profile belongs to (its owner's
 * profile, and the team members under it), with the caller's connection status to each. An organisation
 * whose profile is not approved is shown only to its own people and to operators.
 */
export const organisationGroup = async ({ db, tenant, auth }: Reader, profileUuid: string) => {
  const found = await findProfileByUuid(db, tenant.id, profileUuid);
  if (found?.user.status !== 'active') throw notFound(profileNotFoundMessage);
  const organisationId = found.profile.parentId ?? found.profile.id;
  const members = await repo.listOrganisation(db, tenant.id, organisationId, auth.profile.id, limits.teamSize + 1);
  const owner = members.find((row) => row.profile.id === organisationId);
  const own = (auth.profile.parentId ?? auth.profile.id) === organisationId;
  if (!owner || (owner.profile.approvalStatus !== 'approved' && !own && !accountPolicy.useConsole(auth))) {
    throw notFound(profileNotFoundMessage);
  }
  return members.map((row) => presentGroupMember(row, organisationId));
};

/**
 * GET connections/check_user_online_status: who of the given users is online now. Presence is asked only
 * about those the caller may see online (themself, their connections, the members of their
 * conversations: realtime.allowPresence); anyone else, of this tenant or not, known or not, answers
 * false exactly as an offline member does, so the answer tells a stranger nothing.
 */
export const onlineStatus = async ({ tenant, auth }: Reader, realtime: Realtime, userIds: string[]) => {
  const wanted = [...new Set(userIds)];
  const visible = [...(await realtime.presenceVisibleTo(tenant.id, auth.user.id, wanted))];
  const online = visible.length > 0 ? await realtime.online(tenant.id, visible) : {};
  return Object.fromEntries(wanted.map((id) => [id, online[id] === true]));
};
