import type { MyMembership, Order, Plan, Price } from '@ventura/shared';

/* Plans, orders and memberships as the server answers them, for the payments feature's tests. */

export const planUuid = '6b1f3c2a-4d5e-4f60-8a7b-9c0d1e2f3a4b';
export const orderUuid = '0c9b8a7d-6e5f-4a3b-9c2d-1e0f9a8b7c6d';

/** ₹10,000 plus GST 18%: ₹11,800. */
export const priceFixture = (changes: Partial<Price> = {}): Price => ({
  currency: 'INR',
  subtotalMinor: 1_000_000,
  taxMinor: 180_000,
  totalMinor: 1_180_000,
  taxName: 'GST',
  taxPercent: 18,
  ...changes,
});

export const planFixture = (changes: Partial<Plan> = {}): Plan => ({
  uuid: planUuid,
  name: 'Growth',
  description: 'For startups that want the whole kit.',
  priceMinor: 1_000_000,
  currency: 'INR',
  interval: 'yearly',
  unlocks: { features: ['startup_kit', 'mentor_hours'], accountTypes: [], eventSeats: 2 },
  status: 'active',
  price: priceFixture(),
  memberCount: 0,
  ...changes,
});

export const orderFixture = (changes: Partial<Order> = {}): Order => ({
  uuid: orderUuid,
  status: 'paid',
  item: { kind: 'plan', name: 'Growth', planUuid, eventUuid: null, interval: 'yearly' },
  provider: 'stripe',
  price: priceFixture(),
  refundedMinor: 0,
  invoiceNumber: 'INV-2026-0007',
  createdAt: '2026-11-29T10:00:00.000Z',
  paidAt: '2026-11-29T10:01:00.000Z',
  buyer: { userUuid: 'u-1', name: 'Asha Rao', email: 'asha@example.com' },
  can: { downloadInvoice: true, refund: true, pay: false },
  ...changes,
});

export const noMembership: MyMembership = {
  membership: null,
  unlocked: { features: [], accountTypes: [] },
  locked: ['startup_kit', 'mentor_hours'],
};

export const ok = (data: unknown, status = 200) => ({ status, body: { data } });
