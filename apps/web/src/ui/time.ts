import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';

dayjs.extend(relativeTime);

/** How long ago, in words ('5 minutes ago'); a time a little ahead of this clock reads 'just now'. */
export const timeAgo = (iso: string, now: dayjs.ConfigType = undefined) => {
  const at = dayjs(iso);
  const reference = dayjs(now);
  if (!at.isValid()) return '';
  if (at.isAfter(reference)) return 'just now';
  return at.from(reference);
};

/** The full date and time, for a tooltip and a `<time>`'s title. */
export const fullTime = (iso: string) => dayjs(iso).format('D MMM YYYY, HH:mm');
