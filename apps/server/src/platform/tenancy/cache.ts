import type { Db } from '../db/index.ts';
import { findTenantByHost, normalizeHost, type Tenant } from './repo.ts';

type Entry = { tenant: Tenant | undefined; expires: number };

/**
 * Host to tenant, cached for a few seconds: every request needs it, and it changes rarely.
 * Unknown hosts are cached too, so a flood of bad hosts costs one query each per period.
 */
export const createTenantCache = (ttlSeconds: number) => {
  const entries = new Map<string, Entry>();
  const derived = new Map<string, { value: unknown; expires: number }>();
  return {
    async byHost(db: Db, rawHost: string) {
      const host = normalizeHost(rawHost);
      const hit = entries.get(host);
      if (hit && hit.expires > Date.now()) return hit.tenant;
      const tenant = await findTenantByHost(db, host);
      if (entries.size > 10_000) entries.clear();
      entries.set(host, { tenant, expires: Date.now() + ttlSeconds * 1000 });
      return tenant;
    },
    /** Anything derived from a tenant's rows (brand details), kept for the same few seconds. */
    async remember<T>(key: string, load: () => Promise<T>): Promise<T> {
      const hit = derived.get(key);
      if (hit && hit.expires > Date.now()) return hit.value as T;
      const value = await load();
      if (derived.size > 10_000) derived.clear();
      derived.set(key, { value, expires: Date.now() + ttlSeconds * 1000 });
      return value;
    },
    clear: () => {
      entries.clear();
      derived.clear();
    },
  };
};
export type TenantCache = ReturnType<typeof createTenantCache>;
