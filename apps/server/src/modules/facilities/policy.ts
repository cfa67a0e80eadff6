import type { AuthContext } from '../../platform/identity/caller.ts';
import { accountPolicy } from '../../platform/identity/policy.ts';
import type { BookingRow } from './repo.ts';

const hour = 3_600_000;

/** Until when a member may cancel a booking themselves: the facility's cut-off before the start. */
export const cancelUntil = (booking: Pick<BookingRow, 'startsAt' | 'cancelCutoffHours'>) =>
  new Date(booking.startsAt.getTime() - booking.cancelCutoffHours * hour);

const isLive = (booking: BookingRow) => booking.status === 'pending' || booking.status === 'confirmed';

/** Who may do what with facilities and bookings, as pure predicates. */
export const facilityPolicy = {
  /** Facilities and every booking are the tenant's operators' to manage. */
  manage: (auth: AuthContext) => accountPolicy.useConsole(auth),
  /** A booking is seen by its member and by operators; to anyone else it is not there. */
  see: (auth: AuthContext, booking: BookingRow) => booking.userId === auth.user.id || accountPolicy.useConsole(auth),
  /** Its member until the cut-off; operators until it ends. */
  cancel: (auth: AuthContext, booking: BookingRow, now = new Date()) => {
    if (!isLive(booking) || booking.endsAt <= now) return false;
    if (accountPolicy.useConsole(auth)) return true;
    return booking.userId === auth.user.id && now <= cancelUntil(booking);
  },
  /** A booking waiting for approval, before it starts. */
  approve: (auth: AuthContext, booking: BookingRow, now = new Date()) =>
    accountPolicy.useConsole(auth) && booking.status === 'pending' && booking.startsAt > now,
  decline: (auth: AuthContext, booking: BookingRow) => accountPolicy.useConsole(auth) && booking.status === 'pending',
};
