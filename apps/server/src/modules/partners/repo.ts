import type { PageRequest } from '@ventura/shared';
import { and, asc, count, eq, ilike, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { offsetOf } from '../../platform/db/paging.ts';
import { partners } from '../../platform/identity/tables.ts';

/**
 * Approved startups that came through the partner: a correlated count on the profiles' partner index.
 * Written with table names: Drizzle leaves columns unqualified in a single-table select, and profiles
 * has columns of the same names.
 */
const startupsOf = sql<number>`(select count(*)::int from profiles p
  where p.tenant_id = "partners"."tenant_id" and p.partner_id = "partners"."uuid"
    and p.account_type = 'startup' and p.approval_status = 'approved')`;

/** A page of the tenant's partners, A to Z, with their startups; `search` matches a part of the name. */
export const pagePartners = async (db: Db, tenantId: string, page: { search?: string | undefined } & PageRequest) => {
  const where = and(
    eq(partners.tenantId, tenantId),
    page.search ? ilike(partners.name, `%${page.search.replace(/[\\%_]/g, '\\$&')}%`) : undefined,
  );
  const [items, [total]] = await Promise.all([
    db
      .select({ partner: partners, startups: startupsOf })
      .from(partners)
      .where(where)
      .orderBy(asc(partners.name), asc(partners.uuid))
      .limit(page.limit)
      .offset(offsetOf(page)),
    db.select({ n: count() }).from(partners).where(where),
  ]);
  return { items, total: Number(total?.n ?? 0) };
};

/** One partner with its startups, or undefined. */
export const findPartnerInformation = async (db: Db, tenantId: string, uuid: string) => {
  const [row] = await db
    .select({ partner: partners, startups: startupsOf })
    .from(partners)
    .where(and(eq(partners.tenantId, tenantId), eq(partners.uuid, uuid)))
    .limit(1);
  return row;
};
