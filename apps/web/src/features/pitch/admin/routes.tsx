import type { RouteObject } from 'react-router';

/*
 * The console's pitch pages (issue 38), mounted by the router as children of /admin for operators: the
 * topics founders record for each pitch kind.
 */
export const operatorConsoleRoutes: RouteObject[] = [
  {
    path: 'pitch-topics',
    lazy: async () => ({ Component: await (await import('../pages.ts')).loadPage('topics') }),
  },
];
