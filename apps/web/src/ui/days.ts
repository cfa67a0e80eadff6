import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);

/*
 * Local days as 'YYYY-MM-DD', with calendar arithmetic in UTC so the machine's own zone never shifts them
 * (the calendar, and the weeks of free slots a booking offers).
 */

const parse = (day: string) => dayjs.utc(day);

export const addDays = (day: string, days: number) => parse(day).add(days, 'day').format('YYYY-MM-DD');

/** 'Tuesday 1 December 2026'. */
export const longDayTitle = (day: string) => parse(day).format('dddd D MMMM YYYY');
