/*
 * The settings page's sections as data: what each form holds, how its values go on the wire, and the
 * patch that carries only what changed (PATCH admin/settings changes only the parts it is sent).
 */
import {
  type AccountType,
  accountTypes,
  type ConsoleSettings,
  type Layout,
  type PostingRule,
  type TenantFeatures,
  type Theme,
  type VideoCallKind,
} from '@ventura/shared';
import { type FieldOf, renamed } from '../../../ui/form-errors.ts';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The parts of `after` that differ from `before`: objects are compared key by key (an object with no
 * change is left out), anything else by value. Empty when nothing changed.
 */
export const changedParts = (before: Record<string, unknown>, after: Record<string, unknown>) => {
  const patch: Record<string, unknown> = {};
  for (const [key, next] of Object.entries(after)) {
    const previous = before[key];
    if (isPlainObject(previous) && isPlainObject(next)) {
      const inner = changedParts(previous, next);
      if (Object.keys(inner).length > 0) patch[key] = inner;
    } else if (!sameValue(previous, next)) {
      patch[key] = next;
    }
  }
  return patch;
};

/** One section of the settings page: its form values from the saved settings, and those values on the wire. */
export type SettingsSection<V> = {
  valuesOf: (saved: ConsoleSettings) => V;
  /** The values as SettingsPatch names and types them. */
  wire: (values: V) => Record<string, unknown>;
  /** Where a problem of a body path shows on the form ('profile_settings.upload_max_bytes' → the KB field). */
  fieldOf: FieldOf<string>;
};

/** What a section sends: only what differs from the saved settings. */
export const sectionPatch = <V>(section: SettingsSection<V>, saved: ConsoleSettings, values: V) =>
  changedParts(section.wire(section.valuesOf(saved)), section.wire(values));

const samePaths: FieldOf<string> = (path) => path;

export type BrandValues = {
  name: string;
  branding: {
    logo: string;
    headerLogo: string;
    favicon: string;
    colors: { primary: string; secondary: string };
  };
  sidebar_color: string;
  layout: Layout;
  theme: Theme;
};

export const brandSection: SettingsSection<BrandValues> = {
  valuesOf: ({ name, settings }) => ({
    name,
    branding: {
      logo: settings.branding.logo,
      headerLogo: settings.branding.headerLogo,
      favicon: settings.branding.favicon,
      colors: { ...settings.branding.colors },
    },
    sidebar_color: settings.sidebar_color,
    layout: settings.layout,
    theme: settings.theme,
  }),
  wire: (values) => ({
    ...values,
    name: values.name.trim(),
    branding: {
      logo: values.branding.logo.trim(),
      headerLogo: values.branding.headerLogo.trim(),
      favicon: values.branding.favicon.trim(),
      colors: { primary: values.branding.colors.primary, secondary: values.branding.colors.secondary },
    },
  }),
  fieldOf: samePaths,
};

export type FeatureValues = { features: TenantFeatures };

export const featureSection: SettingsSection<FeatureValues> = {
  valuesOf: ({ settings }) => ({ features: { ...settings.features } }),
  wire: (values) => ({ features: { ...values.features } }),
  fieldOf: samePaths,
};

/** The account types an operator switches: every type but 'other', the anonymous visitor's. */
export const switchableTypes: readonly AccountType[] = accountTypes.filter((type) => type !== 'other');

export type AccountTypeValues = { users: Record<string, boolean> };

export const accountTypeSection: SettingsSection<AccountTypeValues> = {
  valuesOf: ({ settings }) => ({
    users: Object.fromEntries(switchableTypes.map((type) => [type, settings.users[type] === true])),
  }),
  wire: (values) => ({ users: { ...values.users } }),
  fieldOf: samePaths,
};

export const meetingSteps = [5, 10, 15, 20, 30, 60] as const;

export type OtherValues = {
  main_website_url: string;
  subscription_active: boolean;
  subscription_active_message: string;
  /** The Select's value: minutes as text. */
  meeting_time_slot_difference_in_mins: string;
  meetings: { videoCall: VideoCallKind };
  connections: { enabled: boolean; moderated: boolean };
  profile_settings: {
    public_profiles: ConsoleSettings['settings']['profile_settings']['public_profiles'];
    private_fields_to: ConsoleSettings['settings']['profile_settings']['private_fields_to'];
    /** Kilobytes on the form; bytes on the wire. */
    upload_max_kb: number | string;
  };
};

const kb = 1024;
const nullIfBlank = (value: string) => (value.trim() === '' ? null : value.trim());
/** A NumberInput's value as a number: an empty or partial entry is 0, which the server refuses by name. */
const numberOf = (value: number | string) => (typeof value === 'number' ? value : Number(value) || 0);

export const otherSection: SettingsSection<OtherValues> = {
  valuesOf: ({ settings }) => ({
    main_website_url: settings.main_website_url ?? '',
    subscription_active: settings.subscription_active,
    subscription_active_message: settings.subscription_active_message ?? '',
    meeting_time_slot_difference_in_mins: String(settings.meeting_time_slot_difference_in_mins),
    meetings: { videoCall: settings.meetings?.videoCall ?? 'built_in' },
    connections: { enabled: settings.connections.enabled, moderated: settings.connections.moderated },
    profile_settings: {
      public_profiles: settings.profile_settings.public_profiles,
      private_fields_to: settings.profile_settings.private_fields_to,
      upload_max_kb: Math.round(settings.profile_settings.upload_max_bytes / kb),
    },
  }),
  wire: (values) => ({
    main_website_url: nullIfBlank(values.main_website_url),
    subscription_active: values.subscription_active,
    subscription_active_message: nullIfBlank(values.subscription_active_message),
    meeting_time_slot_difference_in_mins: Number(values.meeting_time_slot_difference_in_mins),
    meetings: { ...values.meetings },
    connections: { ...values.connections },
    profile_settings: {
      public_profiles: values.profile_settings.public_profiles,
      private_fields_to: values.profile_settings.private_fields_to,
      upload_max_bytes: Math.round(numberOf(values.profile_settings.upload_max_kb) * kb),
    },
  }),
  fieldOf: renamed({ 'profile_settings.upload_max_bytes': 'profile_settings.upload_max_kb' }),
};

export type CommunityValues = {
  community: { who_may_post: PostingRule; posting_account_types: AccountType[]; public_posts: boolean };
};

/** Account types in the platform's order, each once: a changed order alone is no change. */
const inTypeOrder = (types: readonly AccountType[]) => accountTypes.filter((type) => types.includes(type));

export const communitySection: SettingsSection<CommunityValues> = {
  valuesOf: ({ settings }) => ({
    community: {
      who_may_post: settings.community.who_may_post,
      posting_account_types: inTypeOrder(settings.community.posting_account_types),
      public_posts: settings.community.public_posts,
    },
  }),
  wire: ({ community }) => ({
    community: { ...community, posting_account_types: inTypeOrder(community.posting_account_types) },
  }),
  fieldOf: samePaths,
};
