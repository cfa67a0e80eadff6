import { fullTime, timeAgo } from '../../../ui/time.ts';

/** When something was written, in words, with the full date and time on hover. */
export function TimeAgo({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} title={fullTime(iso)}>
      {timeAgo(iso)}
    </time>
  );
}
