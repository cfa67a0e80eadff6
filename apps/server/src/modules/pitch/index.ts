/** What other features may use of the pitch recorder. */
export { pitchPolicy } from './policy.ts';
