import { createHmac } from 'node:crypto';
import { maySearchDirectory, type ProfileAccountType, profileTypes, type Viewer } from '@ventura/shared';
import { createIdentityCache } from '../../platform/auth/identity-watch.ts';
import type { AuthContext, ProfileRow } from '../../platform/auth/sessions.ts';
import type { Db } from '../../platform/db/index.ts';
import { forbidden, HttpError, notFound } from '../../platform/errors.ts';
import { profilePolicy } from '../../platform/identity/policy.ts';
import type { ConnectionMatrixRow, Tenant } from '../../platform/tenancy/repo.ts';
import { areConnected } from '../connections/index.ts';
import { presentPublicProfile } from './present.ts';
import * as repo from './repo.ts';

/* Profiles as others see them: one profile, its view count, and profiles of a type side by side. */

type Matrix = ConnectionMatrixRow[];

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
  if (!profilePolicy.view(auth, { ...card, userStatus: found.userStatus })) throw notThere;
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
