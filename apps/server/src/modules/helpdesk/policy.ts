import { activeTicketStatuses, helpdeskLimits, type TicketStatus } from '@ventura/shared';
import type { AuthContext } from '../../platform/identity/caller.ts';
import { accountPolicy } from '../../platform/identity/policy.ts';

/*
 * Who may do what with a ticket, as pure functions of the caller, the ticket and the time. The workflow:
 *   open / reopened → in_progress ⇄ waiting_on_member → resolved → closed   (operators)
 *   any but closed → closed; resolved or closed → reopened within the window  (the member)
 */

export type Caller = { userId: string; operator: boolean };
export type TicketFacts = {
  status: TicketStatus;
  raisedByUserId: string;
  resolvedAt: Date | null;
  closedAt: Date | null;
  rating: number | null;
};

export const callerOf = (auth: AuthContext): Caller => ({
  userId: auth.user.id,
  operator: accountPolicy.useConsole(auth),
});

const dayMs = 24 * 60 * 60 * 1000;
const isActive = (status: TicketStatus) => activeTicketStatuses.includes(status);
const isRaiser = (c: Caller, t: TicketFacts) => t.raisedByUserId === c.userId;

/** Where an operator may move a ticket from each status. */
const operatorMoves: Record<TicketStatus, readonly TicketStatus[]> = {
  open: ['in_progress', 'waiting_on_member', 'resolved', 'closed'],
  reopened: ['in_progress', 'waiting_on_member', 'resolved', 'closed'],
  in_progress: ['waiting_on_member', 'resolved', 'closed'],
  waiting_on_member: ['in_progress', 'resolved', 'closed'],
  resolved: ['in_progress', 'closed'],
  closed: [],
};

/** Until when the member may reopen a resolved or closed ticket; null in any other status. */
export const reopenUntil = (t: TicketFacts): Date | null => {
  const since = t.status === 'closed' ? t.closedAt : t.status === 'resolved' ? t.resolvedAt : null;
  return since ? new Date(since.getTime() + helpdeskLimits.reopenWindowDays * dayMs) : null;
};

const mayReopen = (t: TicketFacts, now: Date) => {
  const until = reopenUntil(t);
  return until !== null && now < until;
};

const memberMoves = (t: TicketFacts, now: Date): TicketStatus[] => [
  ...(t.status !== 'closed' ? (['closed'] as const) : []),
  ...(mayReopen(t, now) ? (['reopened'] as const) : []),
];

export const ticketPolicy = {
  view: (c: Caller, t: TicketFacts) => c.operator || isRaiser(c, t),
  /** The statuses the caller may move the ticket to now. */
  moves: (c: Caller, t: TicketFacts, now = new Date()): TicketStatus[] => {
    const moves = new Set<TicketStatus>(c.operator ? operatorMoves[t.status] : []);
    if (isRaiser(c, t)) for (const status of memberMoves(t, now)) moves.add(status);
    return [...moves];
  },
  /**
   * A member writes while the ticket needs work, or on a resolved one they may still reopen (their reply
   * reopens it); operators while it is not closed.
   */
  reply: (c: Caller, t: TicketFacts, now = new Date()) =>
    (c.operator && t.status !== 'closed') ||
    (isRaiser(c, t) && (isActive(t.status) || (t.status === 'resolved' && mayReopen(t, now)))),
  addNote: (c: Caller, t: TicketFacts) => c.operator && t.status !== 'closed',
  attach: (c: Caller, t: TicketFacts) => ticketPolicy.view(c, t) && t.status !== 'closed',
  rate: (c: Caller, t: TicketFacts) =>
    isRaiser(c, t) && (t.status === 'resolved' || t.status === 'closed') && t.rating === null,
  assign: (c: Caller) => c.operator,
  /** A file: operators read every one; the member those not on an internal note. */
  readFile: (c: Caller, f: { raisedByUserId: string; internal: boolean }) =>
    c.operator || (f.raisedByUserId === c.userId && !f.internal),
};
