/* The meetings feature's public face: what other features may use of it (its addresses, to link to). */
export { meetingPaths } from './paths.ts';
