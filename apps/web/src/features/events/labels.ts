import type { EventResponse, EventStatus } from '@ventura/shared';

export const responseLabels: Record<EventResponse, string> = {
  attending: 'Attending',
  tentative: 'Tentative',
  declined: 'Declined',
};

export const statusLabels: Record<EventStatus, { label: string; color: string }> = {
  draft: { label: 'Draft', color: 'gray' },
  published: { label: 'Published', color: 'green' },
  cancelled: { label: 'Cancelled', color: 'red' },
};

/** 'Full', '3 places left', 'Open' (no limit). */
export const placesText = (placesLeft: number | null) => {
  if (placesLeft === null) return 'Open to all';
  if (placesLeft <= 0) return 'Full';
  return placesLeft === 1 ? '1 place left' : `${placesLeft} places left`;
};
