/*
 * Each account type's own fields, one table per type keyed by its profile, beside the card every type
 * shares (profiles, in platform/identity). Property names are the registry's field keys
 * (packages/shared/src/profiles/registry.ts), so a section's values map onto columns by name;
 * registry.test.ts holds every field to a column. Lists of codes are text[] for GIN indexes and filters.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { profiles } from '../../platform/identity/tables.ts';
import { tenantIdColumn } from '../../platform/tenancy/tables.ts';

const codes = (name: string) => text(name).array().notNull().default(sql`'{}'::text[]`);
const amount = (name: string) => bigint(name, { mode: 'number' });

/** The columns and keys of a table that extends one profile: one row per profile, gone with it. */
const perProfile = <T extends string>(name: T) => ({
  keys: {
    profileId: integer('profile_id').primaryKey(),
    tenantId: tenantIdColumn(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  constraints: (t: { tenantId: AnyPgColumn; profileId: AnyPgColumn }) => [
    uniqueIndex(`${name}_profile_idx`).on(t.tenantId, t.profileId),
    foreignKey({
      name: `${name}_profile_fk`,
      columns: [t.tenantId, t.profileId],
      foreignColumns: [profiles.tenantId, profiles.id],
    }).onDelete('cascade'),
  ],
});

const startup = perProfile('startup_profiles');
export const startupProfiles = pgTable(
  'startup_profiles',
  {
    ...startup.keys,
    legalName: text('legal_name'),
    registrationNumber: text('registration_number'),
    foundedYear: integer('founded_year'),
    teamSize: integer('team_size'),
    technologies: codes('technologies'),
    businessModels: codes('business_models'),
    deliveryModels: codes('delivery_models'),
    mentorshipAreas: codes('mentorship_areas'),
    productStage: text('product_stage'),
    productName: text('product_name'),
    productDescription: text('product_description'),
    productUrl: text('product_url'),
    demoVideoUrl: text('demo_video_url'),
    fundingStage: text('funding_stage'),
    revenueBand: text('revenue_band'),
    raisingFunds: boolean('raising_funds').notNull().default(false),
    fundingRaised: amount('funding_raised'),
    fundingAsk: amount('funding_ask'),
    pitchDeckUrl: text('pitch_deck_url'),
    governmentGrants: codes('government_grants'),
  },
  (t) => [...startup.constraints(t), index('startup_profiles_raising_idx').on(t.tenantId, t.raisingFunds)],
);

const investor = perProfile('investor_profiles');
export const investorProfiles = pgTable(
  'investor_profiles',
  {
    ...investor.keys,
    foundedYear: integer('founded_year'),
    fundSize: amount('fund_size'),
    representativeName: text('representative_name'),
    representativeDesignation: text('representative_designation'),
    representativeEmail: text('representative_email'),
    representativePhone: text('representative_phone'),
    representativeLinkedin: text('representative_linkedin'),
    fundingStages: codes('funding_stages'),
    investmentTypes: codes('investment_types'),
    ticketMin: amount('ticket_min'),
    ticketMax: amount('ticket_max'),
    geographies: codes('geographies'),
    portfolio: codes('portfolio'),
    providingFunding: boolean('providing_funding').notNull().default(false),
  },
  (t) => investor.constraints(t),
);

const corporate = perProfile('corporate_profiles');
export const corporateProfiles = pgTable(
  'corporate_profiles',
  {
    ...corporate.keys,
    organizationType: text('organization_type'),
    headcount: text('headcount'),
    foundedYear: integer('founded_year'),
    engagementModes: codes('engagement_modes'),
    technologies: codes('technologies'),
    focusAreas: text('focus_areas'),
    startupStages: codes('startup_stages'),
  },
  (t) => corporate.constraints(t),
);

const mentor = perProfile('mentor_profiles');
export const mentorProfiles = pgTable(
  'mentor_profiles',
  {
    ...mentor.keys,
    yearsExperience: integer('years_experience'),
    mentorshipAreas: codes('mentorship_areas'),
    skills: codes('skills'),
    technologies: codes('technologies'),
    engagementType: text('engagement_type'),
    hoursPerMonth: integer('hours_per_month'),
    availabilityNote: text('availability_note'),
  },
  (t) => mentor.constraints(t),
);

const serviceProvider = perProfile('service_provider_profiles');
export const serviceProviderProfiles = pgTable(
  'service_provider_profiles',
  {
    ...serviceProvider.keys,
    foundedYear: integer('founded_year'),
    services: codes('services'),
    pricingModel: text('pricing_model'),
    maturityStages: codes('maturity_stages'),
    startupOffer: text('startup_offer'),
  },
  (t) => serviceProvider.constraints(t),
);

const partner = perProfile('partner_profiles');
export const partnerProfiles = pgTable(
  'partner_profiles',
  {
    ...partner.keys,
    organizationType: text('organization_type'),
    technologies: codes('technologies'),
    supportOffered: codes('support_offered'),
  },
  (t) => partner.constraints(t),
);

const programOffice = perProfile('program_office_profiles');
export const programOfficeProfiles = pgTable(
  'program_office_profiles',
  {
    ...programOffice.keys,
    organisationKind: text('organisation_kind'),
  },
  (t) => programOffice.constraints(t),
);

const individual = perProfile('individual_profiles');
export const individualProfiles = pgTable(
  'individual_profiles',
  {
    ...individual.keys,
    skills: codes('skills'),
  },
  (t) => individual.constraints(t),
);

const jobSeeker = perProfile('job_seeker_profiles');
/** A job seeker's own fields (issue 19); about, location and LinkedIn are on the card. */
export const jobSeekerProfiles = pgTable(
  'job_seeker_profiles',
  {
    ...jobSeeker.keys,
    headline: text('headline'),
    yearsExperience: integer('years_experience'),
    skills: codes('skills'),
    preferredEmploymentTypes: codes('preferred_employment_types'),
    preferredWorkModes: codes('preferred_work_modes'),
    preferredLocations: codes('preferred_locations'),
    expectedSalary: amount('expected_salary'),
    noticePeriodDays: integer('notice_period_days'),
  },
  (t) => jobSeeker.constraints(t),
);

/** The columns of a list table: an item of one profile, in the holder's order. */
const listItem = (name: string) => ({
  keys: {
    id: serial('id').primaryKey(),
    tenantId: tenantIdColumn(),
    profileId: integer('profile_id').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  constraints: (t: { tenantId: AnyPgColumn; profileId: AnyPgColumn; position: AnyPgColumn }) => [
    foreignKey({
      name: `${name}_profile_fk`,
      columns: [t.tenantId, t.profileId],
      foreignColumns: [profiles.tenantId, profiles.id],
    }).onDelete('cascade'),
    index(`${name}_profile_idx`).on(t.tenantId, t.profileId, t.position),
  ],
});

const founder = listItem('startup_founders');
export const startupFounders = pgTable(
  'startup_founders',
  {
    ...founder.keys,
    name: text('name').notNull(),
    designation: text('designation'),
    email: text('email'),
    linkedin: text('linkedin'),
    bio: text('bio'),
  },
  (t) => founder.constraints(t),
);

const advisor = listItem('startup_advisors');
export const startupAdvisors = pgTable(
  'startup_advisors',
  {
    ...advisor.keys,
    name: text('name').notNull(),
    designation: text('designation'),
    organization: text('organization'),
    linkedin: text('linkedin'),
  },
  (t) => advisor.constraints(t),
);

const commitment = listItem('startup_commitments');
export const startupCommitments = pgTable(
  'startup_commitments',
  {
    ...commitment.keys,
    title: text('title').notNull(),
    organization: text('organization'),
    kind: text('kind'),
    startDate: date('start_date'),
    endDate: date('end_date'),
    description: text('description'),
  },
  (t) => commitment.constraints(t),
);

const experience = listItem('job_seeker_experience');
export const jobSeekerExperience = pgTable(
  'job_seeker_experience',
  {
    ...experience.keys,
    title: text('title').notNull(),
    organization: text('organization'),
    startDate: date('start_date'),
    endDate: date('end_date'),
    description: text('description'),
  },
  (t) => experience.constraints(t),
);

const education = listItem('job_seeker_education');
export const jobSeekerEducation = pgTable(
  'job_seeker_education',
  {
    ...education.keys,
    institution: text('institution').notNull(),
    degree: text('degree'),
    fieldOfStudy: text('field_of_study'),
    startYear: integer('start_year'),
    endYear: integer('end_year'),
  },
  (t) => education.constraints(t),
);

/** A view of a profile by someone other than its holder, counted once per viewer a day. */
export const profileViews = pgTable(
  'profile_views',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantIdColumn(),
    profileId: integer('profile_id').notNull(),
    /** A signed-in viewer's user id, or a keyed hash of a signed-out viewer's address. */
    viewerKey: text('viewer_key').notNull(),
    day: date('day').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'profile_views_profile_fk',
      columns: [t.tenantId, t.profileId],
      foreignColumns: [profiles.tenantId, profiles.id],
    }).onDelete('cascade'),
    uniqueIndex('profile_views_once_a_day_idx').on(t.tenantId, t.profileId, t.viewerKey, t.day),
    index('profile_views_recent_idx').on(t.tenantId, t.profileId, t.day),
  ],
);
