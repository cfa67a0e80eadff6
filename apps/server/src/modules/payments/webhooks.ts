import { type PaymentProvider, paymentProviderLabels } from '@ventura/shared';
import { HttpError, notFound } from '../../platform/errors.ts';
import { recordAlert } from './alerts.ts';
import { applyEvent } from './lifecycle.ts';
import { gatewayFor, loadSettings, type PaymentContext } from './settings.ts';
import { paymentEvents } from './tables.ts';

export const badSignature = 'The webhook’s signature does not match this tenant’s secret';

/**
 * POST payments/webhooks/{provider}: the tenant (from the host) must take payments by this provider. The
 * signature is checked on the raw body with the tenant's webhook secret; an event already applied changes
 * nothing (and is noted); the event is applied in the transaction that records it, so a failure leaves it
 * for the provider's next attempt.
 */
export const receiveWebhook = async (
  ctx: PaymentContext,
  provider: PaymentProvider,
  rawBody: Buffer,
  headers: Record<string, string | string[] | undefined>,
) => {
  const settings = await loadSettings(ctx.db, ctx.tenant.id);
  const gateway = settings?.provider === provider ? gatewayFor(ctx, settings) : null;
  if (!settings || !gateway)
    throw notFound(`${ctx.tenant.name} does not take payments by ${paymentProviderLabels[provider]}`);
  const event = gateway.readWebhook(rawBody, headers);
  if (!event) {
    await recordAlert(ctx, {
      kind: 'bad_signature',
      provider,
      detail: `A ${paymentProviderLabels[provider]} webhook with a signature that does not match was refused`,
    });
    throw new HttpError(400, badSignature, [badSignature]);
  }
  const applied = await ctx.db.transaction(async (tx) => {
    const [recorded] = await tx
      .insert(paymentEvents)
      .values({ tenantId: ctx.tenant.id, provider, eventId: event.eventId, type: event.name })
      .onConflictDoNothing()
      .returning({ eventId: paymentEvents.eventId });
    if (!recorded) return null;
    return applyEvent({ ...ctx, db: tx }, settings, event);
  });
  for (const delivery of applied ?? []) ctx.notifier.publish(delivery);
  if (applied === null) {
    await recordAlert(ctx, {
      kind: 'replayed_event',
      provider,
      detail: `${event.name} ${event.eventId} arrived again: nothing changed`,
    });
  }
  return { received: true, duplicate: applied === null };
};
