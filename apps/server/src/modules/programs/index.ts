/** What other parts of the server may use of programs: whether someone reviews a program. */

export { programPage } from './common.ts';
export { isReviewer } from './repo.ts';
