import { randomBytes } from 'node:crypto';
import {
  documentKindInfo,
  helpdeskLimits,
  type MyTicketsQuery,
  type NewTicket,
  type NewTicketMessage,
  type Ticket,
  type TicketIssueType,
  type TicketStatus,
  ticketStatusLabels,
} from '@ventura/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import type { Db } from '../../platform/db/index.ts';
import { countedPage, pageAnswer, pageWindow } from '../../platform/db/paging.ts';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors.ts';
import { documentKindOf } from '../../platform/files/kinds.ts';
import type { Delivery } from '../../platform/notify/notifier.ts';
import { type Member, memberOf } from '../../platform/request-context.ts';
import { newFileId } from '../../platform/storage/index.ts';
import { assertSafeKey } from '../../platform/storage/keys.ts';
import { countUpload } from '../uploads/index.ts';
import * as notices from './notices.ts';
import { type Caller, callerOf, ticketPolicy } from './policy.ts';
import { facts, presentFile, presentSummary, presentTicket } from './present.ts';
import * as repo from './repo.ts';

/** A signed-in request as the helpdesk sees it: the caller's side, and where email replies may go. */
export type Helpdesk = Member & { caller: Caller; replyDomain: string | null };

export const helpdeskOf = (app: FastifyInstance, req: FastifyRequest): Helpdesk => {
  const m = memberOf(app, req);
  const { inboundSecret, replyDomain } = app.config.helpdesk;
  return { ...m, caller: callerOf(m.auth), replyDomain: inboundSecret ? replyDomain : null };
};

const ticketNotFound = 'Ticket not found';

const publish = (m: Pick<Member, 'notifier'>, deliveries: Array<Delivery | null>) => {
  for (const delivery of deliveries) if (delivery) m.notifier.publish(delivery);
};

/** GET ticket-issue-types: what a member may raise a ticket about. */
export const issueTypes = (m: Member): Promise<TicketIssueType[]> => repo.activeIssueTypes(m.db, m.tenant.id);

/** A ticket the caller may see (the member who raised it, operators), or 404: others' tickets are not there. */
export const visibleTicket = async (h: Helpdesk, uuid: string, db: Db = h.db) => {
  const row = await repo.findTicket(db, h.tenant.id, uuid);
  if (!row || !ticketPolicy.view(h.caller, facts(row))) throw notFound(ticketNotFound);
  return row;
};

/** GET tickets/{uuid}: the ticket and its thread as the caller may read it. */
export const detail = async (h: Helpdesk, uuid: string): Promise<Ticket> => {
  const row = await visibleTicket(h, uuid);
  const [messages, files] = await Promise.all([
    repo.thread(h.db, h.tenant.id, row.id, h.caller.operator),
    repo.filesOf(h.db, h.tenant.id, row.id),
  ]);
  return presentTicket(row, h.caller, { messages, files });
};

/** GET tickets: the caller's own tickets, most recently active first. */
export const mine = async (h: Helpdesk, query: MyTicketsQuery) => {
  const window = pageWindow(query);
  const { rows, matching } = repo.memberTickets(h.db, h.tenant.id, h.caller.userId, query, window);
  const counted = await countedPage(h.db, await rows, window, matching);
  const now = new Date();
  return pageAnswer(
    counted.rows.map((row) => presentSummary(row, now)),
    counted.total,
    query,
  );
};

/**
 * POST tickets: a new ticket of an issue type the tenant offers, numbered from 1001; the helpdesk hears of
 * it. Two tickets raised at once may reach for the same number: the second tries again.
 */
export const raise = async (h: Helpdesk, input: NewTicket): Promise<Ticket> => {
  const type = await repo.findIssueType(h.db, h.tenant.id, input.issueTypeId);
  if (!type || type.retiredAt) {
    throw badRequest('Choose an issue type', ['body.issueTypeId: Choose one of the issue types offered']);
  }
  for (let attempt = 1; ; attempt++) {
    try {
      const { uuid, delivery } = await h.db.transaction(async (tx) => {
        const stored = await repo.insertTicket(tx, {
          tenantId: h.tenant.id,
          raisedByUserId: h.auth.user.id,
          profileId: h.auth.profile.id,
          issueTypeId: type.id,
          subject: input.subject,
          description: input.description,
          replyToken: randomBytes(12).toString('hex'),
        });
        const row = await repo.findTicket(tx, h.tenant.id, stored.uuid);
        if (!row) throw new Error('The ticket just stored was not found');
        const delivery = await notices.newTicket(h, tx, row, {
          raisedBy: h.auth.user.name,
          issueType: type.name,
          description: input.description,
        });
        return { uuid: stored.uuid, delivery };
      });
      publish(h, [delivery]);
      return detail(h, uuid);
    } catch (error) {
      if (attempt < 3 && isUniqueViolation(error)) continue;
      throw error;
    }
  }
};

/** The ticket's changes when someone writes in its thread: the workflow moves it along by itself. */
const afterMessage = (row: repo.TicketRow, fromHelpdesk: boolean, internal: boolean, now: Date) => {
  if (internal) return {};
  if (fromHelpdesk) {
    return {
      firstAnsweredAt: row.firstAnsweredAt ?? now,
      ...(row.status === 'open' || row.status === 'reopened' ? { status: 'in_progress' } : {}),
    };
  }
  if (row.status === 'waiting_on_member') return { status: 'in_progress' };
  // A member's reply on a resolved ticket (while they may still reopen it) reopens it.
  if (row.status === 'resolved') {
    return { status: 'reopened', resolvedAt: null, closedAt: null, reopenedCount: row.reopenedCount + 1 };
  }
  return {};
};

/**
 * A message in the ticket's thread by the caller (from the web, or by email through the inbound route).
 * Operators answer (the first answer is timed) or keep an internal note; the member answers the helpdesk.
 */
export const addMessage = async (
  h: Pick<Helpdesk, 'db' | 'tenant' | 'notifier' | 'origin' | 'replyDomain' | 'caller'> & { authorName: string },
  row: repo.TicketRow,
  input: { body: string; internal: boolean; via: 'web' | 'email' },
) => {
  const t = facts(row);
  if (input.internal && !h.caller.operator) throw forbidden('Only the helpdesk keeps internal notes');
  const allowed = input.internal ? ticketPolicy.addNote(h.caller, t) : ticketPolicy.reply(h.caller, t);
  if (!allowed) {
    throw conflict(
      row.status === 'closed'
        ? 'This ticket is closed: reopen it to write again'
        : 'This ticket was resolved too long ago to reopen: raise a new ticket',
    );
  }
  const fromHelpdesk = h.caller.operator && row.raisedByUserId !== h.caller.userId;
  const now = new Date();
  const { message, delivery } = await h.db.transaction(async (tx) => {
    const message = await repo.insertMessage(tx, {
      tenantId: h.tenant.id,
      ticketId: row.id,
      authorUserId: h.caller.userId,
      body: input.body,
      internal: input.internal,
      via: input.via,
    });
    await repo.updateTicket(tx, h.tenant.id, row.id, {
      ...afterMessage(row, fromHelpdesk, input.internal, now),
      lastActivityAt: now,
    });
    const delivery = await notices.newMessage(h, tx, row, {
      authorId: h.caller.userId,
      authorName: h.authorName,
      body: input.body,
      fromHelpdesk,
      internal: input.internal,
    });
    return { message, delivery };
  });
  publish(h, [delivery]);
  return message;
};

/** POST tickets/{uuid}/messages. */
export const reply = async (h: Helpdesk, uuid: string, input: NewTicketMessage & { internal: boolean }) => {
  const row = await visibleTicket(h, uuid);
  await addMessage({ ...h, authorName: h.auth.user.name }, row, { ...input, via: 'web' });
  return detail(h, uuid);
};

/** What else changes when a ticket moves to a status. */
const statusPatch = (row: repo.TicketRow, to: TicketStatus, now: Date) => {
  switch (to) {
    case 'resolved':
      return { resolvedAt: now };
    case 'closed':
      // Closed without being resolved first (the member withdrew it, the helpdesk closed it): it ended now.
      return { closedAt: now, resolvedAt: row.resolvedAt ?? now };
    case 'reopened':
      return { resolvedAt: null, closedAt: null, reopenedCount: row.reopenedCount + 1 };
    case 'in_progress':
      return row.status === 'resolved' ? { resolvedAt: null } : {};
    default:
      return {};
  }
};

/**
 * POST tickets/{uuid}/status: a move the workflow allows the caller now (ticketPolicy.moves), or 409 naming
 * the move; the other side hears of it.
 */
export const setStatus = async (h: Helpdesk, uuid: string, to: TicketStatus) => {
  const row = await visibleTicket(h, uuid);
  const from = facts(row).status;
  if (!ticketPolicy.moves(h.caller, facts(row)).includes(to)) {
    const why =
      to === 'reopened' && (from === 'resolved' || from === 'closed') && row.raisedByUserId === h.caller.userId
        ? `A ticket can be reopened within ${helpdeskLimits.reopenWindowDays} days of being ${ticketStatusLabels[from].toLowerCase()}: raise a new ticket`
        : `A ticket that is ${ticketStatusLabels[from].toLowerCase()} cannot be moved to ${ticketStatusLabels[to].toLowerCase()}`;
    throw conflict(why);
  }
  const now = new Date();
  const delivery = await h.db.transaction(async (tx) => {
    const moved = await repo.moveTicket(tx, h.tenant.id, row.id, from, { status: to, ...statusPatch(row, to, now) });
    if (!moved) throw conflict('The ticket changed meanwhile: look at it again');
    return notices.statusChanged(h, tx, row, {
      actorId: h.caller.userId,
      actorName: h.auth.user.name,
      status: to,
      byHelpdesk: h.caller.operator && row.raisedByUserId !== h.caller.userId,
    });
  });
  publish(h, [delivery]);
  return detail(h, uuid);
};

/** POST tickets/{uuid}/rating: the member's rating of the help, once the ticket is resolved or closed. */
export const rate = async (h: Helpdesk, uuid: string, input: { rating: number; comment: string }) => {
  const row = await visibleTicket(h, uuid);
  if (row.raisedByUserId !== h.caller.userId) throw forbidden('Only the member who raised the ticket rates it');
  if (!ticketPolicy.rate(h.caller, facts(row))) {
    throw conflict(
      row.rating !== null
        ? 'You have rated this ticket already'
        : 'A ticket can be rated once it is resolved or closed',
    );
  }
  await repo.updateTicket(h.db, h.tenant.id, row.id, { rating: input.rating, ratingComment: input.comment || null });
  return detail(h, uuid);
};

/**
 * POST tickets/{uuid}/files: one file (documents and PNG/JPEG, told by their bytes) on the ticket itself (its
 * member) or on a message (its author), at most helpdeskLimits.filesPerTicket per ticket.
 */
export const attach = async (
  h: Helpdesk,
  uuid: string,
  input: { bytes: Buffer; fileName: string; messageId?: number | undefined },
) => {
  const row = await visibleTicket(h, uuid);
  if (!ticketPolicy.attach(h.caller, facts(row))) throw conflict('This ticket is closed: reopen it to add files');
  if (input.messageId === undefined) {
    if (row.raisedByUserId !== h.caller.userId) {
      throw forbidden('Files of the ticket itself are its member’s: attach yours to a message');
    }
  } else {
    const message = await repo.findMessage(h.db, h.tenant.id, row.id, input.messageId);
    if (!message) throw notFound('Message not found');
    if (message.authorUserId !== h.caller.userId) throw forbidden('Files go on your own messages');
  }
  if ((await repo.countFiles(h.db, h.tenant.id, row.id)) >= helpdeskLimits.filesPerTicket) {
    throw conflict(`A ticket holds at most ${helpdeskLimits.filesPerTicket} files`);
  }
  const kind = await documentKindOf(input.bytes);
  await countUpload(h.db, h.tenant.id, h.caller.userId);
  const key = assertSafeKey(`${h.tenant.id}/ticket-files/${newFileId()}.${kind}`);
  await h.storage.put(key, input.bytes, documentKindInfo[kind].contentType);
  const stored = await h.db.transaction(async (tx) => {
    const file = await repo.insertFile(tx, {
      tenantId: h.tenant.id,
      ticketId: row.id,
      messageId: input.messageId ?? null,
      storageKey: key,
      fileName: input.fileName,
      kind,
      size: input.bytes.length,
    });
    await repo.updateTicket(tx, h.tenant.id, row.id, { lastActivityAt: new Date() });
    return file;
  });
  return presentFile(stored);
};

/** GET tickets/files/{uuid}: a file for whoever may read it (operators; the member, but not of a note). */
export const openFile = async (h: Helpdesk, uuid: string) => {
  const row = await repo.findFile(h.db, h.tenant.id, uuid);
  const file = row && ticketPolicy.readFile(h.caller, row) ? await h.storage.get(row.storageKey) : null;
  if (!row || !file) throw notFound('File not found');
  return { file, row };
};
