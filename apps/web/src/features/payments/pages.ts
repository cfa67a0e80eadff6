import type { ComponentType } from 'react';

/* The feature's pages, each its own chunk; the route table reaches them through this module, loaded on demand. */
const pages = {
  membership: async () => (await import('./pages/membership-page.tsx')).MembershipPage,
  orders: async () => (await import('./pages/orders-page.tsx')).OrdersPage,
  success: async () => (await import('./pages/payment-success-page.tsx')).PaymentSuccessPage,
  failed: async () => (await import('./pages/payment-failed-page.tsx')).PaymentFailedPage,
  adminPayments: async () => (await import('./admin/payments-page.tsx')).PaymentsPage,
  adminPlans: async () => (await import('./admin/plans-page.tsx')).PlansPage,
  adminSettings: async () => (await import('./admin/settings-page.tsx')).PaymentSettingsPage,
} satisfies Record<string, () => Promise<ComponentType>>;

export type PaymentPageName = keyof typeof pages;

export const loadPage = (name: PaymentPageName) => pages[name]();
