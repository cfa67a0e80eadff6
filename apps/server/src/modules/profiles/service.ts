import { createHmac } from 'node:crypto';
import {
  type ApprovalStatus,
  approvalRequestableFrom,
  completenessOf,
  type FieldValues,
  isProfileAccountType,
  type ListDef,
  listItemBody,
  mainSectionOf,
  maySearchDirectory,
  type ProfileAccountType,
  profileTypes,
  type SectionDef,
  sectionBody,
  sectionsOf,
  type Viewer,
} from '@ventura/shared';
import { recordAudit } from '../../platform/audit/index.ts';
import { createIdentityCache } from '../../platform/auth/identity-watch.ts';
import type { AuthContext, ProfileRow } from '../../platform/auth/sessions.ts';
import type { Db } from '../../platform/db/index.ts';
import { badRequest, conflict, forbidden, HttpError, notFound, parseInput } from '../../platform/errors.ts';
import { profilePolicy } from '../../platform/identity/policy.ts';
import type { ConnectionMatrixRow, Tenant } from '../../platform/tenancy/repo.ts';
import { areConnected, countConnections } from '../connections/index.ts';
import { presentCompleteness, presentHeader, presentOwnProfile, presentPublicProfile } from './present.ts';
import { checkReferences } from './references.ts';
import * as repo from './repo.ts';
import { type ListKey, listItemValues, listTables } from './store.ts';

type Caller = { db: Db; tenant: Tenant; auth: AuthContext };
type Matrix = ConnectionMatrixRow[];

/** The caller's profile when it is of the role's type; anything else is a 403. */
export const ownCard = (auth: AuthContext, type: ProfileAccountType) => {
  if (auth.profile.accountType !== type) throw forbidden('This is not your profile type');
  return auth.profile;
};

const completenessFor = (loaded: repo.LoadedProfile) => {
  const type = loaded.card.accountType as ProfileAccountType;
  const counts = Object.fromEntries(loaded.lists.map(({ list, rows }) => [list.key, rows.length]));
  return presentCompleteness(loaded.card, completenessOf(type, loaded.card.investorType, loaded.values, counts));
};

const canRequest = (card: ProfileRow, complete: boolean) =>
  complete && approvalRequestableFrom.includes(card.approvalStatus);

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

const assertEditable = (caller: Caller) => {
  const reason = profilePolicy.editLockedReason(caller.auth, caller.tenant.settings);
  if (reason) throw forbidden(reason);
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

/** Keeps the stored completeness (the console filters and sorts on it) in step with the profile as saved. */
const noteCompleteness = async (db: Db, tenantId: string, card: ProfileRow) => {
  const loaded = await repo.loadProfile(db, tenantId, card);
  const { percentage } = completenessFor(loaded);
  if (percentage !== loaded.card.completeness) await repo.setCompleteness(db, tenantId, card.id, percentage);
  return loaded;
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

// ---- Lists ----

const listOf = (type: ProfileAccountType, key: string) => {
  const list = profileTypes[type].lists.find((l) => l.key === key);
  if (!list) throw notFound('This list is not part of your profile');
  return { list, table: listTables[list.key as ListKey] };
};

const parseItem = (list: ListDef, mode: 'create' | 'update', input: unknown) => {
  const parsed = parseInput(listItemBody(list, mode), input);
  const { startDate, endDate } = parsed as { startDate?: string | null; endDate?: string | null };
  if (startDate && endDate && endDate < startDate) {
    throw badRequest('End date must not be before the start date', [
      'body.endDate: End date must not be before the start date',
    ]);
  }
  return parsed;
};

export const listItems = async (caller: Caller, type: ProfileAccountType, key: string) => {
  const card = ownCard(caller.auth, type);
  const { list } = listOf(type, key);
  const { lists } = await repo.loadOwnProfile(caller.db, caller.tenant.id, card);
  const own = lists.find((entry) => entry.list === list);
  return (own?.rows ?? []).map((row) => ({ id: Number(row.id), values: listItemValues(list, row) }));
};

export const addListItem = async (caller: Caller, type: ProfileAccountType, key: string, input: unknown) => {
  const card = ownCard(caller.auth, type);
  assertEditable(caller);
  const { list, table } = listOf(type, key);
  const values = parseItem(list, 'create', input);
  if ((await repo.countListItems(caller.db, caller.tenant.id, table, card.id)) >= list.maxItems) {
    throw conflict(`A profile lists at most ${list.maxItems} ${list.item}s`);
  }
  const row = await repo.insertListItem(caller.db, caller.tenant.id, table, card.id, values);
  if (!row) throw new Error('list insert returned nothing');
  await noteCompleteness(caller.db, caller.tenant.id, card);
  return { id: Number(row.id), values: listItemValues(list, row) };
};

export const changeListItem = async (
  caller: Caller,
  type: ProfileAccountType,
  key: string,
  id: number,
  input: unknown,
) => {
  const card = ownCard(caller.auth, type);
  assertEditable(caller);
  const { list, table } = listOf(type, key);
  const values = parseItem(list, 'update', input);
  const row = await repo.updateListItem(caller.db, caller.tenant.id, table, card.id, id, values);
  if (!row) throw notFound(`No such ${list.item} on your profile`);
  await noteCompleteness(caller.db, caller.tenant.id, card);
  return { id: Number(row.id), values: listItemValues(list, row) };
};

export const removeListItem = async (caller: Caller, type: ProfileAccountType, key: string, id: number) => {
  const card = ownCard(caller.auth, type);
  assertEditable(caller);
  const { list, table } = listOf(type, key);
  if (!(await repo.deleteListItem(caller.db, caller.tenant.id, table, card.id, id))) {
    throw notFound(`No such ${list.item} on your profile`);
  }
  await noteCompleteness(caller.db, caller.tenant.id, card);
};

// ---- Approval ----

/** The holder asks the tenant's operators to approve the profile: only when complete, never twice. */
export const requestApproval = async (
  caller: Caller & { ip: string },
  type: ProfileAccountType,
  note: string | undefined,
) => {
  const { db, tenant, auth } = caller;
  // The card as it is now: an operator's decision may be newer than the session's copy.
  const loaded = await repo.loadProfile(db, tenant.id, ownCard(auth, type));
  const card = loaded.card;
  if (card.approvalStatus === 'approved') throw conflict('Your profile is already approved');
  if (card.approvalStatus === 'submitted') throw conflict('Your profile is already waiting for approval');
  const result = completenessFor(loaded);
  if (!result.complete) {
    throw new HttpError(
      400,
      'Complete your profile before requesting approval',
      result.missing.map((part) => `${part.title}: ${part.fields.join(', ')}`),
    );
  }
  const updated = await db.transaction(async (tx) => {
    const row = await repo.setApproval(
      tx,
      tenant.id,
      card.id,
      { approvalStatus: 'submitted', approvalRequestedAt: new Date(), approvalMessage: null },
      [...approvalRequestableFrom],
    );
    if (!row) throw conflict('Your profile is already waiting for approval');
    await recordAudit(tx, {
      tenantId: tenant.id,
      actorUserId: auth.impersonatorId ?? auth.user.id,
      action: 'profile.request_approval',
      subjectType: 'profile',
      subjectId: card.uuid,
      detail: note ? { note } : {},
      ip: caller.ip,
    });
    return row;
  });
  return presentCompleteness(updated, result);
};

/** An operator's decision on a profile (the operator console calls this; tests do until it exists). */
export const decideApproval = async (
  db: Db,
  input: {
    tenantId: string;
    profileId: number;
    status: Exclude<ApprovalStatus, 'draft' | 'submitted'>;
    message: string | null;
    actorUserId: string | null;
    ip?: string;
  },
) =>
  db.transaction(async (tx) => {
    const before = await repo.findCard(tx, input.tenantId, input.profileId);
    if (!before) throw notFound('Profile not found');
    const row = await repo.setApproval(
      tx,
      input.tenantId,
      input.profileId,
      { approvalStatus: input.status, approvalMessage: input.message, approvalDecidedAt: new Date() },
      ['draft', 'submitted', 'approved', 'rejected', 'limited_access'],
    );
    if (!row) throw notFound('Profile not found');
    // A team's members hold copies of its profile: they follow the decision.
    await repo.setTeamApproval(tx, input.tenantId, row.id, input.status);
    await recordAudit(tx, {
      tenantId: input.tenantId,
      actorUserId: input.actorUserId,
      action: `profile.${input.status}`,
      subjectType: 'profile',
      subjectId: row.uuid,
      detail: {
        before: { approvalStatus: before.approvalStatus, approvalMessage: before.approvalMessage },
        after: { approvalStatus: row.approvalStatus, approvalMessage: row.approvalMessage },
      },
      ip: input.ip ?? null,
    });
    return { before, row };
  });

// ---- Public profiles ----

const viewerOf = (auth: AuthContext | null, card: ProfileRow, connected: boolean): Viewer => {
  if (!auth) return 'anonymous';
  if (auth.user.role === 'operator') return 'operator';
  if (auth.user.id === card.userId) return 'owner';
  return connected ? 'connection' : 'member';
};

/**
 * A profile as the caller may see it. Only approved profiles of active accounts are public; their
 * holder and the tenant's operators see them in any state. A tenant may keep profiles to members.
 */
export const publicProfile = async (
  input: {
    db: Db;
    tenant: Tenant;
    auth: AuthContext | null;
    cache?: ProfileCache;
    /** The tenant's connection matrix, as the tenant cache keeps it. */
    matrix: () => Promise<Matrix>;
  },
  type: ProfileAccountType | null,
  uuid: string,
) => {
  const { db, tenant, auth } = input;
  const found = await loadCached(input, type, uuid);
  const notThere = notFound(`${type ? profileTypes[type].label : 'Profile'} not found`);
  if (!found) throw notThere;
  const { card } = found;
  const privileged = auth !== null && (auth.user.role === 'operator' || auth.user.id === card.userId);
  if (!privileged && (card.approvalStatus !== 'approved' || found.userStatus !== 'active')) throw notThere;
  if (!auth && tenant.settings.profile_settings.public_profiles === 'members') {
    throw new HttpError(401, 'Sign in to see this profile', ['Sign in to see this profile']);
  }
  const viewerProfile = auth?.profile ?? null;
  const connected =
    viewerProfile !== null &&
    viewerProfile.id !== card.id &&
    (await areConnected(db, tenant.id, viewerProfile.id, card.id));
  const mayAsk = viewerProfile !== null && viewerProfile.id !== card.id && !connected;
  const matrix = mayAsk ? await input.matrix() : [];
  return presentPublicProfile(found, found.personName, {
    viewer: viewerOf(auth, card, connected),
    settings: tenant.settings,
    can: {
      edit:
        auth !== null && auth.profile.id === card.id && profilePolicy.editLockedReason(auth, tenant.settings) === null,
      connect:
        viewerProfile !== null && !connected && profilePolicy.connect(viewerProfile, card, tenant.settings, matrix),
      message: viewerProfile !== null && profilePolicy.message(viewerProfile, card, tenant.settings, connected),
    },
  });
};

/**
 * Profiles as others see them, kept for 30 seconds and dropped as soon as the database announces a
 * change to their holder or card (platform/auth/identity-watch.ts); the view count may lag that long.
 */
export const createProfileCache = (live: () => boolean) =>
  createIdentityCache<repo.LoadedProfile>({ ttlMs: 30_000, maxEntries: 10_000, live });
export type ProfileCache = ReturnType<typeof createProfileCache>;

const loadCached = async (
  input: { db: Db; tenant: Tenant; cache?: ProfileCache },
  type: ProfileAccountType | null,
  uuid: string,
) => {
  const key = `${input.tenant.id}:${uuid}`;
  const cached = input.cache?.get(key);
  if (cached) return type === null || cached.card.accountType === type ? cached : undefined;
  const epoch = input.cache?.epoch ?? 0;
  const found = await repo.loadProfileByUuid(input.db, input.tenant.id, type, uuid);
  if (found) input.cache?.set(key, found.card.userId, found, epoch);
  return found;
};

/** The key a viewer is counted under: the user, or a keyed hash of a signed-out visitor's address. */
const viewerKey = (auth: AuthContext | null, ip: string, secret: string) =>
  auth ? `u:${auth.user.id}` : `a:${createHmac('sha256', secret).update(ip).digest('base64url').slice(0, 22)}`;

/**
 * GET {type}/increment_views/{id}: counts a real view, once per viewer a day. The holder's own looks, an
 * operator's borrowed session and profiles that are not public do not count.
 */
export const countView = async (
  input: { db: Db; tenant: Tenant; auth: AuthContext | null; ip: string; secret: string },
  type: ProfileAccountType,
  uuid: string,
) => {
  const { db, tenant, auth } = input;
  const found = await repo.findViewable(db, tenant.id, type, uuid);
  if (found?.card.approvalStatus !== 'approved' || found.userStatus !== 'active') {
    throw notFound(`${profileTypes[type].label} not found`);
  }
  const own = auth !== null && auth.user.id === found.card.userId;
  if (own || auth?.impersonatorId) return { counted: false, totalViews: found.card.totalViews };
  const day = new Date().toISOString().slice(0, 10);
  const result = await repo.recordView(db, tenant.id, found.card.id, viewerKey(auth, input.ip, input.secret), day);
  return { counted: result.counted, totalViews: result.total };
};

// ---- Dashboard ----

export const dashboard = async (caller: Caller, type: ProfileAccountType) => {
  const { db, tenant, auth } = caller;
  const card = ownCard(auth, type);
  const since = new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10);
  const [loaded, counts, recent] = await Promise.all([
    repo.loadOwnProfile(db, tenant.id, card),
    countConnections(db, tenant.id, card.id),
    repo.viewsSince(db, tenant.id, card.id, since),
  ]);
  const result = completenessFor(loaded);
  const editLockedReason = profilePolicy.editLockedReason(auth, tenant.settings);
  return {
    // The card as read now: a session's copy does not follow the view count.
    profile: { ...presentHeader(loaded.card, auth.user.name), approvalStatus: loaded.card.approvalStatus },
    completeness: result,
    views: { total: loaded.card.totalViews, last30Days: recent },
    connections: { accepted: counts.connections, pendingReceived: counts.received, pendingSent: counts.sent },
    can: {
      requestApproval: canRequest(card, result.complete),
      edit: editLockedReason === null,
      connect: profilePolicy.connectAtAll(card, tenant.settings),
      message: profilePolicy.messageAtAll(card, tenant.settings),
    },
  };
};

/**
 * Comparing is part of a type's directory: whoever may not search the directory (the shared rule the
 * search routes and the web ask) may not compare its profiles either. 401 signed out, else 403.
 */
const assertMayCompare = async (input: Parameters<typeof publicProfile>[0], type: ProfileAccountType) => {
  const { tenant, auth } = input;
  const viewer = auth?.profile.accountType ?? null;
  const rules = {
    users: tenant.settings.users,
    publicProfiles: tenant.settings.profile_settings.public_profiles,
    matrix: viewer ? await input.matrix() : [],
  };
  if (maySearchDirectory(viewer, type, rules)) return;
  const what = `${profileTypes[type].label.toLowerCase()}s`;
  if (!auth) throw new HttpError(401, `Sign in to compare ${what}`, [`Sign in to compare ${what}`]);
  throw forbidden(`Your profile cannot compare ${what} on ${tenant.name}`);
};

/**
 * Profiles of one type side by side, each as the caller may see it; ids that are not public profiles of
 * this type here are left out, so a list kept in the browser survives a profile leaving.
 */
export const compare = async (input: Parameters<typeof publicProfile>[0], type: ProfileAccountType, ids: string[]) => {
  await assertMayCompare(input, type);
  const found = await Promise.all(
    ids.map((id) =>
      publicProfile(input, type, id).catch((error: unknown) => {
        if (error instanceof HttpError && error.statusCode === 404) return null;
        throw error;
      }),
    ),
  );
  return found.filter((profile) => profile !== null);
};
