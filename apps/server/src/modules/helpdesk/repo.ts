import type { TicketStatus } from '@ventura/shared';
import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  inArray,
  isNotNull,
  isNull,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/index.ts';
import { containsPattern } from '../../platform/db/like.ts';
import { activeOperators } from '../../platform/identity/index.ts';
import { users } from '../../platform/identity/tables.ts';
import { ticketFiles, ticketIssueTypes, ticketMessages, tickets } from './tables.ts';

/* The helpdesk's queries: every one takes the tenant first and puts it in the WHERE. */

// ---- Issue types ----

export type IssueTypeRow = typeof ticketIssueTypes.$inferSelect;

const typeOrder = [asc(ticketIssueTypes.sortOrder), asc(ticketIssueTypes.name)];

/** The types a member may choose: not retired, in the console's order. */
export const activeIssueTypes = (db: Db, tenantId: string) =>
  db
    .select({ id: ticketIssueTypes.id, name: ticketIssueTypes.name })
    .from(ticketIssueTypes)
    .where(and(eq(ticketIssueTypes.tenantId, tenantId), isNull(ticketIssueTypes.retiredAt)))
    .orderBy(...typeOrder)
    .limit(200);

/** Every type, retired ones too, with how many tickets are of each. */
export const allIssueTypes = (db: Db, tenantId: string) =>
  db
    .select({
      ...getTableColumns(ticketIssueTypes),
      // Spelled out: inside a single-table select Drizzle leaves column names unqualified, so both sides would
      // name the subquery's own table.
      tickets: sql<number>`(select count(*)::int from tickets t where t.tenant_id = ticket_issue_types.tenant_id and t.issue_type_id = ticket_issue_types.id)`,
    })
    .from(ticketIssueTypes)
    .where(eq(ticketIssueTypes.tenantId, tenantId))
    .orderBy(...typeOrder)
    .limit(500);

export const findIssueType = async (db: Db, tenantId: string, id: number) => {
  const [row] = await db
    .select()
    .from(ticketIssueTypes)
    .where(and(eq(ticketIssueTypes.tenantId, tenantId), eq(ticketIssueTypes.id, id)));
  return row;
};

/** Stores a type; undefined when the tenant has one of that name already (any case). */
export const insertIssueType = async (db: Db, row: typeof ticketIssueTypes.$inferInsert) => {
  const [stored] = await db
    .insert(ticketIssueTypes)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: ticketIssueTypes.id });
  return stored;
};

export const updateIssueType = async (
  db: Db,
  tenantId: string,
  id: number,
  patch: Partial<typeof ticketIssueTypes.$inferInsert>,
) => {
  const [stored] = await db
    .update(ticketIssueTypes)
    .set(patch)
    .where(and(eq(ticketIssueTypes.tenantId, tenantId), eq(ticketIssueTypes.id, id)))
    .returning({ id: ticketIssueTypes.id });
  return stored;
};

/** Deletes a type no ticket is of; answers whether it did. */
export const deleteUnusedIssueType = async (db: Db, tenantId: string, id: number) => {
  const deleted = await db
    .delete(ticketIssueTypes)
    .where(
      and(
        eq(ticketIssueTypes.tenantId, tenantId),
        eq(ticketIssueTypes.id, id),
        sql`not exists (select 1 from ${tickets} where ${tickets.tenantId} = ${tenantId} and ${tickets.issueTypeId} = ${id})`,
      ),
    )
    .returning({ id: ticketIssueTypes.id });
  return deleted.length > 0;
};

// ---- Tickets ----

const raiser = alias(users, 'raiser');
const assignee = alias(users, 'assignee');

const ticketColumns = {
  ...getTableColumns(tickets),
  issueType: ticketIssueTypes.name,
  raisedBy: raiser.name,
  raiserEmail: raiser.email,
  assigneeName: assignee.name,
};

const withNames = (db: Db) =>
  db
    .select(ticketColumns)
    .from(tickets)
    .innerJoin(
      ticketIssueTypes,
      and(eq(ticketIssueTypes.tenantId, tickets.tenantId), eq(ticketIssueTypes.id, tickets.issueTypeId)),
    )
    .innerJoin(raiser, and(eq(raiser.tenantId, tickets.tenantId), eq(raiser.id, tickets.raisedByUserId)))
    .leftJoin(assignee, and(eq(assignee.tenantId, tickets.tenantId), eq(assignee.id, tickets.assigneeUserId)));

export type TicketRow = Awaited<ReturnType<ReturnType<typeof withNames>['execute']>>[number];

export const findTicket = async (db: Db, tenantId: string, uuid: string): Promise<TicketRow | undefined> => {
  const [row] = await withNames(db).where(and(eq(tickets.tenantId, tenantId), eq(tickets.uuid, uuid)));
  return row;
};

export const findTicketByReplyToken = async (db: Db, tenantId: string, token: string) => {
  const [row] = await withNames(db).where(and(eq(tickets.tenantId, tenantId), eq(tickets.replyToken, token)));
  return row;
};

/**
 * Stores a ticket numbered one past the tenant's highest (1001 for the first). Two at once may pick the same
 * number: the loser's insert fails on tickets_number_key and the service tries again.
 */
export const insertTicket = async (db: Db, row: Omit<typeof tickets.$inferInsert, 'number'>) => {
  const [stored] = await db
    .insert(tickets)
    .values({
      ...row,
      number: sql`(select coalesce(max(${tickets.number}), 1000) + 1 from ${tickets} where ${tickets.tenantId} = ${row.tenantId})`,
    })
    .returning({ id: tickets.id, uuid: tickets.uuid, number: tickets.number });
  if (!stored) throw new Error('The ticket was not stored');
  return stored;
};

export const updateTicket = (db: Db, tenantId: string, id: number, patch: Partial<typeof tickets.$inferInsert>) =>
  db
    .update(tickets)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(and(eq(tickets.tenantId, tenantId), eq(tickets.id, id)));

/**
 * Sets a ticket's status only if it is still the one the caller saw, so two people moving it at once cannot
 * both win; answers whether it changed.
 */
export const moveTicket = async (
  db: Db,
  tenantId: string,
  id: number,
  from: TicketStatus,
  patch: Partial<typeof tickets.$inferInsert>,
) => {
  const moved = await db
    .update(tickets)
    .set({ ...patch, updatedAt: sql`now()`, lastActivityAt: sql`now()` })
    .where(and(eq(tickets.tenantId, tenantId), eq(tickets.id, id), eq(tickets.status, from)))
    .returning({ id: tickets.id });
  return moved.length > 0;
};

/** A page of tickets matching `where`, most recently active first, one row past the page. */
const page = (db: Db, where: SQL | undefined, window: { limit: number; offset: number }) => ({
  rows: withNames(db)
    .where(where)
    .orderBy(desc(tickets.lastActivityAt), desc(tickets.id))
    .limit(window.limit + 1)
    .offset(window.offset),
  matching: db.select({ id: tickets.id }).from(tickets).where(where),
});

export const memberTickets = (
  db: Db,
  tenantId: string,
  userId: string,
  filter: { status?: TicketStatus | undefined },
  window: { limit: number; offset: number },
) =>
  page(
    db,
    and(
      eq(tickets.tenantId, tenantId),
      eq(tickets.raisedByUserId, userId),
      filter.status ? eq(tickets.status, filter.status) : undefined,
    ),
    window,
  );

export type QueueFilter = {
  statuses: readonly TicketStatus[] | null;
  issueTypeId: number | undefined;
  assignee: 'anyone' | 'me' | 'unassigned';
  me: string;
  q: string | undefined;
};

/** Subject words or a ticket number ("1042", "#1042"). */
const matchesSearch = (q: string) => {
  const number = /^#?(\d{1,9})$/.exec(q)?.[1];
  return number
    ? sql`(${tickets.number} = ${Number(number)} or ${tickets.subject} ilike ${containsPattern(q)})`
    : sql`${tickets.subject} ilike ${containsPattern(q)}`;
};

export const queue = (db: Db, tenantId: string, filter: QueueFilter, window: { limit: number; offset: number }) =>
  page(
    db,
    and(
      eq(tickets.tenantId, tenantId),
      filter.statuses ? inArray(tickets.status, [...filter.statuses]) : undefined,
      filter.issueTypeId ? eq(tickets.issueTypeId, filter.issueTypeId) : undefined,
      filter.assignee === 'me' ? eq(tickets.assigneeUserId, filter.me) : undefined,
      filter.assignee === 'unassigned' ? isNull(tickets.assigneeUserId) : undefined,
      filter.q ? matchesSearch(filter.q) : undefined,
    ),
    window,
  );

const secondsBetween = (from: SQLWrapper, to: SQLWrapper) => sql`extract(epoch from (${to} - ${from}))`;

/**
 * The last `days` of the helpdesk: the median time to a first answer and to resolution of tickets raised in
 * them, and the ratings given; and how many tickets are in each status now.
 */
export const stats = async (db: Db, tenantId: string, days: number) => {
  const since = sql`now() - make_interval(days => ${days})`;
  const [times] = await db
    .select({
      firstAnswer: sql<
        number | null
      >`percentile_cont(0.5) within group (order by ${secondsBetween(tickets.createdAt, tickets.firstAnsweredAt)}) filter (where ${isNotNull(tickets.firstAnsweredAt)})`,
      resolve: sql<
        number | null
      >`percentile_cont(0.5) within group (order by ${secondsBetween(tickets.createdAt, tickets.resolvedAt)}) filter (where ${isNotNull(tickets.resolvedAt)})`,
      averageRating: sql<number | null>`avg(${tickets.rating})::float8`,
      ratings: sql<number>`count(${tickets.rating})::int`,
    })
    .from(tickets)
    .where(and(eq(tickets.tenantId, tenantId), sql`${tickets.createdAt} >= ${since}`));
  const byStatus = await db
    .select({ status: tickets.status, count: sql<number>`count(*)::int` })
    .from(tickets)
    .where(eq(tickets.tenantId, tenantId))
    .groupBy(tickets.status);
  return { times, byStatus };
};

// ---- Messages and files ----

export const insertMessage = async (db: Db, row: typeof ticketMessages.$inferInsert) => {
  const [stored] = await db.insert(ticketMessages).values(row).returning();
  if (!stored) throw new Error('The message was not stored');
  return stored;
};

export const findMessage = async (db: Db, tenantId: string, ticketId: number, id: number) => {
  const [row] = await db
    .select()
    .from(ticketMessages)
    .where(
      and(eq(ticketMessages.tenantId, tenantId), eq(ticketMessages.ticketId, ticketId), eq(ticketMessages.id, id)),
    );
  return row;
};

/** A ticket's thread, oldest first, with each author's name and role; internal notes only when asked. */
export const thread = (db: Db, tenantId: string, ticketId: number, withInternal: boolean) =>
  db
    .select({
      ...getTableColumns(ticketMessages),
      authorName: users.name,
      authorRole: users.role,
    })
    .from(ticketMessages)
    .leftJoin(users, and(eq(users.tenantId, ticketMessages.tenantId), eq(users.id, ticketMessages.authorUserId)))
    .where(
      and(
        eq(ticketMessages.tenantId, tenantId),
        eq(ticketMessages.ticketId, ticketId),
        withInternal ? undefined : eq(ticketMessages.internal, false),
      ),
    )
    .orderBy(asc(ticketMessages.id))
    .limit(1000);

export type FileRow = typeof ticketFiles.$inferSelect;

export const filesOf = (db: Db, tenantId: string, ticketId: number) =>
  db
    .select()
    .from(ticketFiles)
    .where(and(eq(ticketFiles.tenantId, tenantId), eq(ticketFiles.ticketId, ticketId)))
    .orderBy(asc(ticketFiles.id));

export const countFiles = async (db: Db, tenantId: string, ticketId: number) => {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(ticketFiles)
    .where(and(eq(ticketFiles.tenantId, tenantId), eq(ticketFiles.ticketId, ticketId)));
  return row?.n ?? 0;
};

export const insertFile = async (db: Db, row: typeof ticketFiles.$inferInsert) => {
  const [stored] = await db.insert(ticketFiles).values(row).returning();
  if (!stored) throw new Error('The file was not stored');
  return stored;
};

/** A file with what deciding who may read it needs: its ticket's member and whether its message is internal. */
export const findFile = async (db: Db, tenantId: string, uuid: string) => {
  const [row] = await db
    .select({
      ...getTableColumns(ticketFiles),
      raisedByUserId: tickets.raisedByUserId,
      internal: sql<boolean>`coalesce(${ticketMessages.internal}, false)`,
    })
    .from(ticketFiles)
    .innerJoin(tickets, and(eq(tickets.tenantId, ticketFiles.tenantId), eq(tickets.id, ticketFiles.ticketId)))
    .leftJoin(
      ticketMessages,
      and(eq(ticketMessages.tenantId, ticketFiles.tenantId), eq(ticketMessages.id, ticketFiles.messageId)),
    )
    .where(and(eq(ticketFiles.tenantId, tenantId), eq(ticketFiles.uuid, uuid)));
  return row;
};

// ---- People ----

/** The tenant's active operators: who hears of new tickets, and whom a ticket may be assigned to. */
export const operators = activeOperators;

export const userByEmail = async (db: Db, tenantId: string, email: string) => {
  const [row] = await db
    .select({ id: users.id, name: users.name, role: users.role, status: users.status })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), sql`lower(${users.email}) = ${email.toLowerCase()}`));
  return row;
};
