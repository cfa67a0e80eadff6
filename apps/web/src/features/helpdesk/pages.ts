import type { ComponentType } from 'react';

/* The feature's pages, each its own chunk; the route table reaches them through this module, loaded on demand. */
const pages = {
  tickets: async () => (await import('./pages/tickets-page.tsx')).TicketsPage,
  ticket: async () => (await import('./pages/ticket-page.tsx')).TicketPage,
  queue: async () => (await import('./admin/queue-page.tsx')).QueuePage,
  adminTicket: async () => (await import('./admin/admin-ticket-page.tsx')).AdminTicketPage,
} satisfies Record<string, () => Promise<ComponentType>>;

export type HelpdeskPageName = keyof typeof pages;

export const loadPage = (name: HelpdeskPageName) => pages[name]();
