import type { TaxonomyKind } from '@ventura/shared';
import { and, asc, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import { startsWithPattern as startsWith } from '../db/like.ts';
import { cities, countries, states, taxonomyTerms } from './tables.ts';

export type TermOrder = 'position' | 'id' | 'name';

const termOrder: Record<TermOrder, SQL[]> = {
  position: [asc(taxonomyTerms.sortOrder), asc(taxonomyTerms.id)],
  id: [asc(taxonomyTerms.id)],
  name: [asc(sql`lower(${taxonomyTerms.name})`), asc(taxonomyTerms.id)],
};

/** The terms of one of the tenant's taxonomies. */
export const listTerms = (db: Db, tenantId: string, kind: TaxonomyKind, order: TermOrder = 'position') =>
  db
    .select()
    .from(taxonomyTerms)
    .where(and(eq(taxonomyTerms.tenantId, tenantId), eq(taxonomyTerms.kind, kind)))
    .orderBy(...termOrder[order]);

/** The terms of several taxonomies at once, in one query. */
export const listTermsOfKinds = (db: Db, tenantId: string, kinds: TaxonomyKind[]) =>
  db
    .select()
    .from(taxonomyTerms)
    .where(and(eq(taxonomyTerms.tenantId, tenantId), inArray(taxonomyTerms.kind, kinds)))
    .orderBy(...termOrder.position);

// Countries, states and cities are global reference data: no tenant to scope by.

/** Names sort without regard to case, the same under any database collation (PGlite's is C). */
const byName = (name: typeof countries.name | typeof states.name | typeof cities.name) => asc(sql`lower(${name})`);

export const listCountries = (db: Db) => db.select().from(countries).orderBy(byName(countries.name), asc(countries.id));

export const findCountry = async (db: Db, isoCode: string) => {
  const [country] = await db.select().from(countries).where(eq(countries.isoCode, isoCode)).limit(1);
  return country;
};

export const findState = async (db: Db, countryCode: string, isoCode: string) => {
  const [state] = await db
    .select()
    .from(states)
    .where(and(eq(states.countryCode, countryCode), eq(states.isoCode, isoCode)))
    .limit(1);
  return state;
};

export const listStates = (db: Db, countryCode: string) =>
  db.select().from(states).where(eq(states.countryCode, countryCode)).orderBy(byName(states.name), asc(states.id));

/** A LIKE pattern matching text that starts with `prefix`, taken literally. */

export const listCities = (
  db: Db,
  filter: { countryCode: string; stateCode?: string | undefined; search?: string | undefined; limit: number },
) =>
  db
    .select()
    .from(cities)
    .where(
      and(
        eq(cities.countryCode, filter.countryCode),
        filter.stateCode ? eq(cities.stateCode, filter.stateCode) : undefined,
        filter.search ? ilike(cities.name, startsWith(filter.search)) : undefined,
      ),
    )
    .orderBy(byName(cities.name), asc(cities.id))
    .limit(filter.limit);

/**
 * Cities whose name contains a word like `search` (pg_trgm `<%`, typo-tolerant) or starts with it,
 * best match first; both conditions use the trigram index on cities.name.
 */
export const searchLocations = (db: Db, search: string, limit: number) => {
  const score = sql<number>`word_similarity(${search}, ${cities.name})`;
  return db
    .select({
      cityId: cities.id,
      city: cities.name,
      state: states.name,
      country: countries.name,
      countryCode: countries.isoCode,
    })
    .from(cities)
    .innerJoin(states, and(eq(states.countryCode, cities.countryCode), eq(states.isoCode, cities.stateCode)))
    .innerJoin(countries, eq(countries.isoCode, cities.countryCode))
    .where(or(sql`${search} <% ${cities.name}`, ilike(cities.name, startsWith(search))))
    .orderBy(desc(score), desc(sql`similarity(${search}, ${cities.name})`), asc(cities.name), asc(cities.id))
    .limit(limit);
};

/** The names of some of the tenant's terms of one taxonomy, by code (unknown codes are left out). */
export const termNames = async (db: Db, tenantId: string, kind: TaxonomyKind, codes: readonly string[]) => {
  if (codes.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ code: taxonomyTerms.code, name: taxonomyTerms.name })
    .from(taxonomyTerms)
    .where(
      and(eq(taxonomyTerms.tenantId, tenantId), eq(taxonomyTerms.kind, kind), inArray(taxonomyTerms.code, [...codes])),
    );
  return new Map(rows.map((row) => [row.code, row.name]));
};

/** Country names by ISO code. */
export const countryNames = async (db: Db, codes: readonly string[]) => {
  if (codes.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ code: countries.isoCode, name: countries.name })
    .from(countries)
    .where(inArray(countries.isoCode, [...codes]));
  return new Map(rows.map((row) => [row.code, row.name]));
};
