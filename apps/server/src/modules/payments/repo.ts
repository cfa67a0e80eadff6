import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { users } from '../../platform/identity/index.ts';
import { memberships } from '../../platform/payments/index.ts';
import type { Buyer, OrderRow } from './present.ts';
import { orders } from './tables.ts';

export const findOrder = async (db: Db, tenantId: string, uuid: string) => {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), eq(orders.uuid, uuid)))
    .limit(1);
  return row;
};

/** The order's row, locked until the transaction ends: one webhook at a time changes it. */
export const lockOrder = async (tx: Db, tenantId: string, uuid: string) => {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), eq(orders.uuid, uuid)))
    .for('update');
  return row;
};

export const updateOrder = async (db: Db, order: OrderRow, values: Partial<typeof orders.$inferInsert>) => {
  const [row] = await db
    .update(orders)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(orders.tenantId, order.tenantId), eq(orders.id, order.id)))
    .returning();
  return row ?? order;
};

/** A checkout of the same thing the member opened in the last `minutes` and has not paid: reused, not repeated. */
export const openCheckout = async (
  db: Db,
  tenantId: string,
  where: { userId: string; planId?: number; eventId?: number },
  minutes: number,
) => {
  const [row] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.tenantId, tenantId),
        eq(orders.userId, where.userId),
        eq(orders.status, 'pending'),
        where.planId === undefined ? undefined : eq(orders.planId, where.planId),
        where.eventId === undefined ? undefined : eq(orders.eventId, where.eventId),
        gt(orders.createdAt, sql`now() - make_interval(mins => ${minutes})`),
        sql`${orders.checkoutUrl} is not null`,
      ),
    )
    .orderBy(desc(orders.createdAt))
    .limit(1);
  return row;
};

export const membershipBySubscription = async (tx: Db, tenantId: string, subscriptionRef: string) => {
  const [row] = await tx
    .select()
    .from(memberships)
    .where(and(eq(memberships.tenantId, tenantId), eq(memberships.subscriptionRef, subscriptionRef)))
    .orderBy(desc(memberships.createdAt))
    .limit(1)
    .for('update');
  return row;
};

export const membershipById = async (tx: Db, tenantId: string, id: number) => {
  const [row] = await tx
    .select()
    .from(memberships)
    .where(and(eq(memberships.tenantId, tenantId), eq(memberships.id, id)))
    .limit(1);
  return row;
};

/** The order that started a membership. */
export const firstOrderOf = async (db: Db, tenantId: string, membershipId: number) => {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), eq(orders.membershipId, membershipId), eq(orders.kind, 'plan')))
    .limit(1);
  return row;
};

/** Who bought an order: the user's id, name and email. */
export const buyerOf = async (db: Db, tenantId: string, userId: string): Promise<Buyer | undefined> => {
  const [row] = await db
    .select({ userUuid: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)))
    .limit(1);
  return row;
};
