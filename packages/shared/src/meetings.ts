import { z } from 'zod';
import { AccountType } from './accounts.ts';
import { AvailabilityType, MeetingMode, Reaction } from './activity.ts';
import { MeetingType } from './jobs.ts';
import { pageQuery, pageSizes } from './paging.ts';

/*
 * Availability, meetings between members and the built-in video call (issue 21; product.md 1, 2, 3, 9).
 * Every member keeps one availability in their own time zone; another member books one of its free
 * slots (cut at the tenant's step, meeting_time_slot_difference_in_mins, 15 minutes by default); the
 * other side accepts, declines or proposes another time; a scheduled meeting opens a one-to-one call.
 * Every instant on the wire is an ISO 8601 moment with its offset; dates and wall times belong to the
 * time zone they travel with.
 */

/** The default step between slot starts when the tenant sets none (product.md 9). */
export const defaultSlotStepMinutes = 15;
/** How long a meeting may last: the choices a member offers as their slot length (hourlySlotTime). */
export const slotLengths = [15, 30, 45, 60, 90, 120] as const;
/** The longest range one slots call may cover, and the most slots it returns. */
export const maxSlotRangeDays = 31;
export const maxSlotsPerCall = 2000;
/** A meeting cannot be booked to start sooner than this from now. */
export const meetingLeadMinutes = 5;
/** Meeting requests (calls now included) one member may send in an hour; requests refused do not count. */
export const meetingRequestsPerHour = 20;

const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone.includes('/') || zone === 'UTC';
  } catch {
    return false;
  }
};

/** An IANA time zone such as Asia/Kolkata or Europe/London (an offset alone is not a zone: DST moves it). */
export const TimeZone = z
  .string('Time zone: name one, such as Europe/London')
  .trim()
  .min(1, 'Time zone: name one, such as Europe/London')
  .max(64)
  .refine(isTimeZone, 'Time zone: not a known zone (use a name such as Europe/London)');

/** A moment with its offset: '2026-12-01T10:30:00+05:30' or '...Z'. A time with no zone is refused. */
export const Instant = (label: string) =>
  z.iso
    .datetime({ offset: true, message: `${label}: a date and time with its offset (e.g. 2026-12-01T10:30:00+05:30)` })
    .max(40);

export const IsoDate = (label: string) => z.iso.date(`${label}: a date as YYYY-MM-DD`);

/** A wall time 'HH:mm' (00:00 to 24:00). */
export const WallTime = z
  .string()
  .max(5)
  .regex(/^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/, 'Times are HH:mm, from 00:00 to 24:00');

export const TimeRange = z
  .strictObject({ startTime: WallTime, endTime: WallTime })
  .refine((range) => range.startTime < range.endTime, 'Each end time must come after its start time');
export type TimeRange = z.infer<typeof TimeRange>;

/** Hours on one weekday: dayIndex 0 is Sunday, 6 is Saturday (as Date.getDay). */
export const AvailabilityDay = z.strictObject({
  dayIndex: z
    .number()
    .int()
    .min(0, 'dayIndex is 0 (Sunday) to 6 (Saturday)')
    .max(6, 'dayIndex is 0 (Sunday) to 6 (Saturday)'),
  times: z.array(TimeRange).max(6, 'At most 6 time ranges a day'),
});
export type AvailabilityDay = z.infer<typeof AvailabilityDay>;

/** One date: closed (a day off), or these hours instead of the weekday's. */
export const AvailabilityDate = z.strictObject({
  date: IsoDate('Date'),
  closed: z.boolean().default(false),
  times: z.array(TimeRange).max(6, 'At most 6 time ranges a day').default([]),
});
export type AvailabilityDate = z.infer<typeof AvailabilityDate>;

/**
 * PUT availability (product.md 3, availability data). The type says which part counts:
 * - specific_days: the weekly hours in `days`; a date in `dates` overrides its weekday (closed, or other hours);
 * - specific_dates: only the dates in `dates` that are not closed;
 * - anytime: every day, all day;
 * - temporary_unavailable: no slots at all (days and dates are kept for when the member is back).
 * `hourlySlotTime` is how long a meeting with this member lasts, in minutes.
 */
export const AvailabilityInput = z.strictObject({
  type: AvailabilityType,
  timeZone: TimeZone,
  hourlySlotTime: z
    .number()
    .int()
    .refine(
      (minutes) => (slotLengths as readonly number[]).includes(minutes),
      `Meeting length: one of ${slotLengths.join(', ')} minutes`,
    )
    .default(30),
  days: z.array(AvailabilityDay).max(7).default([]),
  dates: z.array(AvailabilityDate).max(90, 'At most 90 dates').default([]),
});
export type AvailabilityInput = z.input<typeof AvailabilityInput>;

export const Availability = z.object({
  type: AvailabilityType,
  timeZone: z.string(),
  hourlySlotTime: z.number().int(),
  days: z.array(AvailabilityDay),
  dates: z.array(AvailabilityDate),
  /** The tenant's step between slot starts, in minutes. */
  stepMinutes: z.number().int(),
  /** Null until the member first saves it (then the defaults above are shown). */
  updatedAt: z.string().nullable(),
});
export type Availability = z.infer<typeof Availability>;

/** GET availability/{profileUuid}/slots: the free slots between two moments (at most maxSlotRangeDays apart). */
export const SlotQuery = z.strictObject({
  from: Instant('From'),
  to: Instant('To'),
});
export type SlotQuery = z.input<typeof SlotQuery>;

export const Slot = z.object({ startsAt: z.string(), endsAt: z.string() });
export type Slot = z.infer<typeof Slot>;

export const SlotList = z.object({
  /** The host's zone, to show their local time beside the viewer's. */
  timeZone: z.string(),
  type: AvailabilityType,
  durationMinutes: z.number().int(),
  stepMinutes: z.number().int(),
  slots: z.array(Slot),
});
export type SlotList = z.infer<typeof SlotList>;

/** pending: waiting for the side named by `awaiting`; the others as their names say. */
export const meetingStatuses = ['pending', 'scheduled', 'declined', 'cancelled', 'completed'] as const;
export const MeetingStatus = z.enum(meetingStatuses);
export type MeetingStatus = z.infer<typeof MeetingStatus>;
export const meetingStatusLabels: Record<MeetingStatus, string> = {
  pending: 'Awaiting answer',
  scheduled: 'Scheduled',
  declined: 'Declined',
  cancelled: 'Cancelled',
  completed: 'Completed',
};

/** The kinds of meeting a member can request with a connection (job interviews come from jobs). */
export const RequestableMeetingType = MeetingType.exclude(['job-interview']);

const Agenda = z.string().trim().max(1000, 'The agenda can be at most 1000 characters');

/**
 * POST meetings: ask a connection to meet. schedule_later books one of their free slots (`startsAt`,
 * lasting their hourlySlotTime); instant asks for a call now (it starts when they accept).
 */
export const RequestMeeting = z
  .strictObject({
    withProfile: z.uuid('Choose whom to meet'),
    mode: MeetingMode.default('schedule_later'),
    type: RequestableMeetingType.default('fundraising'),
    startsAt: Instant('Start').optional(),
    /** The requester's zone, for how the times are written to them. */
    timeZone: TimeZone,
    agenda: Agenda.optional(),
  })
  .refine((body) => body.mode === 'instant' || body.startsAt !== undefined, {
    path: ['startsAt'],
    message: 'Start: choose a time',
  });
export type RequestMeeting = z.input<typeof RequestMeeting>;

/** POST meetings/{uuid}/propose: another of the requester's-or-host's free slots; the other side answers. */
export const ProposeMeeting = z.strictObject({
  startsAt: Instant('Start'),
  timeZone: TimeZone,
  note: Agenda.optional(),
});
export type ProposeMeeting = z.input<typeof ProposeMeeting>;

/** POST meetings/{uuid}/decline and /cancel: an optional reason. Empty bodies are allowed. */
export const MeetingReason = z.strictObject({ reason: z.string().trim().max(500).optional() }).nullish();
export type MeetingReason = z.input<typeof MeetingReason>;

export const MeetingIdParams = z.object({ uuid: z.uuid('This is not a meeting id') });
export const ProfileUuidParams = z.object({ profileUuid: z.uuid('This is not a profile id') });

/** GET meetings/calendar: everything of the caller's between two moments (at most 62 days). */
export const MeetingRangeQuery = z.strictObject({ from: Instant('From'), to: Instant('To') });
export type MeetingRangeQuery = z.input<typeof MeetingRangeQuery>;

export const meetingTabs = ['pending', 'upcoming', 'past'] as const;
export const MeetingTab = z.enum(meetingTabs);
export type MeetingTab = z.infer<typeof MeetingTab>;
/** GET meetings: the list view, paged. pending: waiting for anyone; upcoming: scheduled, not ended; past: the rest. */
export const MeetingListQuery = z.strictObject({
  tab: MeetingTab.default('upcoming'),
  ...pageQuery(pageSizes.list),
});
export type MeetingListQuery = z.input<typeof MeetingListQuery>;

export const MeetingPeer = z.object({
  /** Null for a signed-out job applicant. */
  profileUuid: z.string().nullable(),
  userId: z.string().nullable(),
  name: z.string(),
  accountType: AccountType.nullable(),
  organizationName: z.string().nullable(),
  avatar: z.string().nullable(),
});
export type MeetingPeer = z.infer<typeof MeetingPeer>;

export const Meeting = z.object({
  uuid: z.string(),
  type: MeetingType.or(z.literal('mentorship')),
  mode: MeetingMode,
  status: MeetingStatus,
  startsAt: z.string(),
  endsAt: z.string(),
  /** The zone the time was set in (shown beside the viewer's own). */
  timeZone: z.string(),
  agenda: z.string().nullable(),
  /** The caller's side, and the other one. */
  role: z.enum(['organizer', 'attendee']),
  other: MeetingPeer,
  /** Whose answer a pending meeting waits for. */
  awaiting: z.enum(['me', 'them']).nullable(),
  /** The last reason given for a decline or cancel, or a proposal's note. */
  note: z.string().nullable(),
  /** built_in: the call page (/meetings/{uuid}); external: a link to the tenant's meeting service. */
  call: z.object({ kind: z.enum(['built_in', 'external']), url: z.string() }),
  /** The web path of this meeting's page. */
  path: z.string(),
  can: z.object({
    accept: z.boolean(),
    decline: z.boolean(),
    propose: z.boolean(),
    cancel: z.boolean(),
    join: z.boolean(),
    rate: z.boolean(),
  }),
  createdAt: z.string(),
});
export type Meeting = z.infer<typeof Meeting>;

/** GET meetings/{uuid}/call: what the browser needs to open the call. */
export const CallInfo = z.object({
  meetingUuid: z.string(),
  kind: z.enum(['built_in', 'external']),
  /** external: where to go; built_in: the page itself. */
  url: z.string(),
  /** The Socket.IO room both sides join to exchange the call's offers, answers and candidates. */
  room: z.string(),
  /** STUN/TURN servers for RTCPeerConnection (deployment's ICE_SERVERS). */
  iceServers: z.array(
    z.object({
      urls: z.union([z.string(), z.array(z.string())]),
      username: z.string().optional(),
      credential: z.string().optional(),
    }),
  ),
  /** Which side starts the offer: the organiser is 'polite' = false (perfect negotiation). */
  polite: z.boolean(),
  me: MeetingPeer,
  other: MeetingPeer,
  startsAt: z.string(),
  endsAt: z.string(),
});
export type CallInfo = z.infer<typeof CallInfo>;

/** The room of a meeting's call, and the socket event that carries its signalling. */
export const meetingRoomPrefix = 'meeting_';
export const meetingRoom = (uuid: string) => `${meetingRoomPrefix}${uuid}`;
export const callSignalEvent = 'call_signal';
/**
 * One signalling message: relayed by the server to the others in the room (never back to its sender).
 * hello: I am here (the other answers hello too); description: an SDP offer or answer; candidate: an ICE
 * candidate; bye: I left.
 */
export const CallSignal = z.object({
  room: z.string().max(200),
  kind: z.enum(['hello', 'description', 'candidate', 'bye']),
  description: z
    .object({ type: z.enum(['offer', 'answer', 'pranswer', 'rollback']), sdp: z.string().max(20_000).optional() })
    .optional(),
  candidate: z
    .object({
      candidate: z.string().max(2000),
      sdpMid: z.string().max(100).nullable().optional(),
      sdpMLineIndex: z.number().int().nullable().optional(),
      usernameFragment: z.string().max(100).nullable().optional(),
    })
    .nullable()
    .optional(),
});
export type CallSignal = z.infer<typeof CallSignal>;

/**
 * POST meetings/{uuid}/rating: the 'Rate your call experience' modal (spec 2; `?rating-modal={uuid}`),
 * with the same reactions as the platform feedback; once per side (a second rating replaces the first).
 */
export const MeetingRating = z.strictObject({
  ratings: Reaction,
  comments: z.string().trim().max(2000, 'Comments can be at most 2000 characters').optional(),
});
export type MeetingRating = z.infer<typeof MeetingRating>;

/**
 * GET meetings/{uuid}/rating: the caller's own rating of the call (null until they rate it), whether
 * they may rate it now, and why not (the call has not taken place) when they may not.
 */
export const CallRating = z.object({
  meetingUuid: z.string(),
  rating: z.object({ ratings: Reaction, comments: z.string(), ratedAt: z.string() }).nullable(),
  can: z.object({ rate: z.boolean() }),
  notRateable: z.string().nullable(),
});
export type CallRating = z.infer<typeof CallRating>;
