const code = (value: string) => encodeURIComponent(value);

/**
 * The meetings feature's addresses (issue 21): the calendar ('calender', as the spec spells it), the
 * availability editor, booking a connection, the list of meetings and one meeting's page and call.
 * No imports: other features (connections, public profiles) may link here without loading this feature.
 */
export const meetingPaths = {
  calendar: '/calender',
  availability: '/calender/availability',
  book: (profileUuid: string) => `/calender/book/${code(profileUuid)}`,
  list: '/meetings',
  meeting: (uuid: string) => `/meetings/${code(uuid)}`,
  call: (uuid: string) => `/meetings/${code(uuid)}/call`,
  /** An event's page (the events feature's), from the calendar. */
  event: (uuid: string) => `/calender/events/${code(uuid)}`,
} as const;
