import type { BillingInterval, Currency } from '@ventura/shared';

/*
 * One shape for both providers (docs/payments.md): the payments feature starts a checkout, reads a signed
 * webhook as one of a few events, refunds, and cancels a subscription at its period end. Each adapter maps
 * its provider's objects onto these and nothing else leaves it.
 */

export type CheckoutInput = {
  orderUuid: string;
  name: string;
  description: string;
  totalMinor: number;
  currency: Currency;
  /** Null: paid once. */
  interval: BillingInterval | null;
  buyer: { name: string; email: string | null };
  successUrl: string;
  failureUrl: string;
  /** The checkout closes then (an event ticket's held seat). */
  expiresAt: Date | null;
  /** Razorpay bills subscriptions against its own plan: the one made for these terms before, if any. */
  providerPlan: { ref: string; terms: string } | null;
};

export type CheckoutOpened = {
  checkoutRef: string;
  redirectUrl: string;
  /** A provider plan made for this checkout, to keep on our plan (Razorpay). */
  providerPlan: { ref: string; terms: string } | null;
};

type Base = { eventId: string; createdAt: Date; name: string };

/** What a webhook said, in our words. */
export type ProviderEvent =
  | (Base & {
      type: 'checkout.paid';
      orderRef: string;
      paymentRef: string;
      amountMinor: number;
      currency: string;
      subscriptionRef: string | null;
      /** The first period's end when the provider says it (Razorpay); else we count it from now. */
      periodEnd: Date | null;
    })
  | (Base & { type: 'checkout.failed'; orderRef: string; reason: string })
  | (Base & {
      type: 'renewal.paid';
      subscriptionRef: string;
      paymentRef: string;
      amountMinor: number;
      currency: string;
      periodStart: Date | null;
      periodEnd: Date;
    })
  | (Base & { type: 'renewal.failed'; subscriptionRef: string })
  | (Base & { type: 'subscription.ended'; subscriptionRef: string })
  | (Base & { type: 'ignored' });

export type Gateway = {
  startCheckout: (input: CheckoutInput) => Promise<CheckoutOpened>;
  /** Closes a checkout not paid (the member came back without paying); false when it was already closed. */
  closeCheckout: (checkoutRef: string) => Promise<boolean>;
  /** The event a webhook carries, or null when its signature is not the provider's. */
  readWebhook: (rawBody: Buffer, headers: Record<string, string | string[] | undefined>) => ProviderEvent | null;
  refund: (paymentRef: string, amountMinor: number, reason: string) => Promise<{ refundRef: string }>;
  /** Stops (true) or resumes (false) renewal at the end of the period. */
  cancelAtPeriodEnd: (subscriptionRef: string, cancel: boolean) => Promise<void>;
  /** Whether the provider can take back a cancellation at period end. */
  canResume: boolean;
};

/** What a provider answered when it refused: its own words, for the operator. */
export class GatewayError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
  }
}

export type GatewayKeys = { keyId: string; keySecret: string; webhookSecret: string; apiUrl: string | null };
