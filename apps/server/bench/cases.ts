import { lastClosedPeriod, shiftPeriod } from '@ventura/shared';
import type { DirectorySearch, NameSearch } from '../src/modules/search/repo.ts';

/** A match list, by the signed-in member's email (bench/run.ts signs in aarav@greenleaf.demo). */
/** A match list: the member (by email) of the type the kind is for, and the page size. */
export type MatchSql = { email: string; kind: 'investors' | 'startups'; limit: number };

export type SearchSql = { directory: DirectorySearch } | { names: NameSearch } | { matches: MatchSql };

/**
 * The calls every page makes, measured side by side with a bare route sending the same bytes. `{uuid}` in
 * a path is the signed-in demo member's profile (an approved startup); `{certificate}` the id of a
 * certificate the bench issues to it first (bench/fixtures.ts).
 */
export type BenchCase = {
  name: string;
  path: string;
  signedIn?: boolean;
  /** Signed in as the tenant's operator (admin@ventura.demo) rather than the demo member. */
  operator?: boolean;
  /** Signed in as the demo startup's metrics reviewer (rohan@northstar.demo, its connected investor). */
  reviewer?: boolean;
  /** A search, measured again as its SQL alone through a bare pg client (bench/sql-alone.ts). */
  search?: SearchSql;
  /** Asked as a reload asks (Cache-Control: no-cache): past the few seconds' answer cache, every time. */
  fresh?: boolean;
};

/** Ranges of the meetings cases: from the start of today (UTC), as instants with their offset. */
const benchFrom = `${new Date().toISOString().slice(0, 10)}T00:00:00Z`;
const inBenchDays = (days: number) => new Date(Date.parse(benchFrom) + days * 86_400_000).toISOString();

/** The month `offset` months from the last closed one, as the metrics calls write it ('2026-10'). */
const benchMonth = (offset: number) => shiftPeriod(lastClosedPeriod('monthly', new Date()), offset);

const pageCases: BenchCase[] = [
  { name: '`verify-tenant`', path: '/api/v1/verify-tenant?host=localhost' },
  { name: '`countries`', path: '/api/v1/countries' },
  { name: '`users/profile` signed in', path: '/api/v1/users/profile', signedIn: true },
  { name: '`startups/public/{uuid}` signed out (card, own row, lists)', path: '/api/v1/startups/public/{uuid}' },
  {
    name: '`startups/public/{uuid}` signed in as its holder',
    path: '/api/v1/startups/public/{uuid}?as=holder',
    signedIn: true,
  },
  { name: '`startups/dashboard` signed in', path: '/api/v1/startups/dashboard', signedIn: true },
  { name: '`startups/profile_completeness` signed in', path: '/api/v1/startups/profile_completeness', signedIn: true },
  { name: '`global/settings`', path: '/api/v1/global/settings' },
  { name: '`states?countryCode=IN`', path: '/api/v1/states?countryCode=IN' },
  { name: '`public/custom-data/industries`', path: '/api/v1/public/custom-data/industries' },
  { name: '`connections/types/counts` signed in', path: '/api/v1/connections/types/counts', signedIn: true },
  // Every signed-in browser polls it every 30 s (and on each `fetch-count`): served from the counts cache.
  { name: '`notifications/count` signed in', path: '/api/v1/notifications/count', signedIn: true },
  { name: '`location?search=bangal` (trigram, 148k cities)', path: '/api/v1/location?search=bangal' },
  { name: '`/api/health` (one `select 1`)', path: '/api/health' },
  // The community wall at BENCH_POSTS posts: its first page, and a page deep in it (older than post 50,000).
  { name: '`posts` feed, first page (10 posts)', path: '/api/v1/posts', signedIn: true },
  {
    name: '`posts` feed, a page 50k posts deep',
    path: `/api/v1/posts?cursor=${Buffer.from('p:50000').toString('base64url')}`,
    signedIn: true,
  },
  // The job board at BENCH_JOBS open jobs: the public first page, words with a filter, and the skill filter.
  { name: '`search/jobs` signed out, first page (20 jobs)', path: '/api/v1/search/jobs' },
  {
    name: '`search/jobs?search=designer&workMode=remote`',
    path: '/api/v1/search/jobs?search=designer&workMode=remote',
  },
  { name: '`jobs?skills=data-science` signed in', path: '/api/v1/jobs?skills=data-science', signedIn: true },
  { name: '`search/challenges` signed out', path: '/api/v1/search/challenges' },
  // Programs (issue 20): the public call list, and the same read signed in (with the caller's applications).
  { name: '`application-programs-management/list` signed out', path: '/api/v1/application-programs-management/list' },
  {
    name: '`application-programs-management/list` signed in',
    path: '/api/v1/application-programs-management/list',
    signedIn: true,
  },
  // Meetings (issue 21): a member's free slots over a week (their own: `{uuid}` is the signed-in member), and
  // the calendar of a month.
  {
    name: '`availability/{uuid}/slots` signed in (7 days)',
    path: `/api/v1/availability/{uuid}/slots?from=${encodeURIComponent(benchFrom)}&to=${encodeURIComponent(inBenchDays(7))}`,
    signedIn: true,
  },
  {
    name: '`meetings/calendar` signed in (a month)',
    path: `/api/v1/meetings/calendar?from=${encodeURIComponent(benchFrom)}&to=${encodeURIComponent(inBenchDays(31))}`,
    signedIn: true,
  },
  // Events (issue 21, api/v2): the upcoming events' first page, with the caller's registrations.
  { name: '`events/upcoming` signed in (api/v2)', path: '/api/v2/events/upcoming', signedIn: true },
  // The visitors' list: public events only, the named prepared statement events_upcoming_public.
  { name: '`events/public` signed out (api/v2)', path: '/api/v2/events/public' },
  // The composer's @-suggestions: the caller's connections and approved members by a word of the name.
  { name: '`posts/mentionable?q=rav` signed in', path: '/api/v1/posts/mentionable?q=rav', signedIn: true },
  // Growth metrics' portfolio (issue 37): totals and medians of three metrics over 24 months across the
  // startups given metrics (BENCH_METRICS), as the operator's console asks for them.
  {
    name: '`metrics/portfolio` 3 metrics × 24 months (operator)',
    path: `/api/v2/metrics/portfolio?metrics=revenue,jobs_created,headcount&from=${benchMonth(-23)}&to=${benchMonth(0)}`,
    signedIn: true,
    operator: true,
  },
  {
    name: '`metrics/portfolio` 3 metrics × 24 months (operator), fresh',
    path: `/api/v2/metrics/portfolio?metrics=revenue,jobs_created,headcount&from=${benchMonth(-23)}&to=${benchMonth(0)}`,
    signedIn: true,
    operator: true,
    fresh: true,
  },
  // The audit log's Who: members by a part of the name, for the operator.
  {
    name: '`admin/members/lookup?search=rav` (operator)',
    path: '/api/v1/admin/members/lookup?search=rav',
    signedIn: true,
    operator: true,
  },
  // Resources (issue 39): the news list as the web asks it signed out, answered from the 30 s anonymous
  // cache after the first time; the bench publishes six public news items first (bench/fixtures.ts).
  { name: '`articles/news` signed out (6 items)', path: '/api/v1/articles/news?pageNumber=1&limit=20' },
  // The startup booster kit (issue 39): the demo's three perks with the startup's claims.
  { name: '`startup-kit` signed in (a startup)', path: '/api/v1/startup-kit', signedIn: true },
  // Certificates (issue 39): anyone checking one the bench issued to the demo member (signature checked).
  { name: '`certificates/verify/{id}` signed out', path: '/api/v1/certificates/verify/{certificate}' },
  // Growth metrics (issue 37): the startup's own page (values, pending, reviewers, requests, comments), its
  // revenue chart over the default 12 months, and the list of the startups its reviewer reviews.
  { name: '`metrics/all` signed in (the startup, api/v2)', path: '/api/v2/metrics/all', signedIn: true },
  {
    name: '`metrics/charts?metric=revenue` signed in (the startup, api/v2)',
    path: '/api/v2/metrics/charts?metric=revenue',
    signedIn: true,
  },
  {
    name: '`metrics/reviewer/startups` signed in (its reviewer, api/v2)',
    path: '/api/v2/metrics/reviewer/startups?pageNumber=1&limit=20',
    signedIn: true,
    reviewer: true,
  },
  // The helpdesk (issue 40): a member's tickets, and the operators' queue as it opens (every active ticket).
  { name: '`tickets` signed in (the member’s)', path: '/api/v1/tickets?pageNumber=1&limit=20', signedIn: true },
  {
    name: '`admin/tickets` (operator, the active queue)',
    path: '/api/v1/admin/tickets?pageNumber=1&limit=20',
    signedIn: true,
    operator: true,
  },
  // Facilities (issue 40): the list anyone opens, and a member's bookings.
  { name: '`facilities` signed out', path: '/api/v1/facilities' },
  { name: '`bookings/mine` signed in', path: '/api/v1/bookings/mine', signedIn: true },
  // IP requests (issue 40): the marketplace signed out (the demo's published IP), with words, and the
  // member's own requests; milestones: the startup's list with its counts, and the operators' progress.
  { name: '`ip-marketplace` signed out', path: '/api/v1/ip-marketplace' },
  { name: '`ip-marketplace?q=sensor` signed out (words)', path: '/api/v1/ip-marketplace?q=sensor' },
  { name: '`ip-requests` signed in (the startup’s)', path: '/api/v1/ip-requests', signedIn: true },
  { name: '`milestones` signed in (the startup’s)', path: '/api/v1/milestones', signedIn: true },
  {
    name: '`admin/milestones/progress` (operator)',
    path: '/api/v1/admin/milestones/progress',
    signedIn: true,
    operator: true,
  },
  // Payments (issue 41): the plans on sale with their tax, a member's membership and what is locked, their
  // orders; the booster kit already above now passes the plan gate (payments on, a plan selling another feature).
  { name: '`payments/plans` signed in (3 plans, GST)', path: '/api/v1/payments/plans', signedIn: true },
  { name: '`membership` signed in (none; a feature locked)', path: '/api/v1/membership', signedIn: true },
  { name: '`orders` signed in (the member’s)', path: '/api/v1/orders', signedIn: true },
  {
    name: '`admin/payments/orders` (operator)',
    path: '/api/v1/admin/payments/orders?pageNumber=1&limit=25',
    signedIn: true,
    operator: true,
  },
  // Content blocks (issue 39): the dashboard's banners for a member (audience checked), testimonials signed out.
  { name: '`global/banners` signed in', path: '/api/v1/global/banners', signedIn: true },
  { name: '`global/testimonials` signed out', path: '/api/v1/global/testimonials' },
  // Signing in from elsewhere (issue 42): the sign-in page's provider buttons, a member's linked profiles and
  // the state of their data export (the page polls it while the zip is built).
  { name: '`public/auth/sso/providers` signed out (sign-in buttons)', path: '/api/v1/public/auth/sso/providers' },
  { name: '`users/profile-links` signed in', path: '/api/v1/users/profile-links', signedIn: true },
  { name: '`users/data-export` signed in (the latest)', path: '/api/v1/users/data-export', signedIn: true },
];

// Directories and search: at BENCH_SCALE profiles on localhost (100k on PGlite, 1M on PostgreSQL).
const searchCases: BenchCase[] = [
  {
    name: '`startups/search` industry + funding stage (filtered directory)',
    path: '/api/v1/startups/search?industries=fintech&fundingStages=seed',
    signedIn: true,
    search: {
      directory: {
        type: 'startup',
        filters: { industries: ['fintech'], fundingStages: ['seed'] },
        amounts: {},
        liveDeal: false,
        words: [],
        sort: 'newest',
        limit: 24,
        offset: 0,
      },
    },
  },
  {
    name: '`matches/investors` top 20 with reasons (the demo startup; no answer cache)',
    path: '/api/v1/matches/investors?limit=20',
    signedIn: true,
    search: { matches: { email: 'aarav@greenleaf.demo', kind: 'investors', limit: 20 } },
  },
  {
    name: '`matches/startups` top 20 with reasons (the demo investor, among 450,000 startups at 1M; no answer cache)',
    path: '/api/v1/matches/startups?limit=20',
    signedIn: true,
    reviewer: true,
    search: { matches: { email: 'rohan@northstar.demo', kind: 'startups', limit: 20 } },
  },
  {
    name: '`investors/search` industry + stage, ticket size',
    path: '/api/v1/investors/search?industries=healthcare&fundingStages=seed&ticketSize=500000',
    signedIn: true,
    search: {
      directory: {
        type: 'investor',
        filters: { industries: ['healthcare'], fundingStages: ['seed'] },
        amounts: { ticketSize: 500_000 },
        liveDeal: false,
        words: [],
        sort: 'newest',
        limit: 24,
        offset: 0,
      },
    },
  },
  {
    name: '`startups/search?liveDeal=true&q=solar` (live deals, words)',
    path: '/api/v1/startups/search?liveDeal=true&q=solar',
    signedIn: true,
    search: {
      directory: {
        type: 'startup',
        filters: {},
        amounts: {},
        liveDeal: true,
        words: ['solar'],
        sort: 'relevance',
        limit: 24,
        offset: 0,
      },
    },
  },
  {
    name: '`startups/profile/medistack` (name search)',
    path: '/api/v1/startups/profile/medistack',
    signedIn: true,
    search: { names: { types: ['startup'], text: 'medistack', mode: 'contains', limit: 10 } },
  },
  {
    name: "`search-startups/medistak` (typo tolerant: 'medistak')",
    path: '/api/v1/search-startups/medistak',
    signedIn: true,
    search: { names: { types: ['startup'], text: 'medistak', mode: 'fuzzy', limit: 10 } },
  },
  {
    name: '`search-global/fintek` (every type, typo tolerant)',
    path: '/api/v1/search-global/fintek',
    signedIn: true,
    search: {
      names: {
        types: [
          'startup',
          'investor',
          'corporate',
          'mentor',
          'service_provider',
          'partner',
          'program_office',
          'individual',
        ],
        text: 'fintek',
        mode: 'fuzzy',
        limit: 10,
      },
    },
  },
];

/**
 * Every page call, then each search twice: as browsers repeat it (answered from the search answer cache
 * after the first time) and fresh, as a reload asks it (the database every time; its SQL alone beside it).
 */
export const benchCases: BenchCase[] = [
  ...pageCases,
  ...searchCases.flatMap(({ search, ...c }) => [
    c,
    { ...c, name: `${c.name}, fresh`, fresh: true, ...(search ? { search } : {}) },
  ]),
];
