import { and, asc, desc, eq, gt, or } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import { connectionMatrix, maintenanceWindows, tenantHosts, tenants } from './tables.ts';

export type Tenant = typeof tenants.$inferSelect;
export type MaintenanceWindow = typeof maintenanceWindows.$inferSelect;
export type ConnectionMatrixRow = typeof connectionMatrix.$inferSelect;

/** Host names are matched lower-case and without a port. */
export const normalizeHost = (host: string) => host.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');

export const findTenantByHost = async (db: Db, host: string): Promise<Tenant | undefined> => {
  const [row] = await db
    .select({ tenant: tenants })
    .from(tenantHosts)
    .innerJoin(tenants, eq(tenants.id, tenantHosts.tenantId))
    .where(eq(tenantHosts.host, normalizeHost(host)))
    .limit(1);
  return row?.tenant;
};

export const primaryHost = async (db: Db, tenantId: string) => {
  const [row] = await db
    .select({ host: tenantHosts.host })
    .from(tenantHosts)
    .where(eq(tenantHosts.tenantId, tenantId))
    .orderBy(desc(tenantHosts.primary), asc(tenantHosts.host))
    .limit(1);
  return row?.host;
};

/** The maintenance window to announce now: switched on, or announced and not yet over. */
export const currentMaintenance = async (db: Db, tenantId: string): Promise<MaintenanceWindow | undefined> => {
  const [row] = await db
    .select()
    .from(maintenanceWindows)
    .where(
      and(
        eq(maintenanceWindows.tenantId, tenantId),
        or(
          eq(maintenanceWindows.maintenanceOn, true),
          and(eq(maintenanceWindows.active, true), gt(maintenanceWindows.endsAt, new Date())),
        ),
      ),
    )
    .orderBy(desc(maintenanceWindows.maintenanceOn), desc(maintenanceWindows.startsAt))
    .limit(1);
  return row;
};

export const listConnectionMatrix = (db: Db, tenantId: string) =>
  db
    .select()
    .from(connectionMatrix)
    .where(eq(connectionMatrix.tenantId, tenantId))
    .orderBy(asc(connectionMatrix.sortOrder), asc(connectionMatrix.id));
