import { type NotificationKind, type TicketStatus, ticketStatusLabels } from '@ventura/shared';
import type { Db } from '../../platform/db/index.ts';
import type { Delivery } from '../../platform/notify/notifier.ts';
import type { Context } from '../../platform/request-context.ts';
import * as repo from './repo.ts';

/*
 * Who hears of what happens to a ticket, in the app and by email: the member of the helpdesk's replies and
 * moves; the assigned operator (or, while nobody is, every operator) of the member's. Nobody hears of their
 * own act. Emails link to the thread; when the deployment takes replies by email (INBOUND_EMAIL_SECRET and
 * HELPDESK_REPLY_DOMAIN) their Reply-To is the ticket's own address.
 */

export type NoticeDeps = Pick<Context, 'tenant' | 'notifier' | 'origin'> & { replyDomain: string | null };
type Ticket = Pick<repo.TicketRow, 'uuid' | 'number' | 'subject' | 'raisedByUserId' | 'assigneeUserId' | 'replyToken'>;

export const memberUrl = (uuid: string) => `/tickets/${uuid}`;
export const consoleUrl = (uuid: string) => `/admin/tickets/${uuid}`;

/** Emailed under the helpdeskUpdates notice: a member who turned it off still sees them in the app. */
const notice = 'helpdeskUpdates' as const;

/** The ticket's own address, when the deployment takes replies by email: the notices' Reply-To. */
const replyAddress = (deps: NoticeDeps, ticket: Ticket) =>
  deps.replyDomain ? `support+${ticket.replyToken}@${deps.replyDomain}` : null;

const emailText = async (deps: NoticeDeps, db: Db, ticket: Ticket, lines: string[], url: string) => {
  const origin = await deps.origin(db);
  const address = replyAddress(deps, ticket);
  const byEmail = address
    ? [`Reply to this email (or write to ${address}) to answer: your message joins the thread.`]
    : [];
  return [...lines, '', `Open the ticket: ${origin}${url}`, ...byEmail].join('\n');
};

const record = async (
  deps: NoticeDeps,
  db: Db,
  input: {
    userIds: string[];
    kind: NotificationKind;
    ticket: Ticket;
    title: string;
    lines: string[];
    url: string;
    email: boolean;
  },
): Promise<Delivery | null> => {
  if (input.userIds.length === 0) return null;
  const subject = `[#${input.ticket.number}] ${input.ticket.subject}`;
  return deps.notifier.record(db, {
    tenantId: deps.tenant.id,
    userIds: input.userIds,
    kind: input.kind,
    title: input.title,
    body: subject,
    url: input.url,
    ...(input.email
      ? {
          email: {
            notice,
            subject,
            text: await emailText(deps, db, input.ticket, input.lines, input.url),
            ...(replyAddress(deps, input.ticket) ? { replyTo: replyAddress(deps, input.ticket) as string } : {}),
          },
        }
      : {}),
  });
};

/** The helpdesk side to tell of the member's act: the assignee, else every operator; never the actor. */
const helpdeskSide = async (db: Db, tenantId: string, ticket: Ticket, actorId: string) => {
  const ids = ticket.assigneeUserId
    ? [ticket.assigneeUserId]
    : (await repo.operators(db, tenantId)).map((operator) => operator.id);
  return ids.filter((id) => id !== actorId);
};

export const newTicket = async (
  deps: NoticeDeps,
  db: Db,
  ticket: Ticket,
  input: { raisedBy: string; issueType: string; description: string },
) =>
  record(deps, db, {
    userIds: await helpdeskSide(db, deps.tenant.id, ticket, ticket.raisedByUserId),
    kind: 'ticket_reply',
    ticket,
    title: `New ticket #${ticket.number} from ${input.raisedBy}: ${ticket.subject}`,
    lines: [`${input.raisedBy} raised a ticket (${input.issueType}):`, '', input.description],
    url: consoleUrl(ticket.uuid),
    email: true,
  });

/** A message in the thread, told to the other side (an internal note: to the assignee alone, in the app). */
export const newMessage = async (
  deps: NoticeDeps,
  db: Db,
  ticket: Ticket,
  input: { authorId: string; authorName: string; body: string; fromHelpdesk: boolean; internal: boolean },
) => {
  if (input.internal) {
    const to = ticket.assigneeUserId && ticket.assigneeUserId !== input.authorId ? [ticket.assigneeUserId] : [];
    return record(deps, db, {
      userIds: to,
      kind: 'ticket_reply',
      ticket,
      title: `${input.authorName} added a note to #${ticket.number}`,
      lines: [],
      url: consoleUrl(ticket.uuid),
      email: false,
    });
  }
  const lines = [`${input.authorName} wrote on ticket #${ticket.number} "${ticket.subject}":`, '', input.body];
  if (input.fromHelpdesk) {
    return record(deps, db, {
      userIds: ticket.raisedByUserId === input.authorId ? [] : [ticket.raisedByUserId],
      kind: 'ticket_reply',
      ticket,
      title: `${input.authorName} answered your ticket #${ticket.number}`,
      lines,
      url: memberUrl(ticket.uuid),
      email: true,
    });
  }
  return record(deps, db, {
    userIds: await helpdeskSide(db, deps.tenant.id, ticket, input.authorId),
    kind: 'ticket_reply',
    ticket,
    title: `${input.authorName} replied on #${ticket.number}: ${ticket.subject}`,
    lines,
    url: consoleUrl(ticket.uuid),
    email: true,
  });
};

/** A move of the ticket's status, told to the other side. */
export const statusChanged = async (
  deps: NoticeDeps,
  db: Db,
  ticket: Ticket,
  input: { actorId: string; actorName: string; status: TicketStatus; byHelpdesk: boolean },
) => {
  const label = ticketStatusLabels[input.status].toLowerCase();
  if (input.byHelpdesk) {
    return record(deps, db, {
      userIds: ticket.raisedByUserId === input.actorId ? [] : [ticket.raisedByUserId],
      kind: 'ticket_status',
      ticket,
      title: `Your ticket #${ticket.number} is ${label}`,
      lines: [
        `${input.actorName} marked your ticket #${ticket.number} "${ticket.subject}" as ${label}.`,
        ...(input.status === 'resolved' || input.status === 'closed'
          ? ['', 'Tell us how we did: you can rate the help on the ticket’s page.']
          : []),
      ],
      url: memberUrl(ticket.uuid),
      email: true,
    });
  }
  return record(deps, db, {
    userIds: await helpdeskSide(db, deps.tenant.id, ticket, input.actorId),
    kind: 'ticket_status',
    ticket,
    title: `${input.actorName} ${input.status === 'reopened' ? 'reopened' : `marked as ${label}`} #${ticket.number}`,
    lines: [`${input.actorName} marked ticket #${ticket.number} "${ticket.subject}" as ${label}.`],
    url: consoleUrl(ticket.uuid),
    email: input.status === 'reopened',
  });
};
