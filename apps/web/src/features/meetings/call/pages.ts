import type { ComponentType } from 'react';

/* The call's page, its own chunk (WebRTC and the signalling load only when a call opens). */
const pages = {
  call: async () => (await import('./call-page.tsx')).CallPage,
} satisfies Record<string, () => Promise<ComponentType>>;

export type CallPageName = keyof typeof pages;

export const loadPage = (name: CallPageName) => pages[name]();
