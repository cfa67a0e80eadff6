import {
  type FieldValues,
  isProfileAccountType,
  mainSectionOf,
  type ProfileAccountType,
  type SectionDef,
  sectionBody,
  sectionsOf,
} from '@ventura/shared';
import type { Db } from '../../platform/db/index.ts';
import { badRequest, notFound, parseInput } from '../../platform/errors.ts';
import { profilePolicy } from '../../platform/identity/policy.ts';
import type { Tenant } from '../../platform/tenancy/repo.ts';
import { assertEditable, type Caller, canRequest, completenessFor, noteCompleteness, ownCard } from './own-card.ts';
import { presentOwnProfile, presentPublicProfile } from './present.ts';
import { checkReferences } from './references.ts';
import * as repo from './repo.ts';

/*
 * The caller's own profile (spec calls 7.4): reading it, saving its sections and flags, and keeping its
 * stored completeness in step; and a profile as operators read it. Lists are in lists.ts, approval in
 * approval.ts, what others see in public-profiles.ts, the dashboard in dashboard.ts.
 */

const presentOwn = ({ tenant, auth }: Omit<Caller, 'db'>, loaded: repo.LoadedProfile) => {
  const type = loaded.card.accountType as ProfileAccountType;
  const completeness = completenessFor(loaded);
  const editLockedReason = profilePolicy.editLockedReason({ ...auth, profile: loaded.card }, tenant.settings);
  return presentOwnProfile(loaded, auth.user.name, {
    sections: sectionsOf(type, loaded.card.investorType).map((section) => section.key),
    completeness,
    editLockedReason,
    can: {
      edit: editLockedReason === null,
      requestApproval: canRequest(loaded.card, completeness.complete),
      uploadLogo: editLockedReason === null,
    },
  });
};

export const ownProfile = async (caller: Caller, type: ProfileAccountType) => {
  const card = ownCard(caller.auth, type);
  return presentOwn(caller, await repo.loadOwnProfile(caller.db, caller.tenant.id, card));
};

export const completeness = async (caller: Caller, type: ProfileAccountType) => {
  const card = ownCard(caller.auth, type);
  return completenessFor(await repo.loadOwnProfile(caller.db, caller.tenant.id, card));
};

/** Validation that needs more than one field: a range's ends in order. */
const rangeProblems = (merged: FieldValues) => {
  const problems: string[] = [];
  const { ticketMin, ticketMax } = merged;
  if (typeof ticketMin === 'number' && typeof ticketMax === 'number' && ticketMax < ticketMin) {
    problems.push('body.ticketMax: Largest cheque must be at least the smallest cheque');
  }
  return problems;
};

/**
 * Saves one section of the caller's profile: only that section's fields, each checked against the
 * tenant's lists and the places it names. A new country clears a state and city not sent with it.
 */
export const saveSection = async (caller: Caller, section: SectionDef, input: Record<string, unknown>) => {
  const { db, tenant, auth } = caller;
  assertEditable(caller);
  const type = auth.profile.accountType as ProfileAccountType;
  if (!sectionsOf(type, auth.profile.investorType).includes(section)) {
    throw notFound(`${section.title} is not part of your profile`);
  }
  const body = { ...parseInput(sectionBody(section), input) };
  const loaded = await repo.loadProfile(db, tenant.id, auth.profile);
  if (body.countryCode !== undefined && body.countryCode !== loaded.values.countryCode) {
    body.stateCode ??= null;
    body.city ??= null;
  }
  const merged: FieldValues = { ...loaded.values, ...(body as FieldValues) };
  const problems = rangeProblems(merged);
  if (problems.length > 0) throw badRequest(problems[0] ?? 'Invalid request', problems);
  await checkReferences(db, tenant.id, section.fields, body, merged);
  const card = await repo.saveValues(db, tenant.id, auth.profile, body);
  return presentOwn(caller, await noteCompleteness(db, tenant.id, card));
};

/** Recomputes the stored completeness of every profile of a tenant (after seeding, or a rules change). */
export const refreshCompleteness = async (db: Db, tenantId: string) => {
  for (const card of await repo.profileCards(db, tenantId)) {
    if (isProfileAccountType(card.accountType)) await noteCompleteness(db, tenantId, card);
  }
};

/** A profile as the tenant's operators read it before a decision: all of it, with its completeness. */
export const profileForOperator = async (db: Db, tenant: Tenant, uuid: string) => {
  const found = await repo.loadProfileByUuid(db, tenant.id, null, uuid);
  if (!found) return undefined;
  const can = { edit: false, connect: false, message: false };
  return {
    profile: presentPublicProfile(found, found.personName, { viewer: 'operator', settings: tenant.settings, can }),
    completeness: completenessFor(found),
  };
};

/** PATCH {role}/information: the main section of the caller's profile (an investor's depends on its type). */
export const saveInformation = (caller: Caller, type: ProfileAccountType, body: Record<string, unknown>) => {
  ownCard(caller.auth, type);
  return saveSection(caller, mainSectionOf(type, caller.auth.profile.investorType), body);
};

/** Sets one flag of the caller's own row (raising funds, providing funding) as a one-field save. */
export const setFlag = async (caller: Caller, type: ProfileAccountType, key: string, value: boolean | 'toggle') => {
  const card = ownCard(caller.auth, type);
  const section = sectionsOf(type, card.investorType).find((s) => s.fields.some((f) => f.key === key));
  if (!section) throw notFound('This setting is not part of your profile');
  const loaded = await repo.loadProfile(caller.db, caller.tenant.id, card);
  const next = value === 'toggle' ? loaded.values[key] !== true : value;
  return saveSection(caller, section, { [key]: next });
};
