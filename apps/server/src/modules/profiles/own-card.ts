import { approvalRequestableFrom, completenessOf, type ProfileAccountType } from '@ventura/shared';
import type { AuthContext, ProfileRow } from '../../platform/auth/sessions.ts';
import type { Db } from '../../platform/db/index.ts';
import { forbidden } from '../../platform/errors.ts';
import { profilePolicy } from '../../platform/identity/policy.ts';
import type { Member } from '../../platform/request-context.ts';
import { presentCompleteness } from './present.ts';
import * as repo from './repo.ts';

/*
 * What the verbs on the caller's own profile share (its sections, lists, approval, dashboard): the caller,
 * their card of the route's type, the edit lock, and the profile's completeness as computed and as stored.
 */

/** What profile services need of a request: the platform's Member, narrowed so other features can call them. */
export type Caller = Pick<Member, 'db' | 'tenant' | 'auth'>;

/** The caller's profile when it is of the role's type; anything else is a 403. */
export const ownCard = (auth: AuthContext, type: ProfileAccountType) => {
  if (auth.profile.accountType !== type) throw forbidden('This is not your profile type');
  return auth.profile;
};

export const completenessFor = (loaded: repo.LoadedProfile) => {
  const type = loaded.card.accountType as ProfileAccountType;
  const counts = Object.fromEntries(loaded.lists.map(({ list, rows }) => [list.key, rows.length]));
  return presentCompleteness(loaded.card, completenessOf(type, loaded.card.investorType, loaded.values, counts));
};

export const canRequest = (card: ProfileRow, complete: boolean) =>
  complete && approvalRequestableFrom.includes(card.approvalStatus);

export const assertEditable = (caller: Caller) => {
  const reason = profilePolicy.editLockedReason(caller.auth, caller.tenant.settings);
  if (reason) throw forbidden(reason);
};

/** Keeps the stored completeness (the console filters and sorts on it) in step with the profile as saved. */
export const noteCompleteness = async (db: Db, tenantId: string, card: ProfileRow) => {
  const loaded = await repo.loadProfile(db, tenantId, card);
  const { percentage } = completenessFor(loaded);
  if (percentage !== loaded.card.completeness) await repo.setCompleteness(db, tenantId, card.id, percentage);
  return loaded;
};
