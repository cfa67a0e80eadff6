import type { ComponentType } from 'react';

/* The feature's pages, each its own chunk; the route table reaches them through this module, loaded on demand. */
const pages = {
  home: async () => (await import('./pages/pitch-deck-page.tsx')).PitchDeckPage,
  recorder: async () => (await import('./pages/recorder-page.tsx')).RecorderPage,
  topics: async () => (await import('./admin/topics-page.tsx')).PitchTopicsPage,
} satisfies Record<string, () => Promise<ComponentType>>;

export type PitchPageName = keyof typeof pages;

export const loadPage = (name: PitchPageName) => pages[name]();

/** The pitches a startup's public profile shows below its sections. */
export const loadStartupPitches = async () => (await import('./components/startup-pitches.tsx')).StartupPitches;
