/** What other features may use of challenges. */
export { challengePolicy } from './policy.ts';
export { challengePath } from './present.ts';
