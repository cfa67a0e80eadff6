/*
 * The names a tenant's settings choose from, as plain lists without zod: the web checks the tenant
 * before its first screen and must not need zod for it. tenant.ts builds the schemas from them.
 */

/** On/off feature flags a tenant switches (product.md 3, "Brand/tenant details"). */
export const featureFlagNames = [
  'connections',
  'logout_on_rejection',
  'profiles_locked',
  'limited_access',
  'show_ecosystem',
  'community_feed',
  'calendar',
  'mentor_hours',
  'milestone_management',
  'growth_metrics',
  'ip_management',
  'facility_management',
  'events',
  'jobs',
  'startup_kit',
  'ticket_management',
  'incubator_module_enabled',
  'disable_startup_profile_update',
  'multiple_profiles',
  'individual_investor',
  'syndicate',
  'registration_enterprise_sales_popup',
  'show_dashboard',
] as const;
export type FeatureFlagName = (typeof featureFlagNames)[number];

export const chatTypes = ['comet_chat', 'native', 'none'] as const;
export const searchTypes = ['elastic', 'database'] as const;
export const layouts = ['side', 'top'] as const;
export const themes = ['light', 'dark'] as const;

/** A colour as #rrggbb. */
export const hexColorPattern = /^#[0-9a-fA-F]{6}$/;

/** Who sees a public profile signed out, and who besides its holder sees its private fields. */
export const profileVisibilities = ['everyone', 'members'] as const;
export const privateFieldAudiences = ['connections', 'members', 'nobody'] as const;

/** Where a tenant's meetings are held: the built-in call, or a room on the deployment's video service. */
export const videoCallKinds = ['built_in', 'external'] as const;
export type VideoCallKind = (typeof videoCallKinds)[number];
