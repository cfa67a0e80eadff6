import { z } from 'zod';
import { Instant, TimeZone } from './meetings.ts';
import { pageQuery, pageSizes } from './paging.ts';

/*
 * Facility bookings (issue 40; product.md 2 /facilities-management and /facilities-management/my-bookings,
 * flag facility_management). Operators list rooms, labs, equipment and desks with their opening hours, slot
 * length, rules and photos; members book free slots on the facility's grid, cancel before its cut-off and
 * take an .ics; a facility that needs approval holds the time as pending until an operator decides. The
 * database refuses two live bookings of one facility that overlap (an exclusion constraint).
 */

export const facilityKinds = ['room', 'lab', 'equipment', 'desk'] as const;
export const FacilityKind = z.enum(facilityKinds, 'Choose room, lab, equipment or desk');
export type FacilityKind = z.infer<typeof FacilityKind>;
export const facilityKindLabels: Record<FacilityKind, string> = {
  room: 'Room',
  lab: 'Lab',
  equipment: 'Equipment',
  desk: 'Desk',
};

export const bookingStatuses = ['pending', 'confirmed', 'declined', 'cancelled'] as const;
export const BookingStatus = z.enum(bookingStatuses);
export type BookingStatus = z.infer<typeof BookingStatus>;
export const bookingStatusLabels: Record<BookingStatus, string> = {
  pending: 'Waiting for approval',
  confirmed: 'Confirmed',
  declined: 'Declined',
  cancelled: 'Cancelled',
};

export const weekdayNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

export const facilityLimits = {
  nameLength: 120,
  descriptionLength: 4000,
  locationLength: 200,
  rulesLength: 4000,
  purposeLength: 500,
  reasonLength: 500,
  maxCapacity: 10_000,
  /** Photos a facility shows. */
  maxPhotos: 8,
  /** Periods of opening hours in a week (three a day). */
  maxPeriods: 21,
  minSlotMinutes: 5,
  maxSlotMinutes: 1440,
  maxCutoffHours: 720,
  /** How far ahead a booking may start. */
  horizonDays: 180,
  /** Days one slots call covers. */
  maxSlotDays: 7,
  /** The longest window of the operators' calendar. */
  maxCalendarDays: 31,
  /** Live (pending or confirmed) bookings a member may hold ahead at once, so one member cannot take every slot. */
  maxUpcomingPerMember: 20,
} as const;

const text = (label: string, max: number, min = 1) =>
  z.string().trim().min(min, `${label} is required`).max(max, `${label}: at most ${max} characters`);

/** "09:00"; closing may be "24:00" (midnight at the end of the day). */
const clock = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;
export const minutesOfClock = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
};

/** One opening period of a weekday in the facility's time zone: 0 is Sunday. */
export const OpeningPeriod = z
  .object({
    day: z.number().int().min(0, 'Day: 0 (Sunday) to 6 (Saturday)').max(6, 'Day: 0 (Sunday) to 6 (Saturday)'),
    opens: z.string().max(5).regex(clock, 'Opens: a time such as 09:00'),
    closes: z.string().max(5).regex(clock, 'Closes: a time such as 18:00'),
  })
  .refine((period) => minutesOfClock(period.closes) > minutesOfClock(period.opens), {
    message: 'A period closes after it opens',
    path: ['closes'],
  });
export type OpeningPeriod = z.infer<typeof OpeningPeriod>;

/** A photo uploaded with POST admin/facilities/photos (its URL as answered). */
const PhotoUrl = z
  .string()
  .max(300)
  .regex(/^\/api\/v1\/files\/[0-9a-f-]{36}\/[0-9a-f]{32}-[a-z0-9]{1,16}\.[a-z0-9]{2,5}$/, 'Upload the photo here');

const overlapping = (hours: readonly OpeningPeriod[]) =>
  hours.some((a, i) =>
    hours.some(
      (b, j) =>
        i < j &&
        a.day === b.day &&
        minutesOfClock(a.opens) < minutesOfClock(b.closes) &&
        minutesOfClock(b.opens) < minutesOfClock(a.closes),
    ),
  );

/** POST and PATCH admin/facilities: the whole facility as the console's editor sends it. */
export const FacilityInput = z
  .object({
    name: text('A name', facilityLimits.nameLength, 2),
    kind: FacilityKind,
    description: z.string().trim().max(facilityLimits.descriptionLength).default(''),
    location: z.string().trim().max(facilityLimits.locationLength).default(''),
    capacity: z
      .number('Capacity: a number of people')
      .int()
      .min(1, 'Capacity: at least 1')
      .max(facilityLimits.maxCapacity, `Capacity: at most ${facilityLimits.maxCapacity}`),
    openingHours: z.array(OpeningPeriod).max(facilityLimits.maxPeriods, 'At most three periods a day'),
    timeZone: TimeZone,
    slotMinutes: z
      .number('FacilitySlot length: minutes')
      .int()
      .min(facilityLimits.minSlotMinutes, `FacilitySlot length: at least ${facilityLimits.minSlotMinutes} minutes`)
      .max(facilityLimits.maxSlotMinutes, 'FacilitySlot length: at most a day'),
    cancelCutoffHours: z
      .number('Cancellation cut-off: hours')
      .int()
      .min(0, 'Cancellation cut-off: 0 hours or more')
      .max(facilityLimits.maxCutoffHours, `Cancellation cut-off: at most ${facilityLimits.maxCutoffHours} hours`),
    needsApproval: z.boolean().default(false),
    rules: z.string().trim().max(facilityLimits.rulesLength).default(''),
    photos: z.array(PhotoUrl).max(facilityLimits.maxPhotos, `At most ${facilityLimits.maxPhotos} photos`).default([]),
    active: z.boolean().default(true),
  })
  .refine((input) => !overlapping(input.openingHours), {
    message: 'Opening periods of one day overlap',
    path: ['openingHours'],
  })
  .refine(
    (input) =>
      input.openingHours.every(
        (period) => minutesOfClock(period.closes) - minutesOfClock(period.opens) >= input.slotMinutes,
      ),
    { message: 'Each opening period must hold at least one slot', path: ['slotMinutes'] },
  );
export type FacilityInput = z.input<typeof FacilityInput>;

/** A facility as members (and signed-out visitors) see it. */
export const Facility = z.object({
  uuid: z.string(),
  name: z.string(),
  kind: FacilityKind,
  description: z.string(),
  location: z.string(),
  capacity: z.number(),
  openingHours: z.array(z.object({ day: z.number(), opens: z.string(), closes: z.string() })),
  timeZone: z.string(),
  slotMinutes: z.number(),
  cancelCutoffHours: z.number(),
  needsApproval: z.boolean(),
  rules: z.string(),
  photos: z.array(z.string()),
});
export type Facility = z.infer<typeof Facility>;

/** The console's facility: inactive ones too, with how many bookings are waiting. */
export const AdminFacility = Facility.extend({ active: z.boolean(), pendingBookings: z.number() });
export type AdminFacility = z.infer<typeof AdminFacility>;

/** GET facilities: active facilities, A to Z; of one kind, or matching words of the name or location. */
export const FacilityQuery = z.object({
  kind: FacilityKind.optional(),
  q: z.string().trim().max(100).optional(),
});
export type FacilityQuery = z.infer<typeof FacilityQuery>;

/** GET facilities/{uuid}/slots: a date in the facility's zone and how many days from it. */
export const FacilitySlotQuery = z.object({
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Date: YYYY-MM-DD')
    .refine((date) => {
      const parsed = Date.parse(`${date}T00:00:00Z`);
      return !Number.isNaN(parsed) && new Date(parsed).toISOString().startsWith(date);
    }, 'Date: not a real date')
    .optional(),
  days: z.coerce
    .number()
    .int()
    .min(1)
    .max(facilityLimits.maxSlotDays, `Days: at most ${facilityLimits.maxSlotDays}`)
    .default(1),
});
export type FacilitySlotQuery = z.infer<typeof FacilitySlotQuery>;

/** A slot of the grid: free, taken (by someone; who is not said), the caller's own, or past. */
export const slotStates = ['free', 'taken', 'mine', 'past'] as const;
export const FacilitySlot = z.object({
  startsAt: z.string(),
  endsAt: z.string(),
  /** The wall clock in the facility's zone: '09:00'. */
  time: z.string(),
  state: z.enum(slotStates),
});
export type FacilitySlot = z.infer<typeof FacilitySlot>;
export const FacilitySlotDay = z.object({ date: z.string(), weekday: z.number(), slots: z.array(FacilitySlot) });
export type FacilitySlotDay = z.infer<typeof FacilitySlotDay>;
export const FacilitySlots = z.object({
  timeZone: z.string(),
  slotMinutes: z.number(),
  days: z.array(FacilitySlotDay),
});
export type FacilitySlots = z.infer<typeof FacilitySlots>;

/** POST facilities/{uuid}/bookings: whole slots on the grid within one opening period. */
export const BookingInput = z.object({
  startsAt: Instant('Starts at'),
  endsAt: Instant('Ends at'),
  seats: z.number('Seats: a number of people').int().min(1, 'Seats: at least 1').max(facilityLimits.maxCapacity),
  purpose: z.string().trim().max(facilityLimits.purposeLength).default(''),
});
export type BookingInput = z.input<typeof BookingInput>;

/** A booking as its member (and operators) see it, with what the caller may do. */
export const Booking = z.object({
  uuid: z.string(),
  facility: z.object({
    uuid: z.string(),
    name: z.string(),
    kind: FacilityKind,
    location: z.string(),
    timeZone: z.string(),
  }),
  startsAt: z.string(),
  endsAt: z.string(),
  seats: z.number(),
  purpose: z.string(),
  status: BookingStatus,
  declineReason: z.string().nullable(),
  createdAt: z.string(),
  /** Until when the member may cancel it themselves (the facility's cut-off before the start). */
  cancelUntil: z.string(),
  can: z.object({ cancel: z.boolean(), approve: z.boolean(), decline: z.boolean() }),
});
export type Booking = z.infer<typeof Booking>;

/** The console's booking: who booked it too. */
export const AdminBooking = Booking.extend({ member: z.object({ name: z.string(), email: z.string().nullable() }) });
export type AdminBooking = z.infer<typeof AdminBooking>;

export const bookingWhens = ['upcoming', 'past'] as const;
/** GET bookings/mine: upcoming (soonest first) or past (latest first), a page at a time. */
export const MyBookingQuery = z.object({
  when: z.enum(bookingWhens).default('upcoming'),
  ...pageQuery(pageSizes.list),
});
export type MyBookingQuery = z.infer<typeof MyBookingQuery>;

/** GET admin/facility-bookings: a facility's (or every facility's) bookings in a window, by status, by start. */
export const AdminBookingQuery = z
  .object({
    facility: z.uuid('This is not a facility id').optional(),
    status: BookingStatus.optional(),
    from: Instant('From').optional(),
    to: Instant('To').optional(),
    ...pageQuery(pageSizes.table),
  })
  .refine((query) => !query.from || !query.to || Date.parse(query.to) > Date.parse(query.from), {
    message: 'To: after from',
    path: ['to'],
  })
  .refine(
    (query) =>
      !query.from ||
      !query.to ||
      Date.parse(query.to) - Date.parse(query.from) <= facilityLimits.maxCalendarDays * 86_400_000,
    { message: `At most ${facilityLimits.maxCalendarDays} days at once`, path: ['to'] },
  );
export type AdminBookingQuery = z.infer<typeof AdminBookingQuery>;

/** POST admin/facility-bookings/{uuid}/decline. */
export const DeclineBooking = z.object({
  reason: z
    .string()
    .trim()
    .max(facilityLimits.reasonLength, `Reason: at most ${facilityLimits.reasonLength} characters`)
    .default(''),
});
export type DeclineBooking = z.input<typeof DeclineBooking>;

export const UploadedFacilityPhoto = z.object({ photoUrl: z.string() });
export type UploadedFacilityPhoto = z.infer<typeof UploadedFacilityPhoto>;
