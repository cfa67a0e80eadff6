import type { PageRequest, PortfolioStatus } from '@ventura/shared';
import { and, count, desc, eq, gt, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { sha256 } from '../../platform/auth/tokens.ts';
import type { Db } from '../../platform/db/index.ts';
import { containsPattern } from '../../platform/db/like.ts';
import { offsetOf } from '../../platform/db/paging.ts';
import { profiles, users } from '../../platform/identity/index.ts';
import { portfolioEntries } from './tables.ts';

export type PortfolioEntryRow = typeof portfolioEntries.$inferSelect;
export type NewPortfolioEntry = typeof portfolioEntries.$inferInsert;
export type StartupCard = Pick<typeof profiles.$inferSelect, 'uuid' | 'organizationName' | 'approvalStatus'>;

const ofPortfolio = (tenantId: string, partnerProfileId: number) =>
  and(eq(portfolioEntries.tenantId, tenantId), eq(portfolioEntries.partnerProfileId, partnerProfileId));

/** A page of a portfolio, newest first, with the joined startups' cards, and the count in each state. */
export const listEntries = async (
  db: Db,
  tenantId: string,
  partnerProfileId: number,
  query: PageRequest & { status?: PortfolioStatus; search?: string },
) => {
  const filters: (SQL | undefined)[] = [ofPortfolio(tenantId, partnerProfileId)];
  if (query.status) filters.push(eq(portfolioEntries.status, query.status));
  if (query.search) {
    const like = containsPattern(query.search);
    filters.push(
      or(
        ilike(portfolioEntries.startupName, like),
        ilike(portfolioEntries.founderName, like),
        ilike(portfolioEntries.email, like),
      ),
    );
  }
  const where = and(...filters);
  const [rows, [total], counts] = await Promise.all([
    db
      .select({
        entry: portfolioEntries,
        startup: {
          uuid: profiles.uuid,
          organizationName: profiles.organizationName,
          approvalStatus: profiles.approvalStatus,
        },
      })
      .from(portfolioEntries)
      .leftJoin(profiles, and(eq(profiles.tenantId, tenantId), eq(profiles.id, portfolioEntries.startupProfileId)))
      .where(where)
      .orderBy(desc(portfolioEntries.createdAt), desc(portfolioEntries.id))
      .limit(query.limit)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(portfolioEntries).where(where),
    db
      .select({ status: portfolioEntries.status, n: count() })
      .from(portfolioEntries)
      .where(ofPortfolio(tenantId, partnerProfileId))
      .groupBy(portfolioEntries.status),
  ]);
  return { rows, total: total?.n ?? 0, counts };
};

export const findEntry = async (db: Db, tenantId: string, partnerProfileId: number, id: string) => {
  const [entry] = await db
    .select()
    .from(portfolioEntries)
    .where(and(ofPortfolio(tenantId, partnerProfileId), eq(portfolioEntries.id, id)))
    .limit(1);
  return entry;
};

/** The emails among these already in the portfolio, whatever their state. */
export const emailsInPortfolio = async (db: Db, tenantId: string, partnerProfileId: number, emails: string[]) => {
  if (emails.length === 0) return new Set<string>();
  const rows = await db
    .select({ email: portfolioEntries.email })
    .from(portfolioEntries)
    .where(and(ofPortfolio(tenantId, partnerProfileId), inArray(portfolioEntries.email, emails)));
  return new Set(rows.map((row) => row.email));
};

/** Founders this portfolio invited since a time (a resend counts the founder once). */
export const invitedSince = async (db: Db, tenantId: string, partnerProfileId: number, since: Date) => {
  const [sent] = await db
    .select({ n: count() })
    .from(portfolioEntries)
    .where(and(ofPortfolio(tenantId, partnerProfileId), gt(portfolioEntries.invitedAt, since)));
  return sent?.n ?? 0;
};

/** Serialises the writes to one portfolio, so parallel imports cannot pass its limits together. */
export const lockPortfolio = (db: Db, tenantId: string, partnerProfileId: number) =>
  db.execute(sql`select pg_advisory_xact_lock(hashtext(${`portfolio:${tenantId}:${partnerProfileId}`}))`);

export const insertEntries = (db: Db, rows: NewPortfolioEntry[]) =>
  rows.length === 0 ? Promise.resolve([]) : db.insert(portfolioEntries).values(rows).returning();

/** A founder's submission; none when the email is already in the portfolio (then nothing changes). */
export const insertSubmission = async (db: Db, row: NewPortfolioEntry) => {
  const [created] = await db
    .insert(portfolioEntries)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: portfolioEntries.id });
  return created;
};

export const updateEntry = async (
  db: Db,
  tenantId: string,
  id: string,
  values: Partial<NewPortfolioEntry>,
  onlyIf?: SQL,
) => {
  const [row] = await db
    .update(portfolioEntries)
    .set(values)
    .where(and(eq(portfolioEntries.tenantId, tenantId), eq(portfolioEntries.id, id), onlyIf))
    .returning();
  return row;
};

export const deleteEntry = (db: Db, tenantId: string, id: string) =>
  db.delete(portfolioEntries).where(and(eq(portfolioEntries.tenantId, tenantId), eq(portfolioEntries.id, id)));

/**
 * An invitation still open by its link's token, with the partner profile that sent it and the name of
 * whoever did (the one who added it, else the partner's owner).
 */
const adder = alias(users, 'adder');

export const findOpenInvitation = async (db: Db, tenantId: string, token: string) => {
  const [found] = await db
    .select({
      entry: portfolioEntries,
      partner: profiles,
      inviter: sql<string>`coalesce(${adder.name}, ${users.name})`,
    })
    .from(portfolioEntries)
    .innerJoin(profiles, and(eq(profiles.tenantId, tenantId), eq(profiles.id, portfolioEntries.partnerProfileId)))
    .innerJoin(users, and(eq(users.tenantId, tenantId), eq(users.id, profiles.userId)))
    .leftJoin(adder, and(eq(adder.tenantId, tenantId), eq(adder.id, portfolioEntries.addedBy)))
    .where(
      and(
        eq(portfolioEntries.tenantId, tenantId),
        eq(portfolioEntries.tokenHash, sha256(token)),
        eq(portfolioEntries.status, 'invited'),
        gt(portfolioEntries.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return found;
};

/** An approved partner profile of the tenant by uuid, with its owner (who its portfolio mail goes to). */
export const approvedPartner = async (db: Db, tenantId: string, partnerUuid: string) => {
  const [found] = await db
    .select({ partner: profiles, owner: users })
    .from(profiles)
    .innerJoin(users, and(eq(users.tenantId, tenantId), eq(users.id, profiles.userId)))
    .where(
      and(
        eq(profiles.tenantId, tenantId),
        eq(profiles.uuid, partnerUuid),
        eq(profiles.accountType, 'partner'),
        eq(profiles.approvalStatus, 'approved'),
      ),
    )
    .limit(1);
  return found;
};
