const code = (value: string) => encodeURIComponent(value);

/**
 * The payments feature's addresses (issue 41): a member's membership and orders (login-guarded, product.md 2),
 * where the provider sends the member back, and the console's payments, plans and settings.
 */
export const paymentPaths = {
  membership: '/membership',
  orders: '/orders',
  success: '/payment/success',
  failed: '/payment/failed',
  successOf: (orderUuid: string) => `/payment/success?order=${code(orderUuid)}`,
  failedOf: (orderUuid: string) => `/payment/failed?order=${code(orderUuid)}`,
  /** An event's page (the events feature's address, kept here so that features do not import each other). */
  event: (eventUuid: string) => `/calender/events/${code(eventUuid)}`,
  admin: '/admin/payments',
  adminPlans: '/admin/payments/plans',
  adminSettings: '/admin/payments/settings',
  /** Under the console's /admin. */
  consoleOrders: 'payments',
  consolePlans: 'payments/plans',
  consoleSettings: 'payments/settings',
} as const;
