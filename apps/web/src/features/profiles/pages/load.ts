/**
 * Fetches the feature's pages. The router reaches them through this small module so that the first
 * screen carries one file name for the feature instead of the list of every chunk its pages need
 * (Vite names a dynamic import's dependencies where the import is written); the cost is one short
 * request before the pages' chunks on the first visit.
 */
export const loadPages = () => import('./index.ts');
