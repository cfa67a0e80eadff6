import { and, asc, count, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { createMemo, type Memo } from '../../platform/http/memo.ts';
import { ssoAttempts, ssoProviders } from './tables.ts';

// Tenant-scoped queries of single sign-on: every function takes the tenant id first.

export type ProviderRow = typeof ssoProviders.$inferSelect;
export type AttemptRow = typeof ssoAttempts.$inferSelect;

export const listProviders = (db: Db, tenantId: string) =>
  db.select().from(ssoProviders).where(eq(ssoProviders.tenantId, tenantId)).orderBy(asc(ssoProviders.id));

/**
 * The sign-in page's buttons, asked at every visit to it signed out: kept 10 s per tenant (per database),
 * forgotten at once in this process when a provider changes; another process sees a change within the 10 s.
 */
const buttonMemos = new WeakMap<Db, Memo<{ uuid: string; label: string }[]>>();
const buttonsOf = (db: Db) => {
  let memo = buttonMemos.get(db);
  if (!memo) {
    memo = createMemo(10);
    buttonMemos.set(db, memo);
  }
  return memo;
};
/** After a change of a tenant's providers has committed (the memo is the database's, not a transaction's). */
export const forgetButtons = (db: Db, tenantId: string) => buttonMemos.get(db)?.forget(tenantId);

export const listEnabledProviders = (db: Db, tenantId: string) =>
  buttonsOf(db).remember(tenantId, () =>
    db
      .select({ uuid: ssoProviders.uuid, label: ssoProviders.label })
      .from(ssoProviders)
      .where(and(eq(ssoProviders.tenantId, tenantId), eq(ssoProviders.enabled, true)))
      .orderBy(asc(ssoProviders.id)),
  );

export const countProviders = async (db: Db, tenantId: string) => {
  const [row] = await db.select({ n: count() }).from(ssoProviders).where(eq(ssoProviders.tenantId, tenantId));
  return row?.n ?? 0;
};

export const findProvider = async (db: Db, tenantId: string, uuid: string) => {
  const [row] = await db
    .select()
    .from(ssoProviders)
    .where(and(eq(ssoProviders.tenantId, tenantId), eq(ssoProviders.uuid, uuid)))
    .limit(1);
  return row;
};

export const findProviderById = async (db: Db, tenantId: string, id: number) => {
  const [row] = await db
    .select()
    .from(ssoProviders)
    .where(and(eq(ssoProviders.tenantId, tenantId), eq(ssoProviders.id, id)))
    .limit(1);
  return row;
};

export const insertProvider = async (db: Db, values: typeof ssoProviders.$inferInsert) => {
  const [row] = await db.insert(ssoProviders).values(values).returning();
  if (!row) throw new Error('provider insert returned nothing');
  return row;
};

export const updateProvider = async (
  db: Db,
  tenantId: string,
  id: number,
  values: Partial<typeof ssoProviders.$inferInsert>,
) => {
  const [row] = await db
    .update(ssoProviders)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(ssoProviders.tenantId, tenantId), eq(ssoProviders.id, id)))
    .returning();
  return row;
};

export const deleteProvider = (db: Db, tenantId: string, id: number) =>
  db.delete(ssoProviders).where(and(eq(ssoProviders.tenantId, tenantId), eq(ssoProviders.id, id)));

export const insertAttempt = (db: Db, values: typeof ssoAttempts.$inferInsert) => db.insert(ssoAttempts).values(values);

/**
 * Takes the attempt of a state for its answer, once: the first call marks it answered and gets it, any
 * later one (a replay, a second tab) finds nothing. Expired attempts and other tenants' are not found.
 */
export const takeAttempt = async (db: Db, tenantId: string, stateHash: string) => {
  const [row] = await db
    .update(ssoAttempts)
    .set({ answeredAt: new Date() })
    .where(
      and(
        eq(ssoAttempts.tenantId, tenantId),
        eq(ssoAttempts.stateHash, stateHash),
        isNull(ssoAttempts.answeredAt),
        gt(ssoAttempts.expiresAt, new Date()),
      ),
    )
    .returning();
  return row;
};

export const recordAnswer = (
  db: Db,
  tenantId: string,
  id: number,
  values: Pick<AttemptRow, 'subject' | 'email' | 'name' | 'userId' | 'ticketHash' | 'ticketExpiresAt'>,
) =>
  db
    .update(ssoAttempts)
    .set(values)
    .where(and(eq(ssoAttempts.tenantId, tenantId), eq(ssoAttempts.id, id)));

/** The answered attempt behind a ticket that is unspent and fresh. */
export const findTicket = async (db: Db, tenantId: string, ticketHash: string) => {
  const [row] = await db
    .select()
    .from(ssoAttempts)
    .where(
      and(
        eq(ssoAttempts.tenantId, tenantId),
        eq(ssoAttempts.ticketHash, ticketHash),
        isNull(ssoAttempts.completedAt),
        gt(ssoAttempts.ticketExpiresAt, new Date()),
      ),
    )
    .limit(1);
  return row;
};

/** Spends a ticket: true for the one call that does, false for any other (a second tab, a replay). */
export const spendTicket = async (db: Db, tenantId: string, id: number) => {
  const [row] = await db
    .update(ssoAttempts)
    .set({ completedAt: new Date() })
    .where(and(eq(ssoAttempts.tenantId, tenantId), eq(ssoAttempts.id, id), isNull(ssoAttempts.completedAt)))
    .returning({ id: ssoAttempts.id });
  return Boolean(row);
};
