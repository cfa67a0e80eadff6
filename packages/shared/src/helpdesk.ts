import { z } from 'zod';
import { limits } from './constants.ts';
import { DocumentKind, documentKindsText } from './documents.ts';
import { pageOf, pageQuery, pageSizes } from './paging.ts';

/*
 * The helpdesk (issue 40; product.md 2 /tickets, flag ticket_management; calls.md 7.1 GET ticket issue types).
 * A member raises a ticket of one of the tenant's issue types, with files; members and operators write in one
 * thread (operators' internal notes are theirs alone); operators work a queue, assign tickets and move them
 * through the statuses; the member may reopen a resolved or closed ticket for a while, and rates the help.
 */

export const ticketStatuses = ['open', 'in_progress', 'waiting_on_member', 'resolved', 'closed', 'reopened'] as const;
export const TicketStatus = z.enum(ticketStatuses, 'Choose a status of the helpdesk');
export type TicketStatus = z.infer<typeof TicketStatus>;
export const ticketStatusLabels: Record<TicketStatus, string> = {
  open: 'Open',
  in_progress: 'In progress',
  waiting_on_member: 'Waiting on member',
  resolved: 'Resolved',
  closed: 'Closed',
  reopened: 'Reopened',
};
/** Statuses in which a ticket still needs the helpdesk's work. */
export const activeTicketStatuses: readonly TicketStatus[] = ['open', 'reopened', 'in_progress', 'waiting_on_member'];

export const helpdeskLimits = {
  subjectLength: 150,
  descriptionLength: 8000,
  messageLength: 8000,
  issueTypeNameLength: 80,
  ratingCommentLength: 1000,
  filesPerTicket: 20,
  fileBytes: limits.documentSizeBytes,
  /** A resolved or closed ticket may be reopened by its member for this many days. */
  reopenWindowDays: 7,
} as const;

const text = (label: string, max: number) =>
  z.string().trim().min(1, `${label} is required`).max(max, `${label}: at most ${max} characters`);
const IssueTypeId = z.coerce
  .number('Choose an issue type')
  .int('Choose an issue type')
  .min(1, 'Choose an issue type')
  .max(2_147_483_647, 'Choose an issue type');

// ---- Issue types ----

/** GET ticket-issue-types: the kinds a member may raise a ticket about. */
export const TicketIssueType = z.object({ id: z.number().int(), name: z.string() });
export type TicketIssueType = z.infer<typeof TicketIssueType>;

/** The console's issue type: its order, whether it is retired, and how many tickets are of it. */
export const AdminTicketIssueType = TicketIssueType.extend({
  sortOrder: z.number().int(),
  retired: z.boolean(),
  tickets: z.number().int(),
});
export type AdminTicketIssueType = z.infer<typeof AdminTicketIssueType>;

export const TicketIssueTypeInput = z.strictObject({
  name: text('A name', helpdeskLimits.issueTypeNameLength),
  sortOrder: z.number().int().min(0).max(10_000).default(0),
});
export type TicketIssueTypeInput = z.input<typeof TicketIssueTypeInput>;
export type TicketIssueTypeFields = z.output<typeof TicketIssueTypeInput>;

export const TicketIssueTypeChange = z
  .strictObject({
    name: text('A name', helpdeskLimits.issueTypeNameLength).optional(),
    sortOrder: z.number().int().min(0).max(10_000).optional(),
    /** Retired types are offered no more; tickets of them keep them. */
    retired: z.boolean().optional(),
  })
  .refine((body) => Object.keys(body).length > 0, 'Nothing to change');
export type TicketIssueTypeChange = z.infer<typeof TicketIssueTypeChange>;

/** DELETE admin/ticket-issue-types/{id}: deleted when no ticket is of it, else retired. */
export const IssueTypeRemoval = z.object({ removed: z.enum(['deleted', 'retired']) });

// ---- Tickets ----

/** POST tickets: a new ticket (files follow, one request each: POST tickets/{uuid}/files). */
export const NewTicket = z.strictObject({
  issueTypeId: IssueTypeId,
  subject: text('A subject', helpdeskLimits.subjectLength),
  description: text('A description', helpdeskLimits.descriptionLength),
});
export type NewTicket = z.infer<typeof NewTicket>;

export const TicketFile = z.object({
  uuid: z.string(),
  name: z.string(),
  kind: DocumentKind,
  size: z.number().int(),
  url: z.string(),
});
export type TicketFile = z.infer<typeof TicketFile>;

/** POST tickets/{uuid}/files: the file, and the message it belongs to (none: the ticket's own description). */
export const TicketFileForm = z.object({
  messageId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  file: z.file().describe(`${documentKindsText}; at most ${helpdeskLimits.fileBytes / 1024 / 1024} MB`),
});
export const TicketFileTarget = TicketFileForm.pick({ messageId: true });

/** Who wrote a message, as the thread shows them: the member's side or the helpdesk's. */
export const TicketAuthor = z.object({ name: z.string(), side: z.enum(['member', 'operator']) });

export const TicketMessage = z.object({
  id: z.number().int(),
  body: z.string(),
  internal: z.boolean(),
  via: z.enum(['web', 'email']),
  createdAt: z.string(),
  /** null when the author's account is gone. */
  author: TicketAuthor.nullable(),
  mine: z.boolean(),
  files: z.array(TicketFile),
});
export type TicketMessage = z.infer<typeof TicketMessage>;

/** Times the helpdesk is measured by, in seconds; null until they happen. */
export const TicketTimes = z.object({
  ageSeconds: z.number().int(),
  firstAnswerSeconds: z.number().int().nullable(),
  resolveSeconds: z.number().int().nullable(),
});

/** A ticket in a list: the member's own, or the console's queue. */
export const TicketSummary = z.object({
  uuid: z.string(),
  number: z.number().int(),
  subject: z.string(),
  status: TicketStatus,
  issueType: z.string(),
  raisedBy: z.string(),
  assignee: z.object({ id: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
  lastActivityAt: z.string(),
  rating: z.number().int().nullable(),
  times: TicketTimes,
});
export type TicketSummary = z.infer<typeof TicketSummary>;

/** What the caller may do with a ticket: the web shows buttons from these and derives nothing. */
export const TicketAbilities = z.object({
  reply: z.boolean(),
  addNote: z.boolean(),
  attach: z.boolean(),
  rate: z.boolean(),
  assign: z.boolean(),
  /** The statuses the caller may move it to now ('reopened' for the member within the window). */
  statuses: z.array(TicketStatus),
});

/** GET tickets/{uuid}: the ticket and its thread (members see no internal note). */
export const Ticket = TicketSummary.extend({
  description: z.string(),
  files: z.array(TicketFile),
  messages: z.array(TicketMessage),
  firstAnsweredAt: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  reopenedCount: z.number().int(),
  /** Until when the member may reopen it; null while it is not resolved or closed. */
  reopenUntil: z.string().nullable(),
  ratingComment: z.string().nullable(),
  can: TicketAbilities,
});
export type Ticket = z.infer<typeof Ticket>;

export const MyTicketsQuery = z.object({
  status: TicketStatus.optional(),
  ...pageQuery(pageSizes.list),
});
export type MyTicketsQuery = z.infer<typeof MyTicketsQuery>;

export const TicketPage = pageOf(TicketSummary);
export type TicketPage = z.infer<typeof TicketPage>;

/** POST tickets/{uuid}/messages: a reply; operators may keep it internal (a note the member never sees). */
export const NewTicketMessage = z.strictObject({
  body: text('A message', helpdeskLimits.messageLength),
  internal: z.boolean().default(false),
});
export type NewTicketMessage = z.input<typeof NewTicketMessage>;

/** POST tickets/{uuid}/status. */
export const TicketStatusChange = z.strictObject({ status: TicketStatus });

/** POST tickets/{uuid}/rating: once, when the ticket is resolved or closed. */
export const TicketRating = z.strictObject({
  rating: z
    .number('Choose 1 to 5 stars')
    .int('Choose 1 to 5 stars')
    .min(1, 'Choose 1 to 5 stars')
    .max(5, 'Choose 1 to 5 stars'),
  comment: z.string().trim().max(helpdeskLimits.ratingCommentLength).default(''),
});
export type TicketRating = z.input<typeof TicketRating>;

// ---- The console's queue ----

export const ticketAssigneeFilters = ['anyone', 'me', 'unassigned'] as const;
export const TicketQueueQuery = z.object({
  /** A status, or 'active' for every status that still needs work (the default). */
  status: z.union([TicketStatus, z.literal('active'), z.literal('all')]).default('active'),
  issueTypeId: IssueTypeId.optional(),
  assignee: z.enum(ticketAssigneeFilters, 'Choose anyone, me or unassigned').default('anyone'),
  /** Words of the subject, or a ticket's number ("1042" or "#1042"). */
  q: z.string().trim().max(100).optional(),
  ...pageQuery(pageSizes.table),
});
export type TicketQueueQuery = z.input<typeof TicketQueueQuery>;
export type TicketQueueFilter = z.output<typeof TicketQueueQuery>;

/** PATCH admin/tickets/{uuid}: assign to an operator (their user id), or nobody (null). */
export const TicketAssignment = z.strictObject({ assigneeId: z.uuid('Choose an operator').nullable() });

/** GET admin/tickets/stats: the last 30 days of the helpdesk, and what is open now. */
export const TicketStats = z.object({
  openByStatus: z.record(TicketStatus, z.number().int()),
  medianFirstAnswerSeconds: z.number().nullable(),
  medianResolveSeconds: z.number().nullable(),
  averageRating: z.number().nullable(),
  ratings: z.number().int(),
  days: z.number().int(),
});
export type TicketStats = z.infer<typeof TicketStats>;

/** The operators a ticket may be assigned to. */
export const TicketOperator = z.object({ id: z.string(), name: z.string() });

/** POST helpdesk/inbound-email: a reply by email, as generic inbound-parse webhooks post it. */
export const InboundTicketEmail = z.object({
  to: z.string().max(1000),
  from: z.string().max(1000),
  text: z.string().max(100_000),
});
export const InboundTicketEmailAnswer = z.object({ accepted: z.boolean(), reason: z.string().optional() });
