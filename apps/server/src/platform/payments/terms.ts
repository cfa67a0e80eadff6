import type { Currency, PaymentProvider, Price, TaxSettings } from '@ventura/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import { createMemo } from '../http/memo.ts';
import { membershipPlans, paymentSettings } from './tables.ts';

/**
 * What prices are made of on a tenant: who takes the money, in which currency, and the tax; and what its
 * live plans sell (so that a feature no plan sells passes the gate without a query).
 */
export type PaymentTerms = {
  provider: PaymentProvider;
  currency: Currency;
  tax: TaxSettings | null;
  sold: { features: ReadonlySet<string>; accountTypes: ReadonlySet<string> };
};

/**
 * Kept 10 s per process: an event page and every request through the plan gate ask for them. A change of
 * the settings or the plans forgets this process's copy at once (forgetTerms); another process sees it
 * within the 10 s.
 */
const memo = createMemo<PaymentTerms | null>(10);

/** The tenant's terms, or null when it takes no payments (no provider, or its keys are not all set). */
export const paymentTerms = (db: Db, tenantId: string) =>
  memo.remember(tenantId, async () => {
    const [row] = await db.select().from(paymentSettings).where(eq(paymentSettings.tenantId, tenantId)).limit(1);
    if (!row?.provider || !row.keySecretSealed || !row.webhookSecretSealed) return null;
    const plans = await db
      .select({ unlocks: membershipPlans.unlocks })
      .from(membershipPlans)
      .where(and(eq(membershipPlans.tenantId, tenantId), eq(membershipPlans.status, 'active')))
      .limit(100);
    return {
      provider: row.provider,
      currency: row.currency,
      tax: row.tax,
      sold: {
        features: new Set(plans.flatMap((plan) => plan.unlocks.features ?? [])),
        accountTypes: new Set(plans.flatMap((plan) => plan.unlocks.accountTypes ?? [])),
      },
    };
  });

export const forgetTerms = (tenantId: string) => memo.forget(tenantId);

/**
 * A price with its tax. Exclusive: the tax is added to the subtotal. Inclusive: the amount holds the tax,
 * which is taken out of it (amount × rate / (100 + rate)). Tax rounds half up to the minor unit.
 */
export const priceOf = (amountMinor: number, currency: Currency, tax: TaxSettings | null): Price => {
  if (!tax || tax.ratePercent === 0) {
    return {
      currency,
      subtotalMinor: amountMinor,
      taxMinor: 0,
      totalMinor: amountMinor,
      taxName: tax?.name ?? null,
      taxPercent: tax?.ratePercent ?? null,
    };
  }
  const basisPoints = Math.round(tax.ratePercent * 100);
  if (tax.inclusive) {
    const taxMinor = Math.round((amountMinor * basisPoints) / (10_000 + basisPoints));
    return {
      currency,
      subtotalMinor: amountMinor - taxMinor,
      taxMinor,
      totalMinor: amountMinor,
      taxName: tax.name,
      taxPercent: tax.ratePercent,
    };
  }
  const taxMinor = Math.round((amountMinor * basisPoints) / 10_000);
  return {
    currency,
    subtotalMinor: amountMinor,
    taxMinor,
    totalMinor: amountMinor + taxMinor,
    taxName: tax.name,
    taxPercent: tax.ratePercent,
  };
};
