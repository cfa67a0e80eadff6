import {
  type AdminTicketIssueType,
  activeTicketStatuses,
  type TicketIssueTypeChange,
  type TicketIssueTypeFields,
  type TicketQueueFilter,
  type TicketStats,
  type TicketStatus,
  ticketStatuses,
} from '@ventura/shared';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import { countedPage, pageAnswer, pageWindow } from '../../platform/db/paging.ts';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors.ts';
import { presentSummary } from './present.ts';
import * as repo from './repo.ts';
import { detail, type Helpdesk, visibleTicket } from './service.ts';

/* The console's helpdesk: the issue types, the queue, assignment and the figures. Operators only. */

const assertOperator = (h: Helpdesk) => {
  if (!h.caller.operator) throw forbidden('The helpdesk is worked by the tenant’s operators');
};

const issueTypeNotFound = 'Issue type not found';
const nameTaken = 'There is an issue type of that name already';

const presentType = (row: repo.IssueTypeRow & { tickets: number }): AdminTicketIssueType => ({
  id: row.id,
  name: row.name,
  sortOrder: row.sortOrder,
  retired: row.retiredAt !== null,
  tickets: row.tickets,
});

export const issueTypes = async (h: Helpdesk) => {
  assertOperator(h);
  return (await repo.allIssueTypes(h.db, h.tenant.id)).map(presentType);
};

const adminType = async (h: Helpdesk, id: number) => {
  const found = (await repo.allIssueTypes(h.db, h.tenant.id)).find((row) => row.id === id);
  if (!found) throw notFound(issueTypeNotFound);
  return presentType(found);
};

export const addIssueType = async (h: Helpdesk, input: TicketIssueTypeFields) => {
  assertOperator(h);
  const stored = await repo.insertIssueType(h.db, { tenantId: h.tenant.id, ...input });
  if (!stored) throw conflict(nameTaken);
  return adminType(h, stored.id);
};

export const changeIssueType = async (h: Helpdesk, id: number, input: TicketIssueTypeChange) => {
  assertOperator(h);
  const { retired, ...fields } = input;
  const patch = { ...fields, ...(retired === undefined ? {} : { retiredAt: retired ? new Date() : null }) };
  try {
    if (!(await repo.updateIssueType(h.db, h.tenant.id, id, patch))) throw notFound(issueTypeNotFound);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(nameTaken);
    throw error;
  }
  return adminType(h, id);
};

/** DELETE admin/ticket-issue-types/{id}: deleted while no ticket is of it; retired otherwise (tickets keep it). */
export const removeIssueType = async (h: Helpdesk, id: number) => {
  assertOperator(h);
  if (!(await repo.findIssueType(h.db, h.tenant.id, id))) throw notFound(issueTypeNotFound);
  if (await repo.deleteUnusedIssueType(h.db, h.tenant.id, id)) return { removed: 'deleted' as const };
  await repo.updateIssueType(h.db, h.tenant.id, id, { retiredAt: new Date() });
  return { removed: 'retired' as const };
};

const statusesOf = (status: TicketQueueFilter['status']) => {
  if (status === 'all') return null;
  if (status === 'active') return activeTicketStatuses;
  return [status];
};

/** GET admin/tickets: the queue, filtered, most recently active first, each row with its times. */
export const queue = async (h: Helpdesk, query: TicketQueueFilter) => {
  assertOperator(h);
  const window = pageWindow(query);
  const { rows, matching } = repo.queue(
    h.db,
    h.tenant.id,
    {
      statuses: statusesOf(query.status),
      issueTypeId: query.issueTypeId,
      assignee: query.assignee,
      me: h.caller.userId,
      q: query.q || undefined,
    },
    window,
  );
  const counted = await countedPage(h.db, await rows, window, matching);
  const now = new Date();
  return pageAnswer(
    counted.rows.map((row) => presentSummary(row, now)),
    counted.total,
    query,
  );
};

/** PATCH admin/tickets/{uuid}: assigns the ticket to an operator of the tenant, or to nobody. */
export const assign = async (h: Helpdesk, uuid: string, assigneeId: string | null) => {
  assertOperator(h);
  const row = await visibleTicket(h, uuid);
  if (assigneeId !== null && !(await repo.operators(h.db, h.tenant.id)).some((o) => o.id === assigneeId)) {
    throw badRequest('Choose an operator of the helpdesk', ['body.assigneeId: Choose an operator of the helpdesk']);
  }
  await repo.updateTicket(h.db, h.tenant.id, row.id, { assigneeUserId: assigneeId });
  return detail(h, uuid);
};

/** GET admin/tickets/operators: whom a ticket may be assigned to. */
export const operators = async (h: Helpdesk) => {
  assertOperator(h);
  return (await repo.operators(h.db, h.tenant.id)).map(({ id, name }) => ({ id, name }));
};

const statsDays = 30;

/** GET admin/tickets/stats. */
export const stats = async (h: Helpdesk): Promise<TicketStats> => {
  assertOperator(h);
  const { times, byStatus } = await repo.stats(h.db, h.tenant.id, statsDays);
  const openByStatus = Object.fromEntries(ticketStatuses.map((status) => [status, 0])) as Record<TicketStatus, number>;
  for (const row of byStatus) {
    if ((ticketStatuses as readonly string[]).includes(row.status))
      openByStatus[row.status as TicketStatus] = row.count;
  }
  const number = (value: unknown) => (value === null || value === undefined ? null : Number(value));
  return {
    openByStatus,
    medianFirstAnswerSeconds: number(times?.firstAnswer),
    medianResolveSeconds: number(times?.resolve),
    averageRating: number(times?.averageRating),
    ratings: times?.ratings ?? 0,
    days: statsDays,
  };
};
