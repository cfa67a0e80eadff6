import type { PaymentProvider, PaymentSettings, PaymentSettingsChange } from '@ventura/shared';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { seal, unseal } from '../../platform/crypto/seal.ts';
import type { Db } from '../../platform/db/index.ts';
import { HttpError } from '../../platform/errors.ts';
import { forgetTerms, paymentSettings } from '../../platform/payments/index.ts';
import type { Context } from '../../platform/request-context.ts';
import { type Gateway, gatewayOf } from './gateways/index.ts';

/** What the payments feature needs beyond a request: the server's secret and the providers' addresses. */
export type PaymentsConfig = { secret: string; stripeApiUrl: string | null; razorpayApiUrl: string | null };
export type PaymentContext = Context & { payments: PaymentsConfig };

export type SettingsRow = typeof paymentSettings.$inferSelect;

const purpose = { salt: 'ventura payments', info: "a tenant's payment provider keys" };
const bindingOf = (tenantId: string, what: 'key' | 'webhook') => `${tenantId}:${what}`;

/** The webhook events each provider must send (docs/payments.md). */
export const webhookEvents: Record<PaymentProvider, string[]> = {
  stripe: [
    'checkout.session.completed',
    'checkout.session.expired',
    'checkout.session.async_payment_succeeded',
    'checkout.session.async_payment_failed',
    'invoice.paid',
    'invoice.payment_failed',
    'customer.subscription.deleted',
  ],
  razorpay: [
    'payment_link.paid',
    'payment_link.expired',
    'payment_link.cancelled',
    'payment.failed',
    'subscription.charged',
    'subscription.pending',
    'subscription.halted',
    'subscription.cancelled',
    'subscription.completed',
  ],
};

export const loadSettings = async (db: Db, tenantId: string) => {
  const [row] = await db.select().from(paymentSettings).where(eq(paymentSettings.tenantId, tenantId)).limit(1);
  return row ?? null;
};

/** The tenant's gateway with its keys opened, or null when it takes no payments. */
export const gatewayFor = (ctx: PaymentContext, row: SettingsRow | null): Gateway | null => {
  if (!row?.provider || !row.keySecretSealed || !row.webhookSecretSealed) return null;
  const keySecret = unseal(ctx.payments.secret, purpose, bindingOf(ctx.tenant.id, 'key'), row.keySecretSealed);
  const webhookSecret = unseal(
    ctx.payments.secret,
    purpose,
    bindingOf(ctx.tenant.id, 'webhook'),
    row.webhookSecretSealed,
  );
  // Sealed under another SECRET_KEY (a restored copy): the operator enters the keys again.
  if (keySecret === null || webhookSecret === null) return null;
  const apiUrl = row.provider === 'stripe' ? ctx.payments.stripeApiUrl : ctx.payments.razorpayApiUrl;
  return gatewayOf(row.provider, { keyId: row.keyId, keySecret, webhookSecret, apiUrl });
};

/** The gateway for a member's checkout: 422 with a sentence when the tenant takes no payments. */
export const requireGateway = async (ctx: PaymentContext) => {
  const row = await loadSettings(ctx.db, ctx.tenant.id);
  const gateway = gatewayFor(ctx, row);
  if (!row || !gateway) {
    const message = `${ctx.tenant.name} does not take payments`;
    throw new HttpError(422, message, [message]);
  }
  return { row, gateway };
};

const hintOf = (ctx: PaymentContext, sealed: string | null, what: 'key' | 'webhook') => {
  if (!sealed) return null;
  const plain = unseal(ctx.payments.secret, purpose, bindingOf(ctx.tenant.id, what), sealed);
  return plain === null ? null : `…${plain.slice(-4)}`;
};

export const presentSettings = async (ctx: PaymentContext, row: SettingsRow | null): Promise<PaymentSettings> => {
  const provider = row?.provider ?? null;
  const origin = await ctx.origin(ctx.db);
  return {
    provider,
    keyId: row?.keyId ?? '',
    keySecretHint: row ? hintOf(ctx, row.keySecretSealed, 'key') : null,
    webhookSecretHint: row ? hintOf(ctx, row.webhookSecretSealed, 'webhook') : null,
    currency: row?.currency ?? 'INR',
    tax: row?.tax ?? null,
    legalName: row?.legalName ?? '',
    address: row?.address ?? '',
    invoicePrefix: row?.invoicePrefix ?? 'INV',
    webhookUrl: `${origin}/api/v1/payments/webhooks/${provider ?? 'stripe'}`,
    webhookEvents: webhookEvents[provider ?? 'stripe'],
  };
};

/** Key shapes each provider issues, checked so that a key pasted in the wrong box is caught at once. */
const keyProblems = (change: z.output<typeof PaymentSettingsChange>, stored: SettingsRow | null) => {
  const problems: string[] = [];
  const keySecret = change.keySecret || null;
  const webhookSecret = change.webhookSecret || null;
  const switching = change.provider !== stored?.provider;
  if (change.provider === null) return problems;
  if (!keySecret && (switching || !stored?.keySecretSealed)) problems.push('Secret key is required');
  if (!webhookSecret && (switching || !stored?.webhookSecretSealed)) problems.push('Webhook secret is required');
  if (change.provider === 'stripe') {
    if (keySecret && !/^(sk|rk)_(test|live)_\w{8,}$/.test(keySecret))
      problems.push('Secret key: Stripe’s starts sk_live_ or sk_test_');
    if (webhookSecret && !/^whsec_\w{8,}$/.test(webhookSecret)) problems.push('Webhook secret: Stripe’s starts whsec_');
    if (change.keyId && !/^pk_(test|live)_\w{8,}$/.test(change.keyId))
      problems.push('Key id: Stripe’s publishable key starts pk_live_ or pk_test_');
  } else {
    if (!/^rzp_(test|live)_\w{6,}$/.test(change.keyId))
      problems.push('Key id: Razorpay’s starts rzp_live_ or rzp_test_');
  }
  return problems;
};

/** PUT admin/payments/settings: secrets left empty keep what is stored; switching provider needs new ones. */
export const saveSettings = async (ctx: PaymentContext, change: z.output<typeof PaymentSettingsChange>) => {
  const stored = await loadSettings(ctx.db, ctx.tenant.id);
  const problems = keyProblems(change, stored);
  if (problems.length > 0) throw new HttpError(400, problems[0] ?? 'Check the keys', problems);
  const sealOf = (plain: string, what: 'key' | 'webhook') =>
    seal(ctx.payments.secret, purpose, bindingOf(ctx.tenant.id, what), plain);
  const values = {
    provider: change.provider,
    keyId: change.keyId,
    currency: change.currency,
    tax: change.tax,
    legalName: change.legalName,
    address: change.address,
    invoicePrefix: change.invoicePrefix || 'INV',
    ...(change.keySecret ? { keySecretSealed: sealOf(change.keySecret, 'key') } : {}),
    ...(change.webhookSecret ? { webhookSecretSealed: sealOf(change.webhookSecret, 'webhook') } : {}),
    updatedAt: new Date(),
  };
  const [row] = await ctx.db
    .insert(paymentSettings)
    .values({ tenantId: ctx.tenant.id, ...values })
    .onConflictDoUpdate({ target: paymentSettings.tenantId, set: values })
    .returning();
  forgetTerms(ctx.tenant.id);
  return presentSettings(ctx, row ?? null);
};

/** The tenant's next invoice number, taken under the settings row's lock in the paying transaction. */
export const nextInvoiceNumber = async (tx: Db, tenantId: string, at: Date) => {
  const [row] = await tx
    .update(paymentSettings)
    .set({ nextInvoiceNumber: sql`${paymentSettings.nextInvoiceNumber} + 1` })
    .where(eq(paymentSettings.tenantId, tenantId))
    .returning({ taken: sql<number>`${paymentSettings.nextInvoiceNumber} - 1`, prefix: paymentSettings.invoicePrefix });
  const number = String(row?.taken ?? 0).padStart(6, '0');
  return `${row?.prefix || 'INV'}-${at.getUTCFullYear()}-${number}`;
};
