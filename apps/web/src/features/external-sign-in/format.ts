import type { DataExportStatus } from '@ventura/shared';

const dateTimeFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** '29 Nov 2026, 10:30 am'. */
export const dateTimeText = (iso: string) => dateTimeFormat.format(new Date(iso));

export const exportStatusLabels: Record<DataExportStatus, string> = {
  queued: 'Waiting its turn',
  building: 'Being prepared',
  ready: 'Ready',
  failed: 'Failed',
  expired: 'Expired',
};

export const exportStatusColors: Record<DataExportStatus, string> = {
  queued: 'gray',
  building: 'blue',
  ready: 'green',
  failed: 'red',
  expired: 'gray',
};
