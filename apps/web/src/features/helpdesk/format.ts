/*
 * How the helpdesk words times (durations for its measures, moments for its thread), and which notifications
 * are a ticket's.
 */
import type { RealtimeNotification } from '@ventura/shared';

/** A duration as people read it at a glance: 'under a minute', '45 min', '3 h 5 min', '2 d 4 h'. */
export const durationText = (seconds: number | null | undefined) => {
  if (seconds === null || seconds === undefined) return '—';
  const minutes = Math.floor(seconds / 60);
  if (minutes < 1) return 'under a minute';
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 === 0 ? `${hours} h` : `${hours} h ${minutes % 60} min`;
  const days = Math.floor(hours / 24);
  return hours % 24 === 0 ? `${days} d` : `${days} d ${hours % 24} h`;
};

const moment = new Intl.DateTimeFormat(undefined, {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});
const day = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric' });

/** '3 Mar, 14:05'. */
export const momentText = (iso: string) => moment.format(new Date(iso));
/** '3 Mar 2027'. */
export const dayText = (iso: string) => day.format(new Date(iso));

/** A notification about this ticket: a reply or a move of it (its link ends with the ticket's id). */
export const isAboutTicket = (notification: RealtimeNotification, uuid: string) =>
  notification.kind.startsWith('ticket_') && (notification.url?.endsWith(`/tickets/${uuid}`) ?? false);
