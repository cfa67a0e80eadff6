/** What other features may use of mentorship hours. */
export { mentorHoursOn, mentorshipPolicy } from './policy.ts';
