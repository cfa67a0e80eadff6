import type { Db } from '../db/index.ts';
import { createAnswerCache } from '../http/cached-reply.ts';
import { createMemo } from '../http/memo.ts';
import {
  type ConnectionMatrixRow,
  currentMaintenance,
  findTenantByHost,
  listConnectionMatrix,
  type MaintenanceWindow,
  normalizeHost,
  type Tenant,
} from './repo.ts';

/**
 * Host to tenant, cached for a few seconds: every request needs it, and it changes rarely.
 * Unknown hosts are cached too, so a flood of bad hosts costs one query each per period.
 * Answers built from a tenant's rows (brand details, taxonomies) are kept serialized for the same period.
 */
export const createTenantCache = (ttlSeconds: number) => {
  const hosts = createMemo<Tenant | undefined>(ttlSeconds);
  const answers = createAnswerCache(ttlSeconds);
  const maintenance = createMemo<MaintenanceWindow | undefined>(ttlSeconds);
  const matrices = createMemo<ConnectionMatrixRow[]>(ttlSeconds);
  return {
    byHost: (db: Db, rawHost: string) => {
      const host = normalizeHost(rawHost);
      return hosts.remember(host, () => findTenantByHost(db, host));
    },
    reply: answers.reply,
    /** The tenant's announced or running maintenance window, if any. */
    maintenanceOf: (db: Db, tenantId: string) => maintenance.remember(tenantId, () => currentMaintenance(db, tenantId)),
    /** Who may search and connect with whom on the tenant (its connection matrix). */
    matrixOf: (db: Db, tenantId: string) => matrices.remember(tenantId, () => listConnectionMatrix(db, tenantId)),
    clear: () => {
      hosts.clear();
      answers.clear();
      maintenance.clear();
      matrices.clear();
    },
  };
};
export type TenantCache = ReturnType<typeof createTenantCache>;
