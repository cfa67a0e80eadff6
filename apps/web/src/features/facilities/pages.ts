import type { ComponentType } from 'react';

/* The feature's pages, each its own chunk; the route table reaches them through this module, loaded on demand. */
const pages = {
  facilities: async () => (await import('./pages/facilities-page.tsx')).FacilitiesPage,
  facility: async () => (await import('./pages/facility-page.tsx')).FacilityPage,
  myBookings: async () => (await import('./pages/my-bookings-page.tsx')).MyBookingsPage,
  admin: async () => (await import('./admin/facilities-admin-page.tsx')).FacilitiesAdminPage,
  adminBookings: async () => (await import('./admin/facility-bookings-page.tsx')).FacilityBookingsPage,
} satisfies Record<string, () => Promise<ComponentType>>;

export type FacilityPageName = keyof typeof pages;

export const loadPage = (name: FacilityPageName) => pages[name]();
