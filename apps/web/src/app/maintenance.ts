import type { MaintenanceMode } from '@ventura/shared';
import dayjs from 'dayjs';

/** How the maintenance notice shows its start and end (spec 2). */
export const maintenanceTimeFormat = 'DD MMMM, YYYY hh:mm a';

export const formatMaintenanceTime = (iso: string) => dayjs(iso).format(maintenanceTimeFormat);

const dismissedKey = (id: number) => `maintenanceNoticeDismissed:${id}`;

/** Whether the announced (not yet blocking) maintenance notice should show. */
export const showsMaintenanceNotice = (mode: MaintenanceMode, storage: Storage) =>
  mode.active && !mode.maintenance_on && !(mode.id !== null && storage.getItem(dismissedKey(mode.id)) === 'true');

/** Remembers the dismissal of one maintenance window; a later window shows again. */
export const dismissMaintenanceNotice = (mode: MaintenanceMode, storage: Storage) => {
  if (mode.id !== null) storage.setItem(dismissedKey(mode.id), 'true');
};
