/*
 * The console's list filters as they live in the address (?status=rejected&page=2), so that a reload, the
 * back button or a shared link shows the same list. Each filter is a set of codecs: how a parameter reads
 * (anything unexpected falls back to the default) and how a value is written (the default is left out).
 */
import {
  type AccountType,
  type ApprovalQuery,
  type AuditQuery,
  accountTypes,
  approvalSorts,
  type MemberQuery,
  type ModerationQuery,
  type ReportQuery,
  userStatuses,
} from '@ventura/shared';

export type Codec<T> = {
  read(raw: string | null): T;
  /** The parameter's text, or null to leave it out of the address. */
  write(value: T): string | null;
};

const oneOf = <const O extends string>(options: readonly O[], fallback: O): Codec<O> => ({
  read: (raw) => options.find((option) => option === raw) ?? fallback,
  write: (value) => (value === fallback ? null : value),
});

const optionalOneOf = <const O extends string>(options: readonly O[]): Codec<O | null> => ({
  read: (raw) => options.find((option) => option === raw) ?? null,
  write: (value) => value,
});

const text: Codec<string> = {
  read: (raw) => (raw ?? '').trim().slice(0, 100),
  write: (value) => value.trim() || null,
};

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;
/** A day as YYYY-MM-DD that exists on the calendar. */
const day: Codec<string | null> = {
  read: (raw) => {
    if (!raw || !dayPattern.test(raw)) return null;
    const date = new Date(`${raw}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(raw) ? raw : null;
  },
  write: (value) => value,
};

/** A whole percentage, 0 to 100. */
const percent: Codec<number | null> = {
  read: (raw) => {
    if (raw === null || raw.trim() === '') return null;
    const value = Number(raw);
    return Number.isInteger(value) && value >= 0 && value <= 100 ? value : null;
  },
  write: (value) => (value === null ? null : String(value)),
};

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const uuid: Codec<string | null> = {
  read: (raw) => (raw && uuidPattern.test(raw.trim()) ? raw.trim() : null),
  write: (value) => value,
};

/** The page, from 1; the first page is left out of the address. */
const page: Codec<number> = {
  read: (raw) => {
    const value = Number(raw);
    return Number.isInteger(value) && value >= 1 ? value : 1;
  },
  write: (value) => (value > 1 ? String(value) : null),
};

type Codecs = Record<string, Codec<unknown>>;
export type FilterOf<C extends Codecs> = { [K in keyof C]: ReturnType<C[K]['read']> };

/** The filter an address holds. */
export const readFilter = <C extends Codecs>(codecs: C, params: URLSearchParams): FilterOf<C> => {
  const entries = Object.entries(codecs).map(([key, codec]) => [key, codec.read(params.get(key))]);
  // Each key was read by its own codec, which is what FilterOf says; Object.fromEntries cannot know it.
  return Object.fromEntries(entries) as FilterOf<C>;
};

/**
 * The address's parameters with some filter values changed. Changing anything but the page goes back to
 * the first page: page 4 of another list means nothing. Parameters that are not the filter's are kept.
 */
export const writeFilter = <C extends Codecs>(
  codecs: C,
  current: URLSearchParams,
  changes: Partial<FilterOf<C>>,
): URLSearchParams => {
  const next = new URLSearchParams(current);
  const changed = Object.entries(changes);
  if (!changed.some(([key]) => key === 'page')) next.delete('page');
  for (const [key, value] of changed) {
    const codec = codecs[key];
    if (!codec) continue;
    const written = codec.write(value);
    if (written === null || written === '') next.delete(key);
    else next.set(key, written);
  }
  return next;
};

/** Rows per page of every console list. */
export const consolePageSize = 25;

export const approvalStatusTabs = ['submitted', 'draft', 'approved', 'rejected', 'limited_access', 'all'] as const;
export type ApprovalTab = (typeof approvalStatusTabs)[number];

export const approvalFilterCodecs = {
  status: oneOf(approvalStatusTabs, 'submitted'),
  type: optionalOneOf(accountTypes),
  search: text,
  from: day,
  to: day,
  min: percent,
  max: percent,
  sort: oneOf(approvalSorts, 'oldest_request'),
  page,
};
export type ApprovalFilter = FilterOf<typeof approvalFilterCodecs>;

/** The queue's call (GET admin/approvals) for a filter: what is unset stays out. */
export const approvalQueryOf = (filter: ApprovalFilter) =>
  ({
    status: filter.status,
    type: filter.type ?? undefined,
    search: filter.search || undefined,
    from: filter.from ?? undefined,
    to: filter.to ?? undefined,
    completenessMin: filter.min ?? undefined,
    completenessMax: filter.max ?? undefined,
    sort: filter.sort,
    pageNumber: filter.page,
    limit: consolePageSize,
  }) satisfies ApprovalQuery;
export type ApprovalCall = ReturnType<typeof approvalQueryOf>;

export const memberRoles = ['member', 'operator'] as const;

export const memberFilterCodecs = {
  search: text,
  type: optionalOneOf<AccountType>(accountTypes),
  status: optionalOneOf(userStatuses),
  role: optionalOneOf(memberRoles),
  page,
};
export type MemberFilter = FilterOf<typeof memberFilterCodecs>;

export const memberQueryOf = (filter: MemberFilter) =>
  ({
    search: filter.search || undefined,
    type: filter.type ?? undefined,
    status: filter.status ?? undefined,
    role: filter.role ?? undefined,
    pageNumber: filter.page,
    limit: consolePageSize,
  }) satisfies MemberQuery;
export type MemberCall = ReturnType<typeof memberQueryOf>;

export const auditFilterCodecs = { action: text, actor: uuid, subject: text, from: day, to: day, page };
export type AuditFilter = FilterOf<typeof auditFilterCodecs>;

export const auditQueryOf = (filter: AuditFilter) =>
  ({
    action: filter.action || undefined,
    actor: filter.actor ?? undefined,
    subject: filter.subject || undefined,
    from: filter.from ?? undefined,
    to: filter.to ?? undefined,
    pageNumber: filter.page,
    limit: consolePageSize,
  }) satisfies AuditQuery;
export type AuditCall = ReturnType<typeof auditQueryOf>;

/**
 * Whether the list is narrowed by a filter, besides its page and the keys named (a tab, an order): an
 * empty answer then means 'no match' rather than 'nothing yet'.
 */
export const isNarrowed = (filter: Record<string, unknown>, besides: readonly string[] = []) =>
  Object.entries(filter).some(
    ([key, value]) => key !== 'page' && !besides.includes(key) && value !== null && value !== '',
  );

/** The queue's own keys that choose a view rather than narrow it. */
export const approvalViewKeys = ['status', 'sort'] as const;

/** The connection requests waiting for moderation: only paged, the longest waiting first. */
export const moderationFilterCodecs = { page };
export type ModerationFilter = FilterOf<typeof moderationFilterCodecs>;

export const moderationQueryOf = (filter: ModerationFilter) =>
  ({ pageNumber: filter.page, limit: consolePageSize }) satisfies ModerationQuery;
export type ModerationCall = ReturnType<typeof moderationQueryOf>;

/**
 * The page to show once a request left the list: the same one, or the one before when the request was
 * the last on the last page (a page past the end would show nothing).
 */
export const pageAfterRemoval = (page: number, total: number, pageSize = consolePageSize) => {
  const pages = Math.max(1, Math.ceil((total - 1) / pageSize));
  return Math.min(page, pages);
};

/** The community's reported items: open (waiting for a decision) or resolved, paged. */
export const reportStatusTabs = ['open', 'resolved'] as const;
export const reportFilterCodecs = { status: oneOf(reportStatusTabs, 'open'), page };
export type ReportFilter = FilterOf<typeof reportFilterCodecs>;

export const reportQueryOf = (filter: ReportFilter) =>
  ({ status: filter.status, pageNumber: filter.page, limit: consolePageSize }) satisfies ReportQuery;
export type ReportCall = ReturnType<typeof reportQueryOf>;
