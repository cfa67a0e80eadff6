import type { IdentityWatcher } from '../../platform/auth/identity-watch.ts';

const prefix = 'counts:';
/** Profile views change on every visit and announce nothing: a cached answer is at most this old. */
const ttlMs = 60_000;
const maxUsers = 50_000;

type Entry = { body: string; at: number };

/**
 * GET notifications/count is the call every signed-in browser makes every 30 s: its answer is kept in
 * memory per user and profile, as the serialized bytes, and dropped when the database announces a change
 * (triggers on connections, notifications and document requests, migration 0021, on the identity
 * channel the session cache listens to). While announcements may be missed nothing is served from memory.
 */
export const createCountsCache = (live: () => boolean): CountsCache => {
  const byTenant = new Map<string, Map<string, Map<number, Entry>>>();
  let users = 0;
  let epoch = 0;
  const clear = () => {
    byTenant.clear();
    users = 0;
  };
  const forgetUser = (tenantId: string, userId: string) => {
    const tenant = byTenant.get(tenantId);
    if (tenant?.delete(userId)) users--;
  };
  const forgetTenant = (tenantId: string) => {
    users -= byTenant.get(tenantId)?.size ?? 0;
    byTenant.delete(tenantId);
  };
  return {
    get epoch() {
      return epoch;
    },
    get(tenantId: string, userId: string, profileId: number) {
      if (!live()) return undefined;
      const entry = byTenant.get(tenantId)?.get(userId)?.get(profileId);
      if (!entry || Date.now() - entry.at > ttlMs) return undefined;
      return entry.body;
    },
    /** Keeps an answer read since `since` (an epoch): unless something changed meanwhile. */
    set(tenantId: string, userId: string, profileId: number, body: string, since: number) {
      if (!live() || since !== epoch) return;
      if (users >= maxUsers) clear();
      let tenant = byTenant.get(tenantId);
      if (!tenant) {
        tenant = new Map();
        byTenant.set(tenantId, tenant);
      }
      let user = tenant.get(userId);
      if (!user) {
        user = new Map();
        tenant.set(userId, user);
        users++;
      }
      user.set(profileId, { body, at: Date.now() });
    },
    /** 'counts:u:{tenant}:{user}' or 'counts:t:{tenant}', as the triggers announce; other news is not ours. */
    forgetUser(payload: string) {
      if (!payload.startsWith(prefix)) return;
      epoch++;
      const [scope, tenantId, userId] = payload.slice(prefix.length).split(':');
      if (scope === 'u' && tenantId && userId) forgetUser(tenantId, userId);
      else if (scope === 't' && tenantId) forgetTenant(tenantId);
      else clear();
    },
    clear() {
      epoch++;
      clear();
    },
  };
};
export type CountsCache = IdentityWatcher & {
  readonly epoch: number;
  get: (tenantId: string, userId: string, profileId: number) => string | undefined;
  set: (tenantId: string, userId: string, profileId: number, body: string, since: number) => void;
};
