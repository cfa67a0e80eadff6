import type { MaintenanceMode } from '@ventura/shared';

const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * How the maintenance notice shows its start and end (spec 2: 'DD MMMM, YYYY hh:mm a', local time). Written
 * out rather than through dayjs, which would otherwise be part of the first load for this alone.
 */
export const formatMaintenanceTime = (iso: string) => {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return 'Invalid Date';
  const hours = at.getHours();
  const clock = `${twoDigits(hours % 12 || 12)}:${twoDigits(at.getMinutes())} ${hours < 12 ? 'am' : 'pm'}`;
  return `${twoDigits(at.getDate())} ${months[at.getMonth()]}, ${at.getFullYear()} ${clock}`;
};

const dismissedKey = (id: number) => `maintenanceNoticeDismissed:${id}`;

/** Whether the announced (not yet blocking) maintenance notice should show. */
export const showsMaintenanceNotice = (mode: MaintenanceMode, storage: Storage) =>
  mode.active && !mode.maintenance_on && !(mode.id !== null && storage.getItem(dismissedKey(mode.id)) === 'true');

/** Remembers the dismissal of one maintenance window; a later window shows again. */
export const dismissMaintenanceNotice = (mode: MaintenanceMode, storage: Storage) => {
  if (mode.id !== null) storage.setItem(dismissedKey(mode.id), 'true');
};
