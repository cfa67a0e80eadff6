import { earliestOpenDate } from '@ventura/shared';

/** The first day that still takes applications: a deadline not yet past anywhere on earth. */
export const openingDay = (now = new Date()) => earliestOpenDate(now);
