import {
  accountTypes,
  type ConnectionMatrixEntry,
  chatTypes,
  type FeatureFlagName,
  featureFlagNames,
  hexColorPattern,
  layouts,
  type MaintenanceMode,
  type PostingRule,
  privateFieldAudiences,
  profileVisibilities,
  searchTypes,
  type TenantBranding,
  type TenantDetails,
  type TenantFeatures,
  themes,
  videoCallKinds,
} from '@ventura/shared';
import type { ResponseSchema } from './client.ts';

/*
 * The verify-tenant answer checked without zod: the tenant decides the first screen, and zod (about
 * 27 KB gzip) would otherwise have to load before it. It follows the shared TenantDetails schema: each
 * object's checks are typed by the keys of its type, so a field added there does not compile here until
 * it is checked, and tenant-details.test.ts holds the two to the same verdicts.
 */

type Check = (value: unknown) => boolean;
/** A check for every key of T. */
type Shape<T> = { [K in keyof T]-?: Check };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const string: Check = (value) => typeof value === 'string';
const boolean: Check = (value) => typeof value === 'boolean';
const integer: Check = (value) => Number.isSafeInteger(value);
const positiveInteger: Check = (value) => typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
const hexColor: Check = (value) => typeof value === 'string' && hexColorPattern.test(value);
const url: Check = (value) => typeof value === 'string' && URL.canParse(value);
const nullable =
  (check: Check): Check =>
  (value) =>
    value === null || check(value);
const optional =
  (check: Check): Check =>
  (value) =>
    value === undefined || check(value);
const oneOf =
  (options: readonly string[]): Check =>
  (value) =>
    options.some((option) => option === value);
const arrayOf =
  (check: Check): Check =>
  (value) =>
    Array.isArray(value) && value.every(check);
/** Every key of `keys` holds a value that passes `check`. */
const eachOf =
  (keys: readonly string[], check: Check): Check =>
  (value) =>
    isRecord(value) && keys.every((key) => check(value[key]));
const object =
  <T>(shape: Shape<T>): Check =>
  (value) =>
    isRecord(value) && Object.entries<Check>(shape).every(([key, check]) => check(value[key]));
const both =
  (first: Check, second: Check): Check =>
  (value) =>
    first(value) && second(value);

const features = both(
  eachOf(featureFlagNames, boolean),
  object<Omit<TenantFeatures, FeatureFlagName>>({ chat_type: oneOf(chatTypes), search_type: oneOf(searchTypes) }),
);

const branding = object<TenantBranding>({
  logo: string,
  headerLogo: string,
  favicon: string,
  colors: object<TenantBranding['colors']>({ primary: hexColor, secondary: hexColor }),
});

const maintenanceMode = object<MaintenanceMode>({
  id: nullable(integer),
  maintenance_on: boolean,
  active: boolean,
  title: nullable(string),
  message: nullable(string),
  startTime: nullable(string),
  endTime: nullable(string),
  maintenance_on_title: nullable(string),
  maintenance_on_message: nullable(string),
});

const matrixEntry = object<ConnectionMatrixEntry>({
  profileType: oneOf(accountTypes),
  otherProfileType: oneOf(accountTypes),
  canSearch: boolean,
  canConnect: boolean,
});

/**
 * Who may post on the community wall, written out: the shared list lives beside zod schemas that the first
 * screen does without. As a record of every rule, it stops compiling when the shared rules change.
 */
const postingRules: Record<PostingRule, true> = { members: true, account_types: true, operators: true };

const tenantDetails = object<TenantDetails>({
  id: string,
  slug: string,
  name: string,
  apiUrl: string,
  features,
  users: eachOf(accountTypes, boolean),
  branding,
  sidebar_color: hexColor,
  main_website_url: nullable(url),
  chat: object<TenantDetails['chat']>({ enabled: boolean, region: nullable(string), appId: nullable(string) }),
  connections: object<TenantDetails['connections']>({
    enabled: boolean,
    moderated: boolean,
    maxMessageLength: integer,
  }),
  meeting_time_slot_difference_in_mins: positiveInteger,
  subscription_active: boolean,
  subscription_active_message: nullable(string),
  direct_access_allowed: boolean,
  profile_settings: object<TenantDetails['profile_settings']>({
    public_profiles: oneOf(profileVisibilities),
    private_fields_to: oneOf(privateFieldAudiences),
    upload_max_bytes: positiveInteger,
  }),
  community: object<TenantDetails['community']>({
    who_may_post: oneOf(Object.keys(postingRules)),
    posting_account_types: arrayOf(oneOf(accountTypes)),
    public_posts: boolean,
  }),
  layout: oneOf(layouts),
  theme: oneOf(themes),
  meetings: optional(object<NonNullable<TenantDetails['meetings']>>({ videoCall: oneOf(videoCallKinds) })),
  maintenance_mode: maintenanceMode,
  connection_matrix: arrayOf(matrixEntry),
});

/** Whether an answer is a whole tenant as verify-tenant describes it. */
export const isTenantDetails = (value: unknown): value is TenantDetails => tenantDetails(value);

/** The tenant as a response schema for the API client: anything else is an answer the app does not understand. */
export const TenantDetailsCheck: ResponseSchema<TenantDetails> = {
  parse: (data) => {
    if (!isTenantDetails(data)) throw new TypeError('verify-tenant answered with something that is not a tenant');
    return data;
  },
};
