/*
 * The public profiles feature's public face: what other features may use of it. The console shows a
 * profile's sections as its public page does; search compares values as the page reads them.
 */
export { shownValue } from './present.ts';

/** The profile's sections as its public page lays them out, loaded on demand (a chunk of its own). */
export const loadProfileBody = async () => (await import('./components/profile-body.tsx')).ProfileBody;
