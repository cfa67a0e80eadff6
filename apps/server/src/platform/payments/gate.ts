import {
  type AccountType,
  accountTypeLabels,
  type PayableFeature,
  type PlanUnlocks,
  payableFeatureLabels,
} from '@ventura/shared';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/index.ts';
import { HttpError } from '../errors.ts';
import { accountPolicy } from '../identity/policy.ts';
import { membershipPlans, memberships, paymentSettings } from './tables.ts';
import { paymentTerms } from './terms.ts';

/**
 * Whether a member may use a feature a plan sells: yes when the tenant takes no payments, when no live
 * plan lists the feature, or when the member holds a live membership of a plan that lists it (a past_due
 * one counts until its grace period ends; a cancelled one until its period ends).
 */
export const holdsFeature = (db: Db, tenantId: string, userId: string, feature: PayableFeature) =>
  holdsUnlock(db, tenantId, userId, 'features', feature);

/** The same for an account type a plan unlocks: a member adds such a profile only with the plan. */
export const holdsAccountType = (db: Db, tenantId: string, userId: string, type: AccountType) =>
  holdsUnlock(db, tenantId, userId, 'accountTypes', type);

const holdsUnlock = async (db: Db, tenantId: string, userId: string, kind: keyof PlanUnlocks, value: string) => {
  const terms = await paymentTerms(db, tenantId);
  if (!terms || !(kind === 'features' ? terms.sold.features : terms.sold.accountTypes).has(value)) return true;
  const lists = sql`${membershipPlans.unlocks} -> ${kind} @> ${JSON.stringify([value])}::jsonb`;
  const held = db
    .select({ one: sql`1` })
    .from(memberships)
    .innerJoin(
      membershipPlans,
      and(eq(membershipPlans.tenantId, memberships.tenantId), eq(membershipPlans.id, memberships.planId)),
    )
    .where(
      and(
        eq(memberships.tenantId, tenantId),
        eq(memberships.userId, userId),
        ne(memberships.status, 'ended'),
        sql`(${memberships.currentPeriodEnd} is null or ${memberships.currentPeriodEnd} > now() or ${memberships.graceEndsAt} > now())`,
        lists,
      ),
    );
  const [row] = await db
    .select({ held: sql<boolean>`exists (${held})` })
    .from(paymentSettings)
    .where(eq(paymentSettings.tenantId, tenantId));
  return row?.held === true;
};

/** The words of a locked feature: 402, which the web answers with a link to the plans. */
export const lockedFeature = (feature: PayableFeature) => {
  const message = `${payableFeatureLabels[feature]} comes with a membership: see Membership`;
  return new HttpError(402, message, [message]);
};

/** The words of a profile type that comes with a plan. */
export const lockedAccountType = (type: AccountType) => {
  const message = `The ${accountTypeLabels[type]} profile comes with a membership: see Membership`;
  return new HttpError(402, message, [message]);
};

/**
 * Routes of a feature a plan may sell: a signed-in member without such a plan gets 402. Signed-out
 * callers of the feature's public routes and the tenant's operators pass.
 */
export const requirePlanFor = (app: FastifyInstance, feature: PayableFeature) =>
  app.addHook('preHandler', async (req) => {
    const auth = req.auth;
    if (!auth || accountPolicy.useConsole(auth)) return;
    if (!(await holdsFeature(req.db, req.tenant.id, auth.user.id, feature))) throw lockedFeature(feature);
  });
