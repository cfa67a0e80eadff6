/** A calendar day (YYYY-MM-DD) as people read it: "12 Mar 2027". */
export const dayText = (day: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

/** A moment as its day. */
export const momentDay = (iso: string) => dayText(iso.slice(0, 10));

/** Today in the visitor's own calendar, as YYYY-MM-DD: the earliest due date a form offers. */
export const localToday = (now = new Date()) => {
  const offset = now.getTimezoneOffset() * 60_000;
  return new Date(now.getTime() - offset).toISOString().slice(0, 10);
};

export const daysText = (days: number) => (days === 1 ? '1 day' : `${days} days`);
