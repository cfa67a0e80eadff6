import type { DirectorySort, DirectoryType } from '@ventura/shared';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/index.ts';
import { containsPattern } from '../../platform/db/like.ts';
import { estimateRows } from '../../platform/db/paging.ts';
import { prefixQuery } from '../../platform/db/text-search.ts';
import { profiles } from '../../platform/identity/tables.ts';
import { detailTables } from '../profiles/index.ts';
import { corporateProfiles, partnerProfiles, programOfficeProfiles, startupProfiles } from '../profiles/tables.ts';
import { savedFilters } from './tables.ts';

// ---- Directory search ----

/**
 * The filters on the profile's own columns; every other filter key is one of the type's facets, which its
 * type table's trigger copies onto the profile as 'key:code' words (migration 0019).
 */
const profileFilters: Record<string, (codes: string[]) => SQL> = {
  industries: (codes) => sql`${profiles.industries} && ${codesArray(codes)}`,
  countries: (codes) => inArray(profiles.countryCode, codes),
  investorType: (codes) => inArray(profiles.investorType, codes as never[]),
  lookingFor: (codes) => sql`${profiles.servicesLookingFor} ?| ${codesArray(codes)}`,
};
const facetFilter = (key: string, codes: string[]) =>
  sql`${profiles.typeFacets} && ${codesArray(codes.map((code) => `${key}:${code}`))}`;

/** Each amount filter: a startup's ask within bounds, or an investor whose stated tickets span the amount. */
const amountConditions: Record<string, (value: number) => SQL> = {
  fundingAskMin: (value) => sql`${profiles.amountLow} >= ${value}`,
  fundingAskMax: (value) => sql`${profiles.amountHigh} <= ${value}`,
  // Plain comparisons of the columns, so that the planner estimates them from their histograms.
  ticketSize: (value) => sql`${profiles.amountLow} <= ${value} and ${profiles.amountHigh} >= ${value}`,
};

/** The one short label column of each type's own row that its cards show as a stage, if any. */
const stageColumns: Record<DirectoryType, AnyPgColumn | null> = {
  startup: startupProfiles.fundingStage,
  investor: null,
  corporate: corporateProfiles.organizationType,
  mentor: null,
  service_provider: null,
  partner: partnerProfiles.organizationType,
  program_office: programOfficeProfiles.organisationKind,
  individual: null,
};

export type DirectorySearch = {
  type: DirectoryType;
  /** Codes chosen per filter key; empty lists are left out. */
  filters: Record<string, string[]>;
  amounts: Record<string, number>;
  liveDeal: boolean;
  /** Words to find, each as a prefix (already split into letters and digits). */
  words: string[];
  sort: DirectorySort;
  limit: number;
  offset: number;
};

/** Codes as one text[] of parameters, an array literal the planner reads (the directory's filters, matches). */
export const codesArray = (codes: readonly string[]) =>
  sql`array[${sql.join(
    codes.map((code) => sql`${code}`),
    sql`, `,
  )}]::text[]`;

const conditionsOf = (tenantId: string, search: DirectorySearch) => {
  const conditions: SQL[] = [
    eq(profiles.tenantId, tenantId),
    eq(profiles.accountType, search.type),
    eq(profiles.listed, true),
  ];
  for (const [key, codes] of Object.entries(search.filters)) {
    if (codes.length === 0) continue;
    conditions.push(profileFilters[key]?.(codes) ?? facetFilter(key, codes));
  }
  for (const [key, value] of Object.entries(search.amounts)) {
    const condition = amountConditions[key];
    if (condition) conditions.push(condition(value));
  }
  if (search.liveDeal) conditions.push(facetFilter('liveDeal', ['true']));
  if (search.words.length > 0) conditions.push(sql`${profiles.searchVector} @@ ${prefixQuery(search.words)}`);
  return and(...conditions);
};

/** Each sort as an ORDER BY the directory indexes serve (their NULLS LAST included, or they are not used). */
const orderOf = (search: DirectorySearch): SQL[] => {
  const newest = [sql`${profiles.createdAt} desc nulls last`, sql`${profiles.id} desc nulls last`];
  switch (search.sort) {
    case 'name':
      return [sql`lower(${profiles.displayName}) collate "C"`, asc(profiles.id)];
    case 'popular':
      return [sql`${profiles.totalViews} desc nulls last`, sql`${profiles.id} desc nulls last`];
    case 'relevance':
      return search.words.length > 0
        ? [desc(sql`ts_rank(${profiles.searchVector}, ${prefixQuery(search.words)})`), ...newest]
        : newest;
    default:
      return newest;
  }
};

export const directoryColumns = {
  id: profiles.id,
  uuid: profiles.uuid,
  accountType: profiles.accountType,
  name: profiles.displayName,
  tagline: profiles.tagline,
  logo: profiles.organizationLogo,
  avatar: profiles.avatar,
  countryCode: profiles.countryCode,
  stateCode: profiles.stateCode,
  city: profiles.city,
  industries: profiles.industries,
  investorType: profiles.investorType,
};

/** Best match ranks this many of the newest matches, so that a common word costs no more than a rare one. */
export const relevanceWindow = 200;

/** The newest (or most viewed, or first by name) listed profiles of the type a first try looks through. */
export const scanWindow = 2000;

/** The ids of the search's matches among the first `size` rows of its order: an ordered index scan, bounded. */
const windowIds = (db: Db, tenantId: string, search: DirectorySearch, size: number, filtered: boolean) =>
  db
    .select({ id: profiles.id })
    .from(profiles)
    .where(
      filtered
        ? conditionsOf(tenantId, search)
        : and(eq(profiles.tenantId, tenantId), eq(profiles.accountType, search.type), eq(profiles.listed, true)),
    )
    .orderBy(...orderOf({ ...search, sort: search.sort === 'relevance' ? 'newest' : search.sort }))
    .limit(size);

/**
 * One page of a directory, one row more than asked to tell whether there is a next page. Only listed
 * profiles (approved, of active accounts) of the tenant and type; every filter is on the profile, and the
 * type's own row joins for the stage and live-deal flag of the rows shown.
 *
 * `within: 'window'` looks only through the first scanWindow profiles in the page's order, as an array
 * of ids the planner cannot reorder: when that holds a full page after the offset, the page is exactly
 * what the whole search would give, at the cost of a bounded index scan, whatever the planner would
 * have estimated for the filters (array overlaps on facets are estimated badly). Best match ranks the
 * newest relevanceWindow matches.
 */
export const searchDirectory = (
  db: Db,
  tenantId: string,
  search: DirectorySearch,
  within: 'window' | 'all' = 'all',
) => {
  const table = detailTables[search.type];
  const stage = stageColumns[search.type];
  const ranked = search.sort === 'relevance' && search.words.length > 0;
  const scope = ranked
    ? sql`${profiles.id} = any(array(${windowIds(db, tenantId, search, relevanceWindow, true)}))`
    : within === 'window'
      ? and(
          sql`${profiles.id} = any(array(${windowIds(db, tenantId, search, scanWindow, false)}))`,
          conditionsOf(tenantId, search),
        )
      : conditionsOf(tenantId, search);
  return db
    .select({
      ...directoryColumns,
      stage: stage ?? sql<string | null>`null`,
      raisingFunds:
        search.type === 'startup'
          ? sql<boolean>`coalesce(${startupProfiles.raisingFunds}, false)`
          : sql<boolean>`false`,
    })
    .from(profiles)
    .leftJoin(table, and(eq(table.tenantId, profiles.tenantId), eq(table.profileId, profiles.id)))
    .where(and(eq(profiles.tenantId, tenantId), scope))
    .orderBy(...orderOf(search))
    .limit(search.limit + 1)
    .offset(search.offset);
};
export type DirectoryRow = Awaited<ReturnType<typeof searchDirectory>>[number];

/**
 * How many profiles match, as the planner estimates it from the table's statistics: counting a million
 * rows exactly would cost more than the search itself, and "about 31,000" is what a searcher needs.
 */
export const estimateDirectory = async (db: Db, tenantId: string, search: DirectorySearch) => {
  return estimateRows(db, db.select({ one: sql`1` }).from(profiles).where(conditionsOf(tenantId, search)));
};

// ---- Name search ----

export type NameSearch = {
  types: DirectoryType[];
  text: string;
  /** contains: the text anywhere in the name; fuzzy: typo-tolerant word similarity as well. */
  mode: 'contains' | 'fuzzy';
  limit: number;
};

/** Candidates looked at beyond the prefix matches, so that a common word stays a bounded search. */
const nameCandidates = 100;
/** The highest character: names starting with a prefix lie between it and it followed by this. */
const highest = '\u{10FFFF}';

/**
 * Profiles by name, best first: the exact name, then names that start with the text, then names that
 * hold it (or, fuzzy, a word like it), the closest first. Prefixes come from the name index in order;
 * the rest from the trigram index, the hundred closest (ordering them is also what keeps the planner
 * on the index rather than scanning the table for a LIMIT it expects to fill early).
 */
export const searchNames = (db: Db, tenantId: string, search: NameSearch) => {
  const lower = search.text.toLowerCase();
  const types = sql.join(
    search.types.map((type) => sql`${type}`),
    sql`, `,
  );
  const scope = sql`tenant_id = ${tenantId} and account_type in (${types}) and listed`;
  const loose =
    search.mode === 'fuzzy'
      ? sql`(${search.text} <% display_name or display_name ilike ${containsPattern(search.text)})`
      : sql`display_name ilike ${containsPattern(search.text)}`;
  const candidates = sql`(
    select id from (
      select id from profiles where ${scope}
        and lower(display_name) collate "C" >= ${lower} and lower(display_name) collate "C" < ${lower + highest}
      order by lower(display_name) collate "C", id limit ${search.limit}
    ) prefixed
    union
    select id from (
      select id from profiles where ${scope} and ${loose}
      order by word_similarity(${search.text}, display_name) desc limit ${nameCandidates}
    ) loosely
  )`;
  const name = sql`lower(${profiles.displayName})`;
  return db
    .select(directoryColumns)
    .from(profiles)
    .where(and(eq(profiles.tenantId, tenantId), sql`${profiles.id} in ${candidates}`))
    .orderBy(
      desc(sql`${name} = ${lower}`),
      desc(sql`starts_with(${name}, ${lower})`),
      desc(sql`word_similarity(${search.text}, ${profiles.displayName})`),
      asc(name),
      asc(profiles.id),
    )
    .limit(search.limit);
};
export type NameRow = Awaited<ReturnType<typeof searchNames>>[number];

// ---- Saved filters ----

export type SavedFilterRow = typeof savedFilters.$inferSelect;

const ownFilter = (tenantId: string, profileId: number, id: number) =>
  and(eq(savedFilters.tenantId, tenantId), eq(savedFilters.profileId, profileId), eq(savedFilters.id, id));

export const listSavedFilters = (
  db: Db,
  tenantId: string,
  profileId: number,
  accountType: DirectoryType | undefined,
  limit: number,
) =>
  db
    .select()
    .from(savedFilters)
    .where(
      and(
        eq(savedFilters.tenantId, tenantId),
        eq(savedFilters.profileId, profileId),
        accountType ? eq(savedFilters.accountType, accountType) : undefined,
      ),
    )
    .orderBy(desc(savedFilters.updatedAt), desc(savedFilters.id))
    .limit(limit);

export const countSavedFilters = async (db: Db, tenantId: string, profileId: number) => {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(savedFilters)
    .where(and(eq(savedFilters.tenantId, tenantId), eq(savedFilters.profileId, profileId)));
  return row?.total ?? 0;
};

export const findSavedFilter = async (db: Db, tenantId: string, profileId: number, id: number) => {
  const [row] = await db
    .select()
    .from(savedFilters)
    .where(ownFilter(tenantId, profileId, id));
  return row;
};

export const findSavedFilterByName = async (
  db: Db,
  tenantId: string,
  profileId: number,
  accountType: DirectoryType,
  name: string,
) => {
  const [row] = await db
    .select({ id: savedFilters.id })
    .from(savedFilters)
    .where(
      and(
        eq(savedFilters.tenantId, tenantId),
        eq(savedFilters.profileId, profileId),
        eq(savedFilters.accountType, accountType),
        eq(savedFilters.name, name),
      ),
    );
  return row;
};

export const insertSavedFilter = async (db: Db, values: typeof savedFilters.$inferInsert) => {
  const [row] = await db.insert(savedFilters).values(values).onConflictDoNothing().returning();
  return row;
};

export const updateSavedFilter = async (
  db: Db,
  tenantId: string,
  profileId: number,
  id: number,
  values: Partial<Pick<SavedFilterRow, 'name' | 'filters'>>,
) => {
  const [row] = await db
    .update(savedFilters)
    .set({ ...values, updatedAt: new Date() })
    .where(ownFilter(tenantId, profileId, id))
    .returning();
  return row;
};

export const deleteSavedFilter = async (db: Db, tenantId: string, profileId: number, id: number) => {
  const rows = await db
    .delete(savedFilters)
    .where(ownFilter(tenantId, profileId, id))
    .returning({ id: savedFilters.id });
  return rows.length > 0;
};
