import type { PaymentProvider } from '@ventura/shared';
import { razorpayGateway } from './razorpay.ts';
import { stripeGateway } from './stripe.ts';
import type { Gateway, GatewayKeys } from './types.ts';

export { type CheckoutInput, type Gateway, GatewayError, type GatewayKeys, type ProviderEvent } from './types.ts';

export const gatewayOf = (provider: PaymentProvider, keys: GatewayKeys): Gateway =>
  provider === 'stripe' ? stripeGateway(keys) : razorpayGateway(keys);
