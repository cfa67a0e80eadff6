/** What other parts of the server may use of programs: whether someone reviews a program. */
export { isReviewer } from './repo.ts';
