import type { MyMembership, PlanChange, PlanInput } from '@ventura/shared';
import { payableFeatures } from '@ventura/shared';
import { and, asc, count, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../platform/db/index.ts';
import { notFound } from '../../platform/errors.ts';
import { forgetTerms, membershipPlans, memberships, paymentTerms } from '../../platform/payments/index.ts';
import type { Member } from '../../platform/request-context.ts';
import { type MembershipRow, type PlanRow, presentMembership, presentPlan } from './present.ts';
import { loadSettings, type PaymentContext } from './settings.ts';

export const planNotFound = 'This plan does not exist';

export const findPlan = async (db: Db, tenantId: string, uuid: string) => {
  const [row] = await db
    .select()
    .from(membershipPlans)
    .where(and(eq(membershipPlans.tenantId, tenantId), eq(membershipPlans.uuid, uuid)))
    .limit(1);
  return row;
};

export const planById = async (db: Db, tenantId: string, id: number) => {
  const [row] = await db
    .select()
    .from(membershipPlans)
    .where(and(eq(membershipPlans.tenantId, tenantId), eq(membershipPlans.id, id)))
    .limit(1);
  return row;
};

/** GET payments/plans: the active plans, cheapest first; none while the tenant takes no payments. */
export const catalogue = async (ctx: PaymentContext) => {
  const terms = await paymentTerms(ctx.db, ctx.tenant.id);
  if (!terms) return { provider: null, plans: [] };
  const rows = await ctx.db
    .select()
    .from(membershipPlans)
    .where(and(eq(membershipPlans.tenantId, ctx.tenant.id), eq(membershipPlans.status, 'active')))
    .orderBy(asc(membershipPlans.priceMinor), asc(membershipPlans.id))
    .limit(50);
  return { provider: terms.provider, plans: rows.map((plan) => presentPlan(plan, terms)) };
};

/** GET admin/payments/plans: every plan, archived too, with how many members hold each now. */
export const adminPlans = async (ctx: PaymentContext) => {
  const [settings, rows, holders] = await Promise.all([
    loadSettings(ctx.db, ctx.tenant.id),
    ctx.db
      .select()
      .from(membershipPlans)
      .where(eq(membershipPlans.tenantId, ctx.tenant.id))
      .orderBy(asc(membershipPlans.status), asc(membershipPlans.priceMinor))
      .limit(200),
    ctx.db
      .select({ planId: memberships.planId, value: count() })
      .from(memberships)
      .where(and(eq(memberships.tenantId, ctx.tenant.id), ne(memberships.status, 'ended')))
      .groupBy(memberships.planId),
  ]);
  const held = new Map(holders.map((row) => [row.planId, row.value]));
  return { items: rows.map((plan) => presentPlan(plan, settings, held.get(plan.id) ?? 0)) };
};

export const createPlan = async (ctx: PaymentContext, input: z.output<typeof PlanInput>) => {
  const [row] = await ctx.db
    .insert(membershipPlans)
    .values({ tenantId: ctx.tenant.id, ...input })
    .returning();
  if (!row) throw new Error('the plan was not stored');
  forgetTerms(ctx.tenant.id);
  return presentPlan(row, await loadSettings(ctx.db, ctx.tenant.id));
};

/**
 * PATCH admin/payments/plans/{uuid}. Members holding it keep what they paid for until their period ends; a
 * new price applies to new checkouts and, at Stripe, not to running subscriptions (docs/payments.md).
 */
export const updatePlan = async (ctx: PaymentContext, uuid: string, change: z.output<typeof PlanChange>) => {
  const [row] = await ctx.db
    .update(membershipPlans)
    .set({ ...change, updatedAt: new Date() })
    .where(and(eq(membershipPlans.tenantId, ctx.tenant.id), eq(membershipPlans.uuid, uuid)))
    .returning();
  if (!row) throw notFound(planNotFound);
  forgetTerms(ctx.tenant.id);
  return presentPlan(row, await loadSettings(ctx.db, ctx.tenant.id));
};

/** The caller's live membership (not ended) and its plan. */
export const liveMembership = async (db: Db, tenantId: string, userId: string) => {
  const [row] = await db
    .select({ membership: memberships, plan: membershipPlans })
    .from(memberships)
    .innerJoin(
      membershipPlans,
      and(eq(membershipPlans.tenantId, memberships.tenantId), eq(membershipPlans.id, memberships.planId)),
    )
    .where(and(eq(memberships.tenantId, tenantId), eq(memberships.userId, userId), ne(memberships.status, 'ended')))
    .limit(1);
  return row ?? null;
};

/** Whether a live membership still gives what it unlocks now (paid up, or within its grace period). */
export const standing = (membership: MembershipRow, now = new Date()) =>
  membership.status !== 'ended' &&
  (membership.currentPeriodEnd === null ||
    membership.currentPeriodEnd > now ||
    (membership.graceEndsAt !== null && membership.graceEndsAt > now));

/** GET membership: the caller's membership, and what the tenant sells that the caller does not hold. */
export const myMembership = async (m: Member & PaymentContext): Promise<MyMembership> => {
  const [terms, live] = await Promise.all([
    paymentTerms(m.db, m.tenant.id),
    liveMembership(m.db, m.tenant.id, m.auth.user.id),
  ]);
  const holding = live && standing(live.membership) ? live.plan.unlocks : null;
  const features = holding?.features ?? [];
  // Only Stripe takes a cancellation back (gateways: canResume).
  const canResume = terms?.provider === 'stripe';
  return {
    membership: live ? presentMembership(live.membership, live.plan, canResume) : null,
    unlocked: { features, accountTypes: holding?.accountTypes ?? [] },
    locked: payableFeatures.filter(
      (feature) => terms?.sold.features.has(feature) === true && !features.includes(feature),
    ),
  };
};

export type { PlanRow };
