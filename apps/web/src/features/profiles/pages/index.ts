/*
 * The feature's pages in one chunk, behind one component: the router reaches them through a single
 * dynamic import, so the first screen carries as little of this feature as it can.
 */
export { ProfilePage } from './profile-page.tsx';
