import { uploadedFilesPath } from '@ventura/shared';
import dayjs from 'dayjs';

const dayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
const timeFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

const dateOf = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** A moment as its day, in the reader's zone: '3 June 2026'. */
export const formatDay = (iso: string) => {
  const date = dateOf(iso);
  return date ? dayFormat.format(date) : iso;
};

/** A moment with its time, in the reader's zone: '3 June 2026 at 09:00'. */
export const formatMoment = (iso: string) => {
  const date = dateOf(iso);
  return date ? timeFormat.format(date) : iso;
};

/** Whether a moment has passed. */
export const hasPassed = (iso: string, now = Date.now()) => (dateOf(iso)?.getTime() ?? 0) <= now;

/** A moment as a datetime-local input shows it ('2027-03-31T09:00'), '' for none. */
export const localOf = (iso: string | null) =>
  iso && dayjs(iso).isValid() ? dayjs(iso).format('YYYY-MM-DDTHH:mm') : '';

/** A datetime-local input's value as the moment the server takes, null for nothing typed. */
export const momentOf = (local: string) => (local && dayjs(local).isValid() ? dayjs(local).toISOString() : null);

/**
 * A video the browser plays itself, rather than a page to open: an .mp4 or .webm file, or one uploaded here
 * (POST admin/articles/files/videos takes only those, and the server answers its ranges).
 */
export const isPlayableVideo = (url: string) =>
  url.startsWith(uploadedFilesPath) || /\.(mp4|webm)(?:[?#].*)?$/i.test(url);
