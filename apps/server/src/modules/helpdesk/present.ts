import type { DocumentKind, Ticket, TicketFile, TicketMessage, TicketStatus, TicketSummary } from '@ventura/shared';
import { type Caller, reopenUntil, ticketPolicy } from './policy.ts';
import type { FileRow, TicketRow } from './repo.ts';

/* What a ticket looks like on the wire: explicit fields, and what the caller may do with it. */

const seconds = (from: Date, to: Date | null) =>
  to === null ? null : Math.max(0, Math.round((to.getTime() - from.getTime()) / 1000));

const statusOf = (row: { status: string }) => row.status as TicketStatus;

export const facts = (row: TicketRow) => ({
  status: statusOf(row),
  raisedByUserId: row.raisedByUserId,
  resolvedAt: row.resolvedAt,
  closedAt: row.closedAt,
  rating: row.rating,
});

export const presentSummary = (row: TicketRow, now = new Date()): TicketSummary => ({
  uuid: row.uuid,
  number: row.number,
  subject: row.subject,
  status: statusOf(row),
  issueType: row.issueType,
  raisedBy: row.raisedBy,
  assignee: row.assigneeUserId ? { id: row.assigneeUserId, name: row.assigneeName ?? '' } : null,
  createdAt: row.createdAt.toISOString(),
  lastActivityAt: row.lastActivityAt.toISOString(),
  rating: row.rating,
  times: {
    ageSeconds: seconds(row.createdAt, now) ?? 0,
    firstAnswerSeconds: seconds(row.createdAt, row.firstAnsweredAt),
    resolveSeconds: seconds(row.createdAt, row.resolvedAt),
  },
});

export const presentFile = (file: FileRow): TicketFile => ({
  uuid: file.uuid,
  name: file.fileName,
  kind: file.kind as DocumentKind,
  size: file.size,
  url: `/api/v1/tickets/files/${file.uuid}`,
});

type MessageRow = {
  id: number;
  body: string;
  internal: boolean;
  via: string;
  createdAt: Date;
  authorUserId: string | null;
  authorName: string | null;
  authorRole: 'member' | 'operator' | null;
};

export const presentMessage = (
  message: MessageRow,
  ticket: { raisedByUserId: string },
  caller: Caller,
  files: TicketFile[],
): TicketMessage => ({
  id: message.id,
  body: message.body,
  internal: message.internal,
  via: message.via === 'email' ? 'email' : 'web',
  createdAt: message.createdAt.toISOString(),
  author:
    message.authorName === null
      ? null
      : {
          name: message.authorName,
          // The member's own words are theirs even when the member is also an operator.
          side:
            message.authorUserId !== ticket.raisedByUserId && message.authorRole === 'operator' ? 'operator' : 'member',
        },
  mine: message.authorUserId === caller.userId,
  files,
});

export const presentTicket = (
  row: TicketRow,
  caller: Caller,
  thread: { messages: MessageRow[]; files: FileRow[] },
  now = new Date(),
): Ticket => {
  const t = facts(row);
  const filesOf = (messageId: number | null) =>
    thread.files.filter((file) => file.messageId === messageId).map(presentFile);
  return {
    ...presentSummary(row, now),
    description: row.description,
    files: filesOf(null),
    messages: thread.messages.map((message) => presentMessage(message, row, caller, filesOf(message.id))),
    firstAnsweredAt: row.firstAnsweredAt?.toISOString() ?? null,
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    closedAt: row.closedAt?.toISOString() ?? null,
    reopenedCount: row.reopenedCount,
    reopenUntil: reopenUntil(t)?.toISOString() ?? null,
    ratingComment: row.ratingComment,
    can: {
      reply: ticketPolicy.reply(caller, t, now),
      addNote: ticketPolicy.addNote(caller, t),
      attach: ticketPolicy.attach(caller, t),
      rate: ticketPolicy.rate(caller, t),
      assign: ticketPolicy.assign(caller),
      statuses: ticketPolicy.moves(caller, t, now),
    },
  };
};
