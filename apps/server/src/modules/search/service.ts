import {
  type DirectoryFilters,
  type DirectoryPage,
  type DirectoryType,
  directories,
  directoryAmountKeys,
  directoryFilterKeys,
  directoryQueries,
  maxSavedFilters,
  type NameHit,
  profileTypes,
  type SavedFilterInput,
  type SavedFilterPatch,
  searchable,
} from '@ventura/shared';
import type { AuthContext } from '../../platform/auth/sessions.ts';
import type { Db } from '../../platform/db/index.ts';
import { pageAnswer, pageWindow } from '../../platform/db/paging.ts';
import { wordsOf } from '../../platform/db/text-search.ts';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../platform/errors.ts';
import type { Tenant } from '../../platform/tenancy/repo.ts';
import type { createLabels } from './labels.ts';
import { searchableTypes } from './policy.ts';
import { presentCard, presentNameHit, presentSavedFilter } from './present.ts';
import * as repo from './repo.ts';

type Matrix = Parameters<typeof searchableTypes>[2];

/** Whoever searches: a member, or a visitor (auth null) where the tenant allows it. */
export type Searcher = {
  db: Db;
  tenant: Tenant;
  auth: AuthContext | null;
  matrix: () => Promise<Matrix>;
  labels: ReturnType<typeof createLabels>;
};
export type Member = Searcher & { auth: AuthContext };

export const allowedTypes = async (who: Searcher) =>
  searchableTypes(who.auth, who.tenant.settings, who.auth ? await who.matrix() : []);

/** 401 for a visitor, 403 for a member, unless the caller may search this directory. */
export const assertMaySearch = async (who: Searcher, type: DirectoryType) => {
  if ((await allowedTypes(who)).includes(type)) return;
  const what = directories[type].title.toLowerCase();
  if (!who.auth) throw new HttpError(401, `Sign in to search ${what}`, [`Sign in to search ${what}`]);
  throw forbidden(`Your profile cannot search ${what} on ${who.tenant.name}`);
};

/** An estimate at least this large means the planner itself walks the order and stops at a full page. */
const plannerTrusted = 200;

/**
 * The page. Where the planner expects many matches it reads the order's index and stops at a full page;
 * where it expects few it would gather every match by the facet indexes and sort them, which goes badly
 * when it underestimates (overlaps of code lists are estimated as if independent of the type): then the
 * page is looked for first among the newest few thousand profiles of the type, and only a page that
 * needs more, a truly rare filter's, is asked of the whole directory.
 */
const findPage = async (who: Searcher, search: repo.DirectorySearch, estimate: number) => {
  const { db, tenant } = who;
  if ((search.sort === 'relevance' && search.words.length > 0) || estimate >= plannerTrusted) {
    return repo.searchDirectory(db, tenant.id, search);
  }
  const first = await repo.searchDirectory(db, tenant.id, search, 'window');
  return first.length > search.limit ? first : repo.searchDirectory(db, tenant.id, search);
};

type DirectoryQuery = ReturnType<(typeof directoryQueries)[DirectoryType]['parse']>;

/** A directory page: the query's filters over the type's listed profiles, as cards. */
export const searchDirectory = async (
  who: Searcher,
  type: DirectoryType,
  query: DirectoryQuery,
): Promise<DirectoryPage> => {
  await assertMaySearch(who, type);
  const values = query as Record<string, unknown>;
  const words = wordsOf(query.q);
  const empty = { ...pageAnswer([], 0, query), totalIsEstimate: false };
  // Text with no letter or digit in it ('%%%', '.*') finds nothing rather than everything.
  if (query.q && words.length === 0) return { ...empty, hasMore: false };
  const search: repo.DirectorySearch = {
    type,
    filters: Object.fromEntries(
      directoryFilterKeys[type].flatMap((key) => (Array.isArray(values[key]) ? [[key, values[key] as string[]]] : [])),
    ),
    amounts: Object.fromEntries(
      directoryAmountKeys[type].flatMap((key) => (typeof values[key] === 'number' ? [[key, values[key]]] : [])),
    ),
    liveDeal: values.liveDeal === true,
    words,
    sort: query.sort ?? (words.length > 0 ? 'relevance' : 'newest'),
    ...pageWindow(query),
  };
  const estimate = await repo.estimateDirectory(who.db, who.tenant.id, search);
  const [rows, labels] = await Promise.all([findPage(who, search, estimate), who.labels.of(who.db, who.tenant.id)]);
  const hasMore = rows.length > query.limit;
  const items = rows.slice(0, query.limit).map((row) => presentCard(row, labels));
  // A page that is not full ends the results: its count is known. Otherwise the planner's estimate,
  // never less than what has been seen.
  const seen = search.offset + items.length;
  const total = hasMore ? Math.max(seen + 1, estimate) : seen;
  return { ...pageAnswer(items, total, query), totalIsEstimate: hasMore, hasMore };
};

const findNames = async (who: Searcher, search: repo.NameSearch): Promise<NameHit[]> => {
  if (search.types.length === 0 || !searchable(search.text) || wordsOf(search.text).length === 0) return [];
  const rows = await repo.searchNames(who.db, who.tenant.id, search);
  return rows.map(presentNameHit);
};

/** Name search in one directory: the plain one finds the text in names; the fuzzy one forgives typos. */
export const searchNamesOf = async (
  who: Searcher,
  type: DirectoryType,
  text: string,
  mode: repo.NameSearch['mode'],
  limit: number,
) => {
  await assertMaySearch(who, type);
  return findNames(who, { types: [type], text: text.trim(), mode, limit });
};

/** Every directory the caller may search at once, typo tolerant, each hit tagged with its type. */
export const searchEverywhere = async (who: Searcher, text: string, limit: number) =>
  findNames(who, { types: await allowedTypes(who), text: text.trim(), mode: 'fuzzy', limit });

// ---- Saved filters ----

export const filterNotFoundMessage = 'Filter not found';

/**
 * The filters as a directory query would take them, checked by that query's own schema, so a saved
 * filter always opens: unknown keys and wrong values are refused when it is saved, not when it is used.
 */
const checkedFilters = (type: DirectoryType, filters: DirectoryFilters): DirectoryFilters => {
  const asQuery = Object.fromEntries(
    Object.entries(filters).map(([key, value]) => [key, Array.isArray(value) ? value.join(',') : String(value)]),
  );
  const parsed = directoryQueries[type].safeParse(asQuery);
  if (!parsed.success) {
    const errors = parsed.error.issues.map((issue) =>
      issue.code === 'unrecognized_keys'
        ? `${profileTypes[type].label} directories have no filter ${issue.keys.join(', ')}`
        : `${issue.path.join('.')}: ${issue.message}`,
    );
    throw badRequest(errors[0] ?? 'Those filters cannot be saved', errors);
  }
  const { pageNumber: _page, limit: _limit, ...kept } = parsed.data as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(kept).filter(([, value]) => value !== undefined && !(Array.isArray(value) && value.length === 0)),
  ) as DirectoryFilters;
};

const duplicateName = (name: string) => conflict(`You already have a filter named '${name}'`);

export const listSavedFilters = async (who: Member, accountType: DirectoryType | undefined) => {
  const rows = await repo.listSavedFilters(who.db, who.tenant.id, who.auth.profile.id, accountType, maxSavedFilters);
  return rows.map(presentSavedFilter);
};

export const getSavedFilter = async (who: Member, id: number) => {
  const row = await repo.findSavedFilter(who.db, who.tenant.id, who.auth.profile.id, id);
  if (!row) throw notFound(filterNotFoundMessage);
  return presentSavedFilter(row);
};

export const createSavedFilter = async (who: Member, input: SavedFilterInput) => {
  await assertMaySearch(who, input.accountType);
  const filters = checkedFilters(input.accountType, input.filters);
  const { db, tenant, auth } = who;
  if ((await repo.countSavedFilters(db, tenant.id, auth.profile.id)) >= maxSavedFilters) {
    throw conflict(`You can keep at most ${maxSavedFilters} saved filters: delete one first`);
  }
  const row = await repo.insertSavedFilter(db, {
    tenantId: tenant.id,
    profileId: auth.profile.id,
    accountType: input.accountType,
    name: input.name,
    filters,
  });
  if (!row) throw duplicateName(input.name);
  return presentSavedFilter(row);
};

export const updateSavedFilter = async (who: Member, id: number, patch: SavedFilterPatch) => {
  const { db, tenant, auth } = who;
  const row = await repo.findSavedFilter(db, tenant.id, auth.profile.id, id);
  if (!row) throw notFound(filterNotFoundMessage);
  const filters = patch.filters === undefined ? undefined : checkedFilters(row.accountType, patch.filters);
  if (patch.name !== undefined && patch.name !== row.name) {
    const taken = await repo.findSavedFilterByName(db, tenant.id, auth.profile.id, row.accountType, patch.name);
    if (taken) throw duplicateName(patch.name);
  }
  const updated = await repo.updateSavedFilter(db, tenant.id, auth.profile.id, id, {
    ...(patch.name === undefined ? {} : { name: patch.name }),
    ...(filters === undefined ? {} : { filters }),
  });
  if (!updated) throw notFound(filterNotFoundMessage);
  return presentSavedFilter(updated);
};

export const deleteSavedFilter = async (who: Member, id: number) => {
  if (!(await repo.deleteSavedFilter(who.db, who.tenant.id, who.auth.profile.id, id))) {
    throw notFound(filterNotFoundMessage);
  }
};
