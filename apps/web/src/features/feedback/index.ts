/* The feedback feature's public face: what other features may use of it (a call's rating, for the call page). */
export { callRatingQuery } from './api.ts';
