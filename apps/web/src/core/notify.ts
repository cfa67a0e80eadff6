import { notifications } from '@mantine/notifications';

/** Toasts of user actions (spec 9: 3500 ms, the provider's default). */
export const notify = {
  success: (message: string) => notifications.show({ color: 'green', message }),
  error: (message: string, id?: string) => notifications.show({ color: 'red', message, ...(id ? { id } : {}) }),
  info: (message: string) => notifications.show({ color: 'primary', message }),
};
