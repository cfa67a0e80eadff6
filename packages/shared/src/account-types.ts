/*
 * Account types and what the app derives from them, as plain data without zod: the web's first screen
 * needs these (menu, guards) and not the schemas, which accounts.ts builds from the same list.
 */

/** Every account type of the spec (product.md 1). */
export const accountTypes = [
  'startup',
  'investor',
  'corporate',
  'mentor',
  'service_provider',
  'partner',
  'program_office',
  'individual',
  'job_seeker',
  'other',
] as const;
type AccountTypeName = (typeof accountTypes)[number];

export const accountTypeLabels: Record<AccountTypeName, string> = {
  startup: 'Startup',
  investor: 'Investor',
  corporate: 'Corporate',
  mentor: 'Mentor',
  service_provider: 'Service Provider',
  partner: 'Partner',
  program_office: 'Program Office',
  individual: 'Individual',
  job_seeker: 'Job Seeker',
  other: 'Other',
};

/** Home route of each account type after sign-in (product.md 2, "Dashboards by account type"). */
export const dashboardPaths: Record<AccountTypeName, string> = {
  startup: '/startups/dashboard',
  investor: '/investors/dashboard',
  corporate: '/corporates/dashboard',
  partner: '/partners/dashboard',
  individual: '/individuals/dashboard',
  mentor: '/mentors/dashboard',
  service_provider: '/service-provider/dashboard',
  program_office: '/program-office-members/dashboard',
  other: '/search/startups',
  job_seeker: '/applied/jobs',
};

/**
 * Where each type's own profile pages live on the web (its edit area is `{path}/edit/*`): beside the
 * dashboard for most, and for job seekers, whose home is their applications, under /job-seekers.
 * The profile registry's webPath says the same; this small table is for the first screen's routes.
 */
export const profileWebPaths: Record<Exclude<AccountTypeName, 'other'>, string> = {
  startup: '/startups',
  investor: '/investors',
  corporate: '/corporates',
  partner: '/partners',
  individual: '/individuals',
  mentor: '/mentors',
  service_provider: '/service-provider',
  program_office: '/program-office-members',
  job_seeker: '/job-seekers',
};

/**
 * Whether people may join a tenant as this type, by signing up or by adding a profile: the tenant
 * enables it, and it is never the anonymous 'other'. The one rule sign-up, profile creation and the web
 * all ask.
 */
export const isTypeOpen = (users: Readonly<Partial<Record<AccountTypeName, boolean>>>, type: AccountTypeName) =>
  type !== 'other' && users[type] === true;
