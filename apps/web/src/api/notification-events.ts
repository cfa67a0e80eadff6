import type { RealtimeNotification } from '@ventura/shared';

type Listener = (notification: RealtimeNotification) => void;

const listeners = new Set<Listener>();

/**
 * Pages that follow what arrives over the shell's socket (an open ticket, its replies and moves) listen here;
 * the socket's handler tells them of every notification. Returns the way to stop listening.
 */
export const onRealtimeNotification = (listener: Listener) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** Called by the shell's socket for each notification that arrives. */
export const announceNotification = (notification: RealtimeNotification) => {
  for (const listener of listeners) listener(notification);
};
