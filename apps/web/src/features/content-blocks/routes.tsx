import type { RouteObject } from 'react-router';
import { faqPath } from './paths.ts';

/** The FAQ page (issue 39): unguarded like the other resources; signed in, the member's own questions too. */
export const publicRoutes: RouteObject[] = [
  { path: faqPath, lazy: async () => ({ Component: (await import('./pages/faq-page.tsx')).FaqPage }) },
];
