/** The time as the organiser set it, with its zone: 'Tue, 1 Dec 2026, 10:30 (Asia/Kolkata)'. */
export const whenText = (startsAt: Date, timeZone: string) =>
  `${new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(startsAt)} (${timeZone})`;
