import { z } from 'zod';
import { AccountType } from './accounts.ts';
import { MatchingSettings } from './matching.ts';
import {
  chatTypes,
  type FeatureFlagName,
  featureFlagNames,
  hexColorPattern,
  layouts,
  privateFieldAudiences,
  profileVisibilities,
  searchTypes,
  themes,
  videoCallKinds,
} from './tenant-options.ts';

export const ChatType = z.enum(chatTypes);
export type ChatType = z.infer<typeof ChatType>;
export const SearchType = z.enum(searchTypes);
export type SearchType = z.infer<typeof SearchType>;

const flagShape = Object.fromEntries(featureFlagNames.map((name) => [name, z.boolean()])) as Record<
  FeatureFlagName,
  z.ZodBoolean
>;
export const TenantFeatures = z.object({ ...flagShape, chat_type: ChatType, search_type: SearchType });
export type TenantFeatures = z.infer<typeof TenantFeatures>;

/** Which account types a tenant enables. */
export const TenantUsers = z.record(AccountType, z.boolean());
export type TenantUsers = z.infer<typeof TenantUsers>;

const HexColor = z.string().regex(hexColorPattern, 'Colour must be a #rrggbb value');

export const TenantBranding = z.object({
  logo: z.string(),
  headerLogo: z.string(),
  favicon: z.string(),
  colors: z.object({ primary: HexColor, secondary: HexColor }),
});
export type TenantBranding = z.infer<typeof TenantBranding>;

export const Layout = z.enum(layouts);
export type Layout = z.infer<typeof Layout>;
export const Theme = z.enum(themes);
export type Theme = z.infer<typeof Theme>;

export const MaintenanceMode = z.object({
  id: z.number().int().nullable(),
  maintenance_on: z.boolean(),
  active: z.boolean(),
  title: z.string().nullable(),
  message: z.string().nullable(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  maintenance_on_title: z.string().nullable(),
  maintenance_on_message: z.string().nullable(),
});
export type MaintenanceMode = z.infer<typeof MaintenanceMode>;

export const ConnectionMatrixEntry = z.object({
  profileType: AccountType,
  otherProfileType: AccountType,
  canSearch: z.boolean(),
  canConnect: z.boolean(),
});
export type ConnectionMatrixEntry = z.infer<typeof ConnectionMatrixEntry>;

/** Who sees a public profile signed out, who sees its private fields, and how big an upload may be. */
export const ProfileSettings = z.object({
  /** Who may open a public profile: anyone with the link, or signed-in members only. */
  public_profiles: z.enum(profileVisibilities),
  /** Who, besides the holder and operators, sees contact fields (emails, phone numbers, documents). */
  private_fields_to: z.enum(privateFieldAudiences),
  /** Largest logo or avatar accepted, in bytes (application documents have their own limit, limits.documentSizeBytes). */
  upload_max_bytes: z.number().int().positive(),
});
export type ProfileSettings = z.infer<typeof ProfileSettings>;

/** The community wall: who may post, and whether a post's link opens for visitors signed out. */
export const CommunitySettings = z.object({
  /** Approved members; approved members of the account types below; or the operators only. */
  who_may_post: z.enum(['members', 'account_types', 'operators']),
  posting_account_types: z.array(AccountType).max(AccountType.options.length),
  /** A shared post's page (community-feed/posts/{uuid}) opens for visitors who are not signed in. */
  public_posts: z.boolean(),
});
export type CommunitySettings = z.infer<typeof CommunitySettings>;

/** What a tenant stores about itself, beyond its name, hosts, maintenance and matrix. */
export const TenantSettings = z.object({
  features: TenantFeatures,
  users: TenantUsers,
  branding: TenantBranding,
  sidebar_color: HexColor,
  main_website_url: z.string().url().nullable(),
  chat: z.object({ enabled: z.boolean(), region: z.string().nullable(), appId: z.string().nullable() }),
  connections: z.object({ enabled: z.boolean(), moderated: z.boolean(), maxMessageLength: z.number().int() }),
  meeting_time_slot_difference_in_mins: z.number().int().positive(),
  subscription_active: z.boolean(),
  subscription_active_message: z.string().nullable(),
  direct_access_allowed: z.boolean(),
  profile_settings: ProfileSettings,
  community: CommunitySettings,
  layout: Layout,
  theme: Theme,
  /**
   * How meetings are held (issue 21): the built-in call (the default), or a room on the deployment's
   * VIDEO_CALL_BASE_URL. Optional, so tenants stored before it keep parsing.
   */
  meetings: z.object({ videoCall: z.enum(videoCallKinds) }).optional(),
  /** Matches' factors as the operators tuned them (issue 44; console/matching); the defaults when absent. */
  matching: MatchingSettings.optional(),
  /** Settings served by GET global/settings. */
  global: z.object({
    certificatePrimaryColor: HexColor,
    imgKitUrl: z.string(),
    assetsImgKitUrl: z.string(),
    s3Url: z.string(),
    websiteKeywords: z.string(),
    googleAnalyticsId: z.string().nullable(),
  }),
});
export type TenantSettings = z.infer<typeof TenantSettings>;

/** The response of GET verify-tenant: everything the web needs to brand itself. */
export const TenantDetails = TenantSettings.omit({ global: true, matching: true }).extend({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  apiUrl: z.string(),
  maintenance_mode: MaintenanceMode,
  connection_matrix: z.array(ConnectionMatrixEntry),
});
export type TenantDetails = z.infer<typeof TenantDetails>;

export const VerifyTenantQuery = z.object({
  host: z
    .string()
    .trim()
    .min(1, 'host is required')
    .max(253)
    .regex(/^[a-zA-Z0-9.-]+(:\d{1,5})?$/, 'host must be a host name'),
});
export type VerifyTenantQuery = z.infer<typeof VerifyTenantQuery>;

export const GlobalSettings = z.object({
  branding: z.object({ colors: z.object({ primary: z.string(), secondary: z.string() }), favicon: z.string() }),
  certificate: z.object({ certificatePrimaryColor: z.string() }),
  imgKitUrl: z.string(),
  assetsImgKitUrl: z.string(),
  s3Url: z.string(),
  websiteKeywords: z.string(),
  site: z.object({ google_analytics: z.string().nullable() }),
  cometChat: z.object({ region: z.string().nullable(), appId: z.string().nullable() }),
});
export type GlobalSettings = z.infer<typeof GlobalSettings>;
