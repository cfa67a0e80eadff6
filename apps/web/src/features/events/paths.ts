const code = (value: string) => encodeURIComponent(value);

/**
 * The events feature's addresses (issue 21): the members' list and an event's page, the public registration
 * page and its operators' preview, and the console's events (list, editor, registrations).
 */
export const eventPaths = {
  list: '/calender/events',
  details: (uuid: string) => `/calender/events/${code(uuid)}`,
  register: (uuid: string) => `/events/register?id=${code(uuid)}`,
  registerPreview: (uuid: string) => `/events/register-preview?id=${code(uuid)}`,
  admin: '/admin/events',
  adminNew: '/admin/events/new',
  adminEdit: (uuid: string) => `/admin/events/${code(uuid)}`,
  adminRegistrations: (uuid: string) => `/admin/events/${code(uuid)}/registrations`,
  /** Where a ticket paid for nothing (included in the member's plan) is confirmed: the payments feature's page. */
  paymentSuccess: (orderUuid: string) => `/payment/success?order=${code(orderUuid)}`,
} as const;
