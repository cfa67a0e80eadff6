import type { ComponentType } from 'react';

/* The feature's pages, each its own chunk; the route table reaches them through this module, loaded on demand. */
const pages = {
  calendar: async () => (await import('./pages/calendar-page.tsx')).CalendarPage,
  availability: async () => (await import('./pages/availability-page.tsx')).AvailabilityPage,
  book: async () => (await import('./pages/book-page.tsx')).BookMeetingPage,
  list: async () => (await import('./pages/meetings-page.tsx')).MeetingsPage,
  meeting: async () => (await import('./pages/meeting-page.tsx')).MeetingPage,
} satisfies Record<string, () => Promise<ComponentType>>;

export type MeetingPageName = keyof typeof pages;

export const loadPage = (name: MeetingPageName) => pages[name]();
