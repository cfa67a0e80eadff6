/**
 * Facility bookings' pages (issue 40, product.md 2 /facilities-management and its my-bookings): the facilities
 * (public), one facility with its free slots, the caller's bookings, and the console's two pages.
 */
export const facilityPaths = {
  list: '/facilities-management',
  detail: '/facilities-management/:uuid',
  myBookings: '/facilities-management/my-bookings',
  /** Under the console's /admin. */
  admin: 'facilities',
  adminBookings: 'facility-bookings',
} as const;

/** One facility's page. */
export const facilityPath = (uuid: string) => `${facilityPaths.list}/${encodeURIComponent(uuid)}`;
