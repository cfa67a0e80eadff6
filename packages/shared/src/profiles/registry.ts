/*
 * The account-type registry: for every account type with a profile, its label, its paths on the web and
 * the API, the sections and lists its profile is made of, and who may see each field. Every rule that
 * depends on the type reads it from here; schemas.ts and completeness.ts are functions of it.
 */

import { accountTypeLabels, dashboardPaths, profileWebPaths } from '../account-types.ts';
import type { AccountType, InvestorType } from '../accounts.ts';
import { employmentTypeLabels, workModeLabels } from '../job-options.ts';
import type { FieldDef } from './fields.ts';

/** A part of a profile edited on one page and saved by one PATCH. */
export type SectionDef = {
  key: string;
  title: string;
  /** The web page that edits it. */
  page: string;
  /** Its API path under api/v1: GET answers the own profile, PATCH saves the section. */
  api: string;
  fields: readonly FieldDef[];
  /** Only for these investor types; every type's when absent. */
  investorTypes?: readonly InvestorType[];
  /** The toast after a save, and the one after a failure (spec calls 8). */
  saved: string;
  failed: string;
};

/** A list on a profile (founders, advisors...): each item added, changed and removed on its own. */
export type ListDef = {
  key: string;
  title: string;
  /** What one item is called: 'founder'. */
  item: string;
  page: string;
  api: string;
  fields: readonly FieldDef[];
  /** Items needed before the profile is complete. */
  minItems: number;
  maxItems: number;
};

export type ProfileTypeDef = {
  type: ProfileAccountType;
  label: string;
  /** The API path of the role (spec calls 7.4). */
  rolePath: string;
  /** The web prefix of its dashboard, edit and public pages. */
  webPath: string;
  dashboard: string;
  /** Whether the profile is shown under an organisation's name or the person's own. */
  shownAs: 'organization' | 'person';
  sections: readonly SectionDef[];
  lists: readonly ListDef[];
  /** The guided first-time flow through the sections, where the type has one. */
  guidedPage?: string;
};

/** Account types that have a profile of their own to build (the anonymous 'other' does not). */
export const profileAccountTypes = [
  'startup',
  'investor',
  'corporate',
  'mentor',
  'service_provider',
  'partner',
  'program_office',
  'individual',
  'job_seeker',
] as const satisfies readonly AccountType[];
export type ProfileAccountType = (typeof profileAccountTypes)[number];

export const isProfileAccountType = (type: string): type is ProfileAccountType =>
  (profileAccountTypes as readonly string[]).includes(type);

// ---- Choice lists used by several types ----

export const revenueBands = {
  pre_revenue: 'Pre-revenue',
  under_100k: 'Under 100K',
  '100k_1m': '100K to 1M',
  '1m_10m': '1M to 10M',
  over_10m: 'Over 10M',
} as const;

export const headcountBands = {
  '1_10': '1 to 10',
  '11_50': '11 to 50',
  '51_200': '51 to 200',
  '201_1000': '201 to 1,000',
  over_1000: 'Over 1,000',
} as const;

export const corporateEngagementModes = {
  pilots: 'Pilots and proofs of concept',
  procurement: 'Procurement',
  investment: 'Investment',
  mentorship: 'Mentorship',
  co_development: 'Co-development',
  market_access: 'Market access',
} as const;

export const partnerSupport = {
  funding: 'Funding',
  mentorship: 'Mentorship',
  market_access: 'Market access',
  infrastructure: 'Infrastructure and space',
  talent: 'Talent',
  training: 'Training',
} as const;

export const commitmentKinds = {
  incubation: 'Incubation',
  acceleration: 'Acceleration',
  grant: 'Grant',
  pilot: 'Pilot',
  other: 'Other',
} as const;

export const mentorEngagement = { pro_bono: 'Pro bono', paid: 'Paid', either: 'Either' } as const;
export const pricingModels = {
  fixed: 'Fixed price',
  hourly: 'Hourly',
  retainer: 'Retainer',
  equity: 'Equity',
  free: 'Free for startups',
} as const;
export const organisationKindLabels = {
  incubator: 'Incubator',
  accelerator: 'Accelerator',
  'association-organization': 'Association or organization',
} as const;
export const lookingForOptions = {
  fundraising: 'Fundraising',
  tech_hiring: 'Tech hiring',
  customer_access: 'Customer access',
  mentorship: 'Mentorship',
  business_services: 'Business services',
} as const;

// ---- Fields shared by several sections ----

const name = (label: string): FieldDef => ({ key: 'name', label, kind: 'text', max: 120, required: true });
const tagline: FieldDef = {
  key: 'tagline',
  label: 'Tagline',
  kind: 'text',
  max: 140,
  hint: 'One line that says what you do',
};
const about = (label: string): FieldDef => ({ key: 'about', label, kind: 'textarea', max: 2000, required: true });
const website = (required = false): FieldDef => ({ key: 'website', label: 'Website', kind: 'url', required });
const designation = (required = true): FieldDef => ({
  key: 'designation',
  label: 'Designation',
  kind: 'text',
  max: 120,
  required,
});
const location = (cityRequired = false): FieldDef[] => [
  { key: 'countryCode', label: 'Country', kind: 'country', required: true },
  { key: 'stateCode', label: 'State', kind: 'state' },
  { key: 'city', label: 'City', kind: 'city', required: cityRequired },
];
const linkedin: FieldDef = { key: 'linkedin', label: 'LinkedIn profile', kind: 'url' };
const foundedYear = (required = false): FieldDef => ({
  key: 'foundedYear',
  label: 'Year founded',
  kind: 'year',
  required,
});
const industries = (required = true): FieldDef => ({
  key: 'industries',
  label: 'Industries',
  kind: 'terms',
  taxonomy: 'industries',
  maxItems: 5,
  required,
});
const technologies = (required = false): FieldDef => ({
  key: 'technologies',
  label: 'Technologies',
  kind: 'terms',
  taxonomy: 'technologies',
  maxItems: 10,
  required,
});
const investmentFields: FieldDef[] = [
  industries(),
  {
    key: 'fundingStages',
    label: 'Stages you invest in',
    kind: 'terms',
    taxonomy: 'funding-stages',
    maxItems: 10,
    required: true,
  },
  { key: 'investmentTypes', label: 'Investment types', kind: 'terms', taxonomy: 'investment-types', maxItems: 10 },
  { key: 'ticketMin', label: 'Smallest cheque', kind: 'amount', required: true },
  { key: 'ticketMax', label: 'Largest cheque', kind: 'amount', required: true },
  { key: 'geographies', label: 'Countries you invest in', kind: 'countries', maxItems: 30 },
  { key: 'portfolio', label: 'Portfolio companies', kind: 'tags', maxItems: 50 },
  { key: 'providingFunding', label: 'Currently making new investments', kind: 'boolean' },
];

const saved = (title: string) => `${title} updated`;
const failed = (kind: string) => `Error while saving ${kind} info!`;

// ---- The types ----

const startup: ProfileTypeDef = {
  type: 'startup',
  label: accountTypeLabels.startup,
  rolePath: 'startups',
  webPath: profileWebPaths.startup,
  dashboard: dashboardPaths.startup,
  shownAs: 'organization',
  guidedPage: '/startups/complete-profile',
  sections: [
    {
      key: 'startup-information',
      title: 'Startup information',
      page: '/startups/edit/startup-information',
      api: 'startups/information',
      saved: 'Start Up Information Updated',
      failed: failed('startup'),
      fields: [
        name('Startup name'),
        tagline,
        about('What does your startup do?'),
        website(),
        foundedYear(true),
        { key: 'teamSize', label: 'Team size', kind: 'integer', min: 1, max: 100_000, required: true },
        ...location(true),
        {
          key: 'servicesLookingFor',
          label: 'Looking for',
          kind: 'choices',
          options: lookingForOptions,
          maxItems: 5,
          required: true,
        },
        { key: 'legalName', label: 'Registered company name', kind: 'text', max: 200 },
        {
          key: 'registrationNumber',
          label: 'Registration number',
          kind: 'text',
          max: 60,
          audience: 'private',
          hint: 'The number your startup is recognised under, such as a DPIIT number',
        },
      ],
    },
    {
      key: 'industry-technology',
      title: 'Industry and technology',
      page: '/startups/edit/industry-technology',
      api: 'startups/industry-technology',
      saved: saved('Industry and technology'),
      failed: failed('industry and technology'),
      fields: [
        industries(),
        technologies(true),
        {
          key: 'businessModels',
          label: 'Business models',
          kind: 'terms',
          taxonomy: 'business-models',
          maxItems: 5,
          required: true,
        },
        { key: 'deliveryModels', label: 'Delivery models', kind: 'terms', taxonomy: 'delivery-models', maxItems: 5 },
        {
          key: 'mentorshipAreas',
          label: 'Mentorship you are looking for',
          kind: 'terms',
          taxonomy: 'mentorship-areas',
          maxItems: 10,
        },
      ],
    },
    {
      key: 'product-information',
      title: 'Product',
      page: '/startups/edit/product-information',
      api: 'startups/product',
      saved: saved('Product information'),
      failed: 'Error while saving product info!',
      fields: [
        { key: 'productStage', label: 'Product stage', kind: 'term', taxonomy: 'product-stages', required: true },
        { key: 'productName', label: 'Product name', kind: 'text', max: 120 },
        {
          key: 'productDescription',
          label: 'What the product does and for whom',
          kind: 'textarea',
          max: 2000,
          required: true,
        },
        { key: 'productUrl', label: 'Product link', kind: 'url' },
        { key: 'demoVideoUrl', label: 'Demo video link', kind: 'url' },
      ],
    },
    {
      key: 'financial-details',
      title: 'Financial details',
      page: '/startups/edit/financial-details',
      api: 'startups/financials',
      saved: saved('Financial details'),
      failed: 'Error while saving financials info!',
      fields: [
        { key: 'fundingStage', label: 'Funding stage', kind: 'term', taxonomy: 'funding-stages', required: true },
        {
          key: 'revenueBand',
          label: 'Annual revenue',
          kind: 'choice',
          options: revenueBands,
          required: true,
          audience: 'members',
        },
        { key: 'raisingFunds', label: 'Raising funds now', kind: 'boolean' },
        { key: 'fundingRaised', label: 'Funding raised to date', kind: 'amount', audience: 'members' },
        { key: 'fundingAsk', label: 'Amount you are raising', kind: 'amount', audience: 'members' },
        { key: 'pitchDeckUrl', label: 'Pitch deck link', kind: 'url', audience: 'private' },
        {
          key: 'governmentGrants',
          label: 'Government grants received',
          kind: 'terms',
          taxonomy: 'government-grants',
          maxItems: 10,
        },
      ],
    },
  ],
  lists: [
    {
      key: 'founders',
      title: 'Founders',
      item: 'founder',
      page: '/startups/edit/founders',
      api: 'startups/founders',
      minItems: 1,
      maxItems: 10,
      fields: [
        { key: 'name', label: 'Name', kind: 'text', max: 120, required: true },
        { key: 'designation', label: 'Role', kind: 'text', max: 120, required: true },
        { key: 'email', label: 'Email', kind: 'email', audience: 'private' },
        linkedin,
        { key: 'bio', label: 'Short bio', kind: 'textarea', max: 500 },
      ],
    },
    {
      key: 'advisoryBoards',
      title: 'Advisory board',
      item: 'advisor',
      page: '/startups/edit/advisory-board',
      api: 'startups/advisory-boards',
      minItems: 0,
      maxItems: 20,
      fields: [
        { key: 'name', label: 'Name', kind: 'text', max: 120, required: true },
        { key: 'designation', label: 'Designation', kind: 'text', max: 120 },
        { key: 'organization', label: 'Organization', kind: 'text', max: 120 },
        linkedin,
      ],
    },
    {
      key: 'ongoingCommitments',
      title: 'Ongoing commitments',
      item: 'commitment',
      page: '/startups/edit/ongoing-commitments',
      api: 'startups/ongoing-commitments',
      minItems: 0,
      maxItems: 20,
      fields: [
        { key: 'title', label: 'Programme or commitment', kind: 'text', max: 160, required: true },
        { key: 'organization', label: 'Organization', kind: 'text', max: 120, required: true },
        { key: 'kind', label: 'Kind', kind: 'choice', options: commitmentKinds, required: true },
        { key: 'startDate', label: 'Start date', kind: 'date' },
        { key: 'endDate', label: 'End date', kind: 'date' },
        { key: 'description', label: 'Details', kind: 'textarea', max: 500 },
      ],
    },
  ],
};

const organizationInvestors = ['organization', 'syndicate'] as const;
const individualInvestors = ['individual'] as const;

const investor: ProfileTypeDef = {
  type: 'investor',
  label: accountTypeLabels.investor,
  rolePath: 'investors',
  webPath: profileWebPaths.investor,
  dashboard: dashboardPaths.investor,
  shownAs: 'organization',
  sections: [
    {
      key: 'organization-details',
      title: 'Organization details',
      page: '/investors/edit/organization-details',
      api: 'investors/organization-information',
      investorTypes: organizationInvestors,
      saved: saved('Organization details'),
      failed: failed('organization'),
      fields: [
        name('Organization name'),
        tagline,
        about('About the organization'),
        website(true),
        foundedYear(),
        { key: 'fundSize', label: 'Fund size', kind: 'amount', audience: 'members' },
        ...location(),
      ],
    },
    {
      key: 'representative-details',
      title: 'Representative details',
      page: '/investors/edit/representative-details',
      api: 'investors/representative-information',
      investorTypes: organizationInvestors,
      saved: saved('Representative details'),
      failed: failed('representative'),
      fields: [
        { key: 'representativeName', label: 'Representative name', kind: 'text', max: 120, required: true },
        { key: 'representativeDesignation', label: 'Designation', kind: 'text', max: 120, required: true },
        { key: 'representativeEmail', label: 'Email', kind: 'email', audience: 'private' },
        { key: 'representativePhone', label: 'Phone', kind: 'phone', audience: 'private' },
        { ...linkedin, key: 'representativeLinkedin' },
      ],
    },
    {
      key: 'investments-details',
      title: 'Investment focus',
      page: '/investors/edit/investments-details',
      api: 'investors/investments-information',
      investorTypes: organizationInvestors,
      saved: saved('Investment focus'),
      failed: failed('investments'),
      fields: investmentFields,
    },
    {
      key: 'individual-details',
      title: 'About you',
      page: '/investors/edit/individual-details',
      api: 'investors/individual-information',
      investorTypes: individualInvestors,
      saved: saved('Your details'),
      failed: failed('investor'),
      fields: [designation(), about('About you'), ...location(), linkedin, website()],
    },
    {
      key: 'individual-investments-details',
      title: 'Investment focus',
      page: '/investors/edit/individual-investments-details',
      api: 'investors/individual-investments-information',
      investorTypes: individualInvestors,
      saved: saved('Investment focus'),
      failed: failed('investments'),
      fields: investmentFields,
    },
  ],
  lists: [],
};

const corporate: ProfileTypeDef = {
  type: 'corporate',
  label: accountTypeLabels.corporate,
  rolePath: 'corporates',
  webPath: profileWebPaths.corporate,
  dashboard: dashboardPaths.corporate,
  shownAs: 'organization',
  sections: [
    {
      key: 'corporate-intro',
      title: 'Corporate introduction',
      page: '/corporates/edit/corporate-intro',
      api: 'corporates/information',
      saved: saved('Corporate introduction'),
      failed: failed('corporate'),
      fields: [
        name('Company name'),
        designation(),
        tagline,
        about('About the company'),
        website(),
        {
          key: 'organizationType',
          label: 'Organization type',
          kind: 'term',
          taxonomy: 'organization-types',
          required: true,
        },
        { key: 'headcount', label: 'Employees', kind: 'choice', options: headcountBands },
        foundedYear(),
        ...location(),
        industries(),
      ],
    },
    {
      key: 'engagement-details',
      title: 'Engagement with startups',
      page: '/corporates/edit/engagement-details',
      api: 'corporates/engagement-information',
      saved: saved('Engagement details'),
      failed: 'Error while saving engagement info!',
      fields: [
        {
          key: 'engagementModes',
          label: 'How you work with startups',
          kind: 'choices',
          options: corporateEngagementModes,
          maxItems: 6,
          required: true,
        },
        technologies(),
        {
          key: 'focusAreas',
          label: 'Problems you want startups to solve',
          kind: 'textarea',
          max: 2000,
          required: true,
        },
        {
          key: 'startupStages',
          label: 'Startup stages you work with',
          kind: 'terms',
          taxonomy: 'maturity-stages',
          maxItems: 10,
        },
      ],
    },
  ],
  lists: [],
};

const mentor: ProfileTypeDef = {
  type: 'mentor',
  label: accountTypeLabels.mentor,
  rolePath: 'mentors',
  webPath: profileWebPaths.mentor,
  dashboard: dashboardPaths.mentor,
  shownAs: 'person',
  sections: [
    {
      key: 'mentor-information',
      title: 'Mentor information',
      page: '/mentors/edit/mentor-information',
      api: 'mentors/information',
      saved: saved('Mentor information'),
      failed: 'Error while saving mentor info!',
      fields: [
        designation(),
        { key: 'organization', label: 'Organization', kind: 'text', max: 120 },
        about('About you'),
        { key: 'yearsExperience', label: 'Years of experience', kind: 'integer', min: 0, max: 70, required: true },
        ...location(),
        linkedin,
      ],
    },
    {
      key: 'industry-technology',
      title: 'Expertise',
      page: '/mentors/edit/industry-technology',
      api: 'mentors/industry-technology',
      saved: saved('Expertise'),
      failed: 'Error while saving mentor info!',
      fields: [
        industries(),
        {
          key: 'mentorshipAreas',
          label: 'Mentorship areas',
          kind: 'terms',
          taxonomy: 'mentorship-areas',
          maxItems: 10,
          required: true,
        },
        { key: 'skills', label: 'Skills', kind: 'terms', taxonomy: 'skills', maxItems: 15 },
        technologies(),
      ],
    },
    {
      key: 'engagement-details',
      title: 'Engagement',
      page: '/mentors/edit/engagement-details',
      api: 'mentors/engagement-information',
      saved: saved('Engagement details'),
      failed: 'Error while saving engagement info!',
      fields: [
        { key: 'engagementType', label: 'Mentoring terms', kind: 'choice', options: mentorEngagement, required: true },
        { key: 'hoursPerMonth', label: 'Hours a month you can give', kind: 'integer', min: 1, max: 200 },
        { key: 'availabilityNote', label: 'When you are available', kind: 'textarea', max: 500 },
      ],
    },
  ],
  lists: [],
};

const serviceProvider: ProfileTypeDef = {
  type: 'service_provider',
  label: accountTypeLabels.service_provider,
  rolePath: 'service_providers',
  webPath: profileWebPaths.service_provider,
  dashboard: dashboardPaths.service_provider,
  shownAs: 'organization',
  sections: [
    {
      key: 'service-provider-information',
      title: 'Service provider information',
      page: '/service-provider/edit/service-provider-information',
      api: 'service_providers/information',
      saved: saved('Service provider information'),
      failed: failed('service provider'),
      fields: [
        name('Company name'),
        tagline,
        about('About your services'),
        website(),
        foundedYear(),
        ...location(),
        { key: 'services', label: 'Services offered', kind: 'terms', taxonomy: 'skills', maxItems: 15, required: true },
        industries(false),
      ],
    },
    {
      key: 'engagement-details',
      title: 'Engagement',
      page: '/service-provider/edit/engagement-details',
      api: 'service_providers/engagement-information',
      saved: saved('Engagement details'),
      failed: 'Error while saving engagement info!',
      fields: [
        { key: 'pricingModel', label: 'Pricing', kind: 'choice', options: pricingModels, required: true },
        {
          key: 'maturityStages',
          label: 'Startup stages you serve',
          kind: 'terms',
          taxonomy: 'maturity-stages',
          maxItems: 10,
        },
        { key: 'startupOffer', label: 'Offer for startups on this platform', kind: 'textarea', max: 1000 },
      ],
    },
  ],
  lists: [],
};

const partner: ProfileTypeDef = {
  type: 'partner',
  label: accountTypeLabels.partner,
  rolePath: 'partners',
  webPath: profileWebPaths.partner,
  dashboard: dashboardPaths.partner,
  shownAs: 'organization',
  sections: [
    {
      key: 'partner-information',
      title: 'Partner information',
      page: '/partners/edit/partner-information',
      api: 'partners/information',
      saved: saved('Partner information'),
      failed: failed('partner'),
      fields: [
        name('Organization name'),
        tagline,
        about('About the organization'),
        website(true),
        {
          key: 'organizationType',
          label: 'Organization type',
          kind: 'term',
          taxonomy: 'organization-types',
          required: true,
        },
        ...location(),
      ],
    },
    {
      key: 'industry-technology',
      title: 'Focus and support',
      page: '/partners/edit/industry-technology',
      api: 'partners/industry-technology',
      saved: saved('Focus and support'),
      failed: failed('partner'),
      fields: [
        industries(),
        technologies(),
        {
          key: 'supportOffered',
          label: 'Support you offer',
          kind: 'choices',
          options: partnerSupport,
          maxItems: 6,
          required: true,
        },
      ],
    },
  ],
  lists: [],
};

const programOffice: ProfileTypeDef = {
  type: 'program_office',
  label: accountTypeLabels.program_office,
  rolePath: 'program_office_members',
  webPath: profileWebPaths.program_office,
  dashboard: dashboardPaths.program_office,
  shownAs: 'person',
  sections: [
    {
      key: 'program-office-member-information',
      title: 'Program office information',
      page: '/program-office-members/edit/program-office-member-information',
      api: 'program_office_members/information',
      saved: saved('Program office information'),
      failed: failed('program office'),
      fields: [
        { key: 'organization', label: 'Organization', kind: 'text', max: 120, required: true },
        designation(),
        {
          key: 'organisationKind',
          label: 'Kind of organization',
          kind: 'choice',
          options: organisationKindLabels,
          required: true,
        },
        about('About the program office'),
        website(),
        ...location(),
        industries(false),
      ],
    },
  ],
  lists: [],
};

const individual: ProfileTypeDef = {
  type: 'individual',
  label: accountTypeLabels.individual,
  rolePath: 'individuals',
  webPath: profileWebPaths.individual,
  dashboard: dashboardPaths.individual,
  shownAs: 'person',
  sections: [
    {
      key: 'individual-information',
      title: 'Your information',
      page: '/individuals/edit/individual-information',
      api: 'individuals/information',
      saved: saved('Your information'),
      failed: failed('individual'),
      fields: [
        designation(),
        { key: 'organization', label: 'Organization', kind: 'text', max: 120 },
        about('About you'),
        ...location(),
        { key: 'skills', label: 'Skills', kind: 'terms', taxonomy: 'skills', maxItems: 15 },
        industries(false),
        linkedin,
      ],
    },
  ],
  lists: [],
};

/**
 * A job seeker's profile (issue 19): in no directory, but with a public page like every type's (and the
 * employers they apply to see it with the application).
 * Their resume is kept by the jobs feature (POST job-seekers/resume).
 */
const jobSeeker: ProfileTypeDef = {
  type: 'job_seeker',
  label: accountTypeLabels.job_seeker,
  rolePath: 'job-seekers',
  webPath: profileWebPaths.job_seeker,
  dashboard: dashboardPaths.job_seeker,
  shownAs: 'person',
  sections: [
    {
      key: 'job-seeker-information',
      title: 'About you',
      page: '/job-seekers/edit/job-seeker-information',
      api: 'job-seekers/information',
      saved: saved('About you'),
      failed: failed('job seeker'),
      fields: [
        {
          key: 'headline',
          label: 'Headline',
          kind: 'text',
          max: 140,
          required: true,
          hint: 'The work you do or want, in one line',
        },
        about('About you'),
        { key: 'yearsExperience', label: 'Years of experience', kind: 'integer', min: 0, max: 60, required: true },
        ...location(),
        linkedin,
      ],
    },
    {
      key: 'skills-preferences',
      title: 'Skills and preferences',
      page: '/job-seekers/edit/skills-preferences',
      api: 'job-seekers/skills-preferences',
      saved: saved('Skills and preferences'),
      failed: failed('job seeker'),
      fields: [
        { key: 'skills', label: 'Skills', kind: 'terms', taxonomy: 'skills', maxItems: 15, required: true },
        {
          key: 'preferredEmploymentTypes',
          label: 'Kinds of work you want',
          kind: 'choices',
          options: employmentTypeLabels,
          maxItems: 4,
        },
        {
          key: 'preferredWorkModes',
          label: 'Where you want to work',
          kind: 'choices',
          options: workModeLabels,
          maxItems: 4,
        },
        { key: 'preferredLocations', label: 'Cities you would work in', kind: 'tags', maxItems: 5 },
        { key: 'expectedSalary', label: 'Expected yearly salary', kind: 'amount' },
        { key: 'noticePeriodDays', label: 'Notice period in days', kind: 'integer', min: 0, max: 365 },
      ],
    },
  ],
  lists: [
    {
      key: 'experience',
      title: 'Experience',
      item: 'position',
      page: '/job-seekers/edit/experience',
      api: 'job-seekers/experience',
      minItems: 0,
      maxItems: 20,
      fields: [
        { key: 'title', label: 'Role', kind: 'text', max: 120, required: true },
        { key: 'organization', label: 'Organization', kind: 'text', max: 120, required: true },
        { key: 'startDate', label: 'Start date', kind: 'date', required: true },
        { key: 'endDate', label: 'End date', kind: 'date', hint: 'Empty while you work there' },
        { key: 'description', label: 'What you did', kind: 'textarea', max: 1000 },
      ],
    },
    {
      key: 'education',
      title: 'Education',
      item: 'qualification',
      page: '/job-seekers/edit/education',
      api: 'job-seekers/education',
      minItems: 0,
      maxItems: 10,
      fields: [
        { key: 'institution', label: 'Institution', kind: 'text', max: 160, required: true },
        { key: 'degree', label: 'Degree or course', kind: 'text', max: 120, required: true },
        { key: 'fieldOfStudy', label: 'Field of study', kind: 'text', max: 120 },
        { key: 'startYear', label: 'Year started', kind: 'year' },
        { key: 'endYear', label: 'Year finished', kind: 'year' },
      ],
    },
  ],
};

export const profileTypes: Record<ProfileAccountType, ProfileTypeDef> = {
  startup,
  investor,
  corporate,
  mentor,
  service_provider: serviceProvider,
  partner,
  program_office: programOffice,
  individual,
  job_seeker: jobSeeker,
};

/** The sections a profile is made of: investors' depend on the investor type. */
export const sectionsOf = (type: ProfileAccountType, investorType: InvestorType | null) =>
  profileTypes[type].sections.filter(
    (section) => !section.investorTypes || section.investorTypes.includes(investorType ?? 'organization'),
  );

/** The section PATCH {role}/information saves: the first that applies. */
export const mainSectionOf = (type: ProfileAccountType, investorType: InvestorType | null) => {
  const [first] = sectionsOf(type, investorType);
  if (!first) throw new Error(`${type} has no sections`);
  return first;
};

/** Whether a profile is shown under the person's name: always for person types, and for individual investors. */
export const shownAsPerson = (type: ProfileAccountType, investorType: InvestorType | null) =>
  profileTypes[type].shownAs === 'person' || (type === 'investor' && investorType === 'individual');

/** The words of a URL slug taken from a name: lower case letters and digits joined by dashes, or '-'. */
export const slugOf = (name: string | null | undefined) => {
  const slug = (name ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
  return slug || '-';
};

/** The public page of a profile (product.md 2, "Public profile routes"). */
export const publicProfilePath = (type: ProfileAccountType, uuid: string, name: string | null | undefined) => {
  const slug = slugOf(name);
  if (type === 'partner') return `/partners/${uuid}/${slug}`;
  return `${profileTypes[type].webPath}/profile/${uuid}/${slug}`;
};

/** A profile's short link on its tenant's host; the server answers it with the profile's address. */
export const shortProfilePath = (shortCode: string) => `/p/${shortCode}`;
export const shortCodePattern = /^[0-9a-f]{10}$/;

/** Every field key a type's sections hold, once, with the field that describes it. */
export const fieldsOfType = (type: ProfileAccountType) => {
  const fields = new Map<string, FieldDef>();
  for (const section of profileTypes[type].sections) for (const field of section.fields) fields.set(field.key, field);
  return fields;
};

/** The type whose API path is `rolePath` (startups → startup). */
export const typeOfRolePath = (rolePath: string) =>
  profileAccountTypes.find((type) => profileTypes[type].rolePath === rolePath);
