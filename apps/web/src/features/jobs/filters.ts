/*
 * A job search as it lives in the address (?employmentType=full_time,part_time&skills=react&page=2), so
 * that a reload, Back or a shared link shows the same jobs, and as it is sent to the server. What the
 * address holds that the search does not know is dropped rather than sent: a stale link still opens.
 */
import { type EmploymentType, employmentTypes, limits, type WorkMode, workModes } from '@ventura/shared';
import type { Query } from '../../api/client.ts';

export const jobSorts = ['newest', 'deadline'] as const;
export type JobSort = (typeof jobSorts)[number];
export const jobSortLabels: Record<JobSort, string> = { newest: 'Newest first', deadline: 'Closing soonest' };

export type JobFilters = {
  search: string;
  employmentType: EmploymentType[];
  workMode: WorkMode[];
  /** Skill codes, from the tenant's skills. */
  skills: string[];
  countryCode: string | null;
  city: string;
  salaryFrom: number | null;
  sort: JobSort;
  page: number;
};

export const emptyJobFilters: JobFilters = {
  search: '',
  employmentType: [],
  workMode: [],
  skills: [],
  countryCode: null,
  city: '',
  salaryFrom: null,
  sort: 'newest',
  page: 1,
};

/** The keys a search writes in the address; a page may keep others of its own (a tab). */
export const jobFilterKeys = [
  'search',
  'employmentType',
  'workMode',
  'skills',
  'countryCode',
  'city',
  'salaryFrom',
  'sort',
  'page',
] as const;

const maxPage = 10_000;
const maxSalary = 1_000_000_000;
const codePattern = /^[A-Za-z0-9][\w.-]{0,99}$/;

const listOf = (params: URLSearchParams, key: string) => [
  ...new Set(
    params
      .getAll(key)
      .flatMap((raw) => raw.split(','))
      .map((part) => part.trim())
      .filter(Boolean),
  ),
];

const oneOf = <T extends string>(values: readonly T[], raw: string): raw is T => values.some((value) => value === raw);

const wholeNumber = (raw: string | null, max: number) => {
  if (raw === null || raw.trim() === '') return null;
  const value = Number(raw);
  return Number.isInteger(value) && value >= 0 && value <= max ? value : null;
};

/** The search an address holds. */
export const readJobFilters = (params: URLSearchParams): JobFilters => {
  const country = (params.get('countryCode') ?? '').trim().toUpperCase();
  const sort = params.get('sort') ?? '';
  return {
    search: (params.get('search') ?? '').trim().slice(0, 100),
    employmentType: listOf(params, 'employmentType').filter((value) => oneOf(employmentTypes, value)),
    workMode: listOf(params, 'workMode').filter((value) => oneOf(workModes, value)),
    skills: listOf(params, 'skills')
      .filter((code) => codePattern.test(code))
      .slice(0, limits.jobSkills),
    countryCode: /^[A-Z]{2}$/.test(country) ? country : null,
    city: (params.get('city') ?? '').trim().slice(0, 100),
    salaryFrom: wholeNumber(params.get('salaryFrom'), maxSalary),
    sort: oneOf(jobSorts, sort) ? sort : 'newest',
    page: Math.min(Math.max(1, wholeNumber(params.get('page'), maxPage) ?? 1), maxPage),
  };
};

/** The address's parameters for a search: what is unset stays out, so links stay short. */
export const jobFilterParams = (filters: JobFilters): URLSearchParams => {
  const params = new URLSearchParams();
  if (filters.search.trim()) params.set('search', filters.search.trim());
  if (filters.employmentType.length > 0) params.set('employmentType', filters.employmentType.join(','));
  if (filters.workMode.length > 0) params.set('workMode', filters.workMode.join(','));
  if (filters.skills.length > 0) params.set('skills', filters.skills.join(','));
  if (filters.countryCode) params.set('countryCode', filters.countryCode);
  if (filters.city.trim()) params.set('city', filters.city.trim());
  if (filters.salaryFrom !== null) params.set('salaryFrom', String(filters.salaryFrom));
  if (filters.sort !== 'newest') params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
};

/** The query GET jobs and search/jobs take (JobQuery): lists as commas, unset ones left out. */
export const jobQueryOf = (filters: JobFilters): Query => ({
  search: filters.search || undefined,
  employmentType: filters.employmentType.join(',') || undefined,
  workMode: filters.workMode.join(',') || undefined,
  skills: filters.skills.join(',') || undefined,
  countryCode: filters.countryCode ?? undefined,
  city: filters.city || undefined,
  salaryFrom: filters.salaryFrom ?? undefined,
  sort: filters.sort,
  pageNumber: filters.page,
  limit: limits.jobsLimit,
});

/** The search with some parts changed; changing anything but the page goes back to the first page. */
export const changeJobFilters = (filters: JobFilters, changes: Partial<JobFilters>): JobFilters => ({
  ...filters,
  ...changes,
  page: changes.page ?? 1,
});

/** How many filters narrow the search (each chosen value counts; the keywords do not). */
export const activeJobFilterCount = (filters: JobFilters) =>
  filters.employmentType.length +
  filters.workMode.length +
  filters.skills.length +
  (filters.countryCode ? 1 : 0) +
  (filters.city ? 1 : 0) +
  (filters.salaryFrom !== null ? 1 : 0);

export const isNarrowed = (filters: JobFilters) => filters.search !== '' || activeJobFilterCount(filters) > 0;

/** No keywords and no filters; the sort is kept. */
export const clearedJobFilters = (filters: JobFilters): JobFilters => ({ ...emptyJobFilters, sort: filters.sort });
