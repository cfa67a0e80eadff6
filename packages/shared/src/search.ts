/*
 * Directories and search (spec calls 7.5): the directories of each account type, their query, the
 * cards they answer with, name and global search, and saved filters.
 */
import { z } from 'zod';
import { AccountType } from './accounts.ts';
import { limits } from './constants.ts';
import { limitAtMost, type PageRequest, pageFields, pageLimit, pageQuery, pageSizes } from './paging.ts';
import { type ProfileAccountType, profileAccountTypes } from './profiles/registry.ts';

/** The profile types with a directory: all but job seekers, whose profiles are not listed. */
export type DirectoryType = Exclude<ProfileAccountType, 'job_seeker'>;
export const isDirectoryType = (type: string): type is DirectoryType =>
  type !== 'job_seeker' && (profileAccountTypes as readonly string[]).includes(type);

type Directory = {
  /** Plural label: the page title and the global search group. */
  title: string;
  /** The web page, /search/{slug}. */
  slug: string;
  /** The typo-tolerant name search used when the tenant's search_type is elastic; program offices have none. */
  elasticPath: string | null;
  /** Whether signed-out visitors may browse it, where the tenant shows profiles to everyone. */
  public: boolean;
};

/** Every directory, in the order the Connect menu lists them. */
export const directories: Record<DirectoryType, Directory> = {
  startup: { title: 'Startups', slug: 'startups', elasticPath: 'search-startups', public: true },
  investor: { title: 'Investors', slug: 'investors', elasticPath: 'search-investors', public: false },
  corporate: { title: 'Corporates', slug: 'corporates', elasticPath: 'search-corporates', public: false },
  mentor: { title: 'Mentors', slug: 'mentors', elasticPath: 'search-mentors', public: false },
  service_provider: {
    title: 'Service Providers',
    slug: 'service-providers',
    elasticPath: 'search-service-providers',
    public: false,
  },
  partner: { title: 'Partners', slug: 'partners', elasticPath: 'search-partners', public: false },
  program_office: { title: 'Program Offices', slug: 'program-offices', elasticPath: null, public: false },
  individual: { title: 'Individuals', slug: 'individuals', elasticPath: 'search-individuals', public: false },
};

/** Every profile type has a directory but job seekers, whose profiles are not listed. */
export const directoryTypes = profileAccountTypes.filter((type): type is DirectoryType => type !== 'job_seeker');
export const directoryOfSlug = (slug: string) => directoryTypes.find((type) => directories[type].slug === slug);

/** The longest search text accepted; longer text is refused rather than searched. */
export const maxSearchLength = 100;
/** Directory results on one page at most, and the pages one may go into (pageSizes.directory says why). */
export const directoryPageLimit = pageSizes.directory.max;
export const directoryMaxPage = pageSizes.directory.maxPage;
/** Values one filter may hold. */
export const maxFilterValues = 25;

export const directorySorts = ['relevance', 'newest', 'name', 'popular'] as const;
export const DirectorySort = z.enum(directorySorts);
export type DirectorySort = z.infer<typeof DirectorySort>;
export const directorySortLabels: Record<DirectorySort, string> = {
  relevance: 'Best match',
  newest: 'Newest',
  name: 'Name (A to Z)',
  popular: 'Most viewed',
};

const code = z
  .string()
  .min(1)
  .max(64, 'A filter value can be at most 64 characters')
  .regex(/^[A-Za-z0-9][\w.-]*$/, 'A filter value is a code of letters, digits, dots, dashes and underscores');

/** A multiple-choice filter in a query string: codes separated by commas (or the key repeated). */
const codeList = z
  .union([
    z.string().max(2000, 'That filter is too long'),
    z.array(z.string().max(2000, 'That filter is too long')).max(maxFilterValues, 'That filter has too many values'),
  ])
  .transform((value) =>
    (Array.isArray(value) ? value : [value])
      .flatMap((part) => part.split(','))
      .map((part) => part.trim())
      .filter(Boolean),
  )
  .pipe(z.array(code).max(maxFilterValues, `A filter can hold at most ${maxFilterValues} values`));

const amount = z.coerce
  .number({ error: 'An amount must be a number' })
  .int('An amount must be a whole number')
  .min(0, 'An amount cannot be negative')
  .max(1e13, 'That amount is too large');

const flag = z.enum(['true', 'false'], { error: "Use 'true' or 'false'" }).transform((value) => value === 'true');

/** The filter keys of each directory: the search-option lists' keys, plus amounts where they mean something. */
export const directoryFilterKeys = {
  startup: [
    'industries',
    'technologies',
    'productStages',
    'fundingStages',
    'businessModels',
    'deliveryModels',
    'lookingFor',
    'countries',
  ],
  investor: ['investorType', 'investmentTypes', 'fundingStages', 'industries', 'countries'],
  corporate: ['organizationTypes', 'industries', 'countries'],
  mentor: ['mentorshipAreas', 'industries', 'skills', 'countries'],
  service_provider: ['services', 'industries', 'maturityStages', 'countries'],
  partner: ['organizationTypes', 'industries', 'countries'],
  program_office: ['organisationKind', 'industries', 'countries'],
  individual: ['skills', 'industries', 'countries'],
} as const satisfies Record<DirectoryType, readonly string[]>;

/** Number filters per directory: what a startup asks for, and the ticket an investor writes. */
export const directoryAmountKeys = {
  startup: ['fundingAskMin', 'fundingAskMax'],
  investor: ['ticketSize'],
  corporate: [],
  mentor: [],
  service_provider: [],
  partner: [],
  program_office: [],
  individual: [],
} as const satisfies Record<DirectoryType, readonly string[]>;

const searchText = z.string().trim().max(maxSearchLength, `Search text can be at most ${maxSearchLength} characters`);

/** What every directory query holds besides its filters. */
const commonQuery = {
  q: searchText.optional(),
  sort: DirectorySort.optional(),
  ...pageQuery(pageSizes.directory, {
    pageNumber: {
      notANumber: 'pageNumber must be a number',
      tooSmall: 'pageNumber starts at 1',
      tooBig: `pageNumber can be at most ${directoryMaxPage}; narrow the search instead`,
    },
    limit: {
      notANumber: 'limit must be a number',
      tooSmall: 'limit must be at least 1',
      ...limitAtMost(pageSizes.directory),
    },
  }),
};

const queryOf = (type: DirectoryType) =>
  z
    .object({
      ...commonQuery,
      ...Object.fromEntries(directoryFilterKeys[type].map((key) => [key, codeList.optional()])),
      ...Object.fromEntries(directoryAmountKeys[type].map((key) => [key, amount.optional()])),
      ...(type === 'startup' ? { liveDeal: flag.optional() } : {}),
    })
    .strict();

/**
 * GET {role}/search: a directory's filters as the query string. Unknown keys are refused, so a typo in
 * a shared link says so instead of silently showing everything.
 */
export const directoryQueries = Object.fromEntries(directoryTypes.map((type) => [type, queryOf(type)])) as Record<
  DirectoryType,
  ReturnType<typeof queryOf>
>;
export type DirectoryQuery = PageRequest & {
  q?: string;
  sort?: DirectorySort;
  liveDeal?: boolean;
} & Partial<Record<string, string[] | number | boolean | string>>;

const everyKey = <K extends string>(lists: Record<DirectoryType, readonly K[]>) => [
  ...new Set(Object.values<readonly K[]>(lists).flat()),
];

/**
 * The filters of a directory as saved and shared: the query without paging, values typed (code lists,
 * amounts, the live-deal flag). Keys of any directory are accepted here; saving checks them against
 * the filter's own directory.
 */
export type DirectoryFilters = {
  q?: string;
  sort?: DirectorySort;
  liveDeal?: boolean;
  [key: string]: string[] | number | string | boolean | undefined;
};
const directoryFiltersSchema = z
  .object({
    q: searchText.optional(),
    sort: DirectorySort.optional(),
    liveDeal: z.boolean().optional(),
    ...Object.fromEntries(
      everyKey(directoryFilterKeys).map((key) => [
        key,
        z.array(code).max(maxFilterValues, `A filter can hold at most ${maxFilterValues} values`).optional(),
      ]),
    ),
    ...Object.fromEntries(everyKey(directoryAmountKeys).map((key) => [key, amount.optional()])),
  })
  .strict();
// Typed by hand: keys spread from the directories' lists are not seen by inference.
export const DirectoryFilters = directoryFiltersSchema as unknown as z.ZodType<DirectoryFilters, DirectoryFilters>;

/** A profile as a directory shows it: what anyone allowed to search may see, nothing private. */
export const DirectoryCard = z.object({
  uuid: z.string(),
  accountType: AccountType,
  name: z.string(),
  tagline: z.string().nullable(),
  logo: z.string().nullable(),
  /** City, state and country as words, or null. */
  location: z.string().nullable(),
  /** Industries (and for some types their main specialities), as labels. */
  tags: z.array(z.string()),
  /** The stage a startup is at, or an investor's type: one short label. */
  stage: z.string().nullable(),
  /** A startup raising funds now (a live deal). */
  raisingFunds: z.boolean(),
  profileUrl: z.string(),
});
export type DirectoryCard = z.infer<typeof DirectoryCard>;

export const DirectoryPage = z.object({
  items: z.array(DirectoryCard),
  /**
   * Exact when every result is on this page or before it (hasMore false); otherwise the database's
   * estimate ("about 31,000"), and totalIsEstimate says so.
   */
  total: z.number().int(),
  totalIsEstimate: z.boolean(),
  ...pageFields,
  hasMore: z.boolean(),
});
export type DirectoryPage = z.infer<typeof DirectoryPage>;

/** A name found by a name, typo-tolerant or global search. */
export const NameHit = z.object({
  uuid: z.string(),
  accountType: AccountType,
  name: z.string(),
  tagline: z.string().nullable(),
  logo: z.string().nullable(),
  profileUrl: z.string(),
});
export type NameHit = z.infer<typeof NameHit>;

/** GET {role}/profile/{text}, search-{type}s/{text}, search-global/{text}. */
export const NameSearchParams = z.object({ text: searchText });
export const NameSearchQuery = z.object({ limit: pageLimit(pageSizes.picker, limitAtMost(pageSizes.picker)) });
export const PublicNameSearchParams = NameSearchParams.extend({ accountType: AccountType });

/** Results of name search of one type; under minSearchLength characters the list is empty. */
export const NameHits = z.object({ items: z.array(NameHit) });
export type NameHits = z.infer<typeof NameHits>;

/** Global search: the first key of data holds every hit, each tagged with its account type. */
export const GlobalHits = z.object({ results: z.array(NameHit) });
export type GlobalHits = z.infer<typeof GlobalHits>;

/** Whether a search text is long enough to search (spec 5: under 3 characters, no call and nothing). */
export const searchable = (text: string) => text.trim().length >= limits.minSearchLength;

// ---- Saved filters ----

export const maxSavedFilters = 50;

export const SavedFilterInput = z.object({
  name: z
    .string({ error: 'Name the filter' })
    .trim()
    .min(1, 'Name the filter')
    .max(80, 'A filter name can be at most 80 characters'),
  accountType: z.enum(directoryTypes, { error: 'Choose the directory the filter belongs to' }),
  filters: DirectoryFilters,
});
export type SavedFilterInput = z.infer<typeof SavedFilterInput>;
export const SavedFilterPatch = SavedFilterInput.omit({ accountType: true })
  .partial()
  .refine((value) => value.name !== undefined || value.filters !== undefined, 'Change the name or the filters');
export type SavedFilterPatch = z.infer<typeof SavedFilterPatch>;

export const SavedFilter = z.object({
  id: z.number().int(),
  name: z.string(),
  accountType: AccountType,
  filters: DirectoryFilters,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SavedFilter = z.infer<typeof SavedFilter>;
export const SavedFilterParams = z.object({
  id: z.coerce
    .number({ error: 'id must be a filter id' })
    .int('id must be a filter id')
    .min(1, 'id must be a filter id'),
});
export const SavedFilterListQuery = z.object({ accountType: z.enum(directoryTypes).optional() }).strict();
