import { z } from 'zod';
import { AccountType } from './accounts.ts';
import { Reaction } from './activity.ts';
import { limits } from './constants.ts';
import { pageLimit, pageQuery, pageSizes } from './paging.ts';

/** Tenant-editable taxonomies served by the lookup calls of spec calls 7.1. */
export const TaxonomyKind = z.enum([
  'industries',
  'technologies',
  'skills',
  'organization-types',
  'investment-types',
  'government-grants',
  'product-stages',
  'funding-stages',
  'business-models',
  'delivery-models',
  'maturity-stages',
  'mentorship-areas',
  'pitch-video-topics',
]);
export type TaxonomyKind = z.infer<typeof TaxonomyKind>;

export const TaxonomyTerm = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  parentCode: z.string().nullable(),
});
export type TaxonomyTerm = z.infer<typeof TaxonomyTerm>;

/** The industry that always comes first in industry lists. */
export const horizontalIndustryCode = 'horizontal';

export const CustomDataParams = z.object({ key: z.string().trim().min(1).max(100) });

export const Country = z.object({
  id: z.number().int(),
  isoCode: z.string(),
  name: z.string(),
  phoneCode: z.string(),
  flag: z.string(),
  currency: z.string().nullable(),
});
export type Country = z.infer<typeof Country>;

export const State = z.object({ id: z.number().int(), isoCode: z.string(), name: z.string(), countryCode: z.string() });
export type State = z.infer<typeof State>;

export const City = z.object({
  id: z.number().int(),
  name: z.string(),
  stateCode: z.string(),
  countryCode: z.string(),
});
export type City = z.infer<typeof City>;

export const Location = z.object({
  cityId: z.number().int(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  countryCode: z.string(),
  label: z.string(),
});
export type Location = z.infer<typeof Location>;

const CountryCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/, 'countryCode must be a two-letter ISO code')
  .transform((v) => v.toUpperCase());
const StateCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9-]{1,10}$/, 'stateCode must be a state code')
  .transform((v) => v.toUpperCase());

export const StatesQuery = z.object({ countryCode: CountryCode });
export const CitiesQuery = z.object({
  countryCode: CountryCode,
  stateCode: StateCode.optional(),
  search: z.string().trim().max(100).optional(),
  limit: pageLimit(pageSizes.cities),
});
export const LocationQuery = z.object({
  search: z
    .string()
    .trim()
    .min(limits.minSearchLength, `search needs at least ${limits.minSearchLength} characters`)
    .max(100),
  limit: pageLimit(pageSizes.panel),
});
/** Order of a taxonomy list; without it, the tenant's own order (pitch video topics: by id, as the spec says). */
export const OrderByQuery = z.object({ order_by: z.enum(['id', 'name']).optional() });

export const ContentModel = z.enum(['banners', 'testimonials', 'faq', 'ads']);
export type ContentModel = z.infer<typeof ContentModel>;
export const ContentModelParams = z.object({ model: ContentModel });

export const ContentItem = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  body: z.string(),
  imageUrl: z.string().nullable(),
  linkUrl: z.string().nullable(),
  author: z.string().nullable(),
});
export type ContentItem = z.infer<typeof ContentItem>;

export const GlossaryTerm = z.object({
  id: z.number().int(),
  word: z.string(),
  slug: z.string(),
  definition: z.string(),
});
export type GlossaryTerm = z.infer<typeof GlossaryTerm>;
export const GlossaryQuery = z.object({ search: z.string().trim().max(100).optional() });
// Fastify refuses path parameters over 100 characters with 414 before they get here.
export const GlossaryWordParams = z.object({ word: z.string().trim().min(1).max(100) });

export const PageSummary = z.object({ id: z.number().int(), slug: z.string(), title: z.string() });
export type PageSummary = z.infer<typeof PageSummary>;
export const Page = PageSummary.extend({ body: z.string(), updatedAt: z.iso.datetime() });
export type Page = z.infer<typeof Page>;
/** A page by its numeric id or its slug. */
export const PageParams = z.object({ idOrSlug: z.string().trim().min(1).max(100) });

export const PartnerBasic = z.object({
  uuid: z.string(),
  name: z.string(),
  slug: z.string(),
  logo: z.string().nullable(),
  website: z.string().nullable(),
  description: z.string().nullable(),
});
export type PartnerBasic = z.infer<typeof PartnerBasic>;
/**
 * A partner of this tenant (calls 7.4, partners-information[/{id}]): its card, and how many approved
 * startups came to the platform through it.
 */
export const PartnerInformation = PartnerBasic.extend({ startups: z.number().int() });
export type PartnerInformation = z.infer<typeof PartnerInformation>;
export const PartnerInformationParams = z.object({ id: z.string().uuid() });
/** GET partners/public/partners-information: the tenant's partners A to Z, paged, optionally by name. */
export const PartnerInformationQuery = z
  .object({
    search: z.string().trim().max(100).optional(),
    ...pageQuery(pageSizes.grid),
  })
  .strict();
export type PartnerInformationQuery = z.infer<typeof PartnerInformationQuery>;

/** A filter of a directory search, with its choices. */
export const SearchOption = z.object({
  key: z.string(),
  label: z.string(),
  multiple: z.boolean(),
  options: z.array(z.object({ value: z.string(), label: z.string() })),
});
export type SearchOption = z.infer<typeof SearchOption>;
export const SearchOptionRole = AccountType.exclude(['other', 'job_seeker']);
export type SearchOptionRole = z.infer<typeof SearchOptionRole>;
export const SearchOptionParams = z.object({ role: SearchOptionRole });

export const PlatformFeedback = z.object({
  ratings: Reaction,
  comments: z.string().trim().max(2000, 'Comments can be at most 2000 characters').optional().default(''),
});
export type PlatformFeedback = z.infer<typeof PlatformFeedback>;
export const PlatformFeedbackReceipt = z.object({
  id: z.number().int(),
  ratings: Reaction,
  comments: z.string(),
  createdAt: z.iso.datetime(),
});
export type PlatformFeedbackReceipt = z.infer<typeof PlatformFeedbackReceipt>;
