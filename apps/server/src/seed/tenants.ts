import {
  type AccountType,
  accountTypes,
  type ConnectionMatrixEntry,
  type FeatureFlagName,
  featureFlagNames,
  limits,
  type TenantSettings,
} from '@ventura/shared';

export type DemoTenant = {
  slug: string;
  name: string;
  hosts: string[];
  settings: TenantSettings;
  maintenance?: {
    title: string;
    message: string;
    startInDays: number;
    hours: number;
    on?: { title: string; message: string };
  };
  matrix: ConnectionMatrixEntry[];
};

const allFlags = (value: boolean) =>
  Object.fromEntries(featureFlagNames.map((flag) => [flag, value])) as Record<FeatureFlagName, boolean>;

const users = (off: AccountType[]) =>
  Object.fromEntries(accountTypes.map((type) => [type, !off.includes(type)])) as Record<AccountType, boolean>;

/** Everyone may search for and connect with the enabled types, but for the exceptions given. */
const matrixFor = (enabled: Record<AccountType, boolean>, except: Array<[AccountType, AccountType, boolean]> = []) => {
  const types = accountTypes.filter((type) => enabled[type] && type !== 'other' && type !== 'job_seeker');
  return types.flatMap((profileType) =>
    types.map((otherProfileType) => {
      const rule = except.find(([a, b]) => a === profileType && b === otherProfileType);
      return { profileType, otherProfileType, canSearch: rule?.[2] ?? true, canConnect: rule?.[2] ?? true };
    }),
  );
};

const base = (overrides: Partial<TenantSettings> & Pick<TenantSettings, 'branding' | 'users'>): TenantSettings => ({
  features: {
    ...allFlags(true),
    logout_on_rejection: false,
    profiles_locked: false,
    limited_access: true,
    disable_startup_profile_update: false,
    chat_type: 'native',
    search_type: 'database',
  },
  sidebar_color: '#1b2a41',
  main_website_url: null,
  chat: { enabled: true, region: 'eu', appId: null },
  connections: { enabled: true, moderated: false, maxMessageLength: 500 },
  meeting_time_slot_difference_in_mins: 15,
  subscription_active: true,
  subscription_active_message: null,
  direct_access_allowed: true,
  profile_settings: {
    public_profiles: 'everyone',
    private_fields_to: 'connections',
    upload_max_bytes: limits.fileSizeBytes,
  },
  community: { who_may_post: 'members', posting_account_types: [], public_posts: false },
  layout: 'side',
  theme: 'light',
  global: {
    certificatePrimaryColor: '#1c4ed8',
    imgKitUrl: '/uploads',
    assetsImgKitUrl: '/brands',
    s3Url: '/uploads',
    websiteKeywords: 'startups, investors, mentors, incubators, ecosystem',
    googleAnalyticsId: null,
  },
  ...overrides,
});

const brand = (slug: string, primary: string, secondary: string) => ({
  logo: `/brands/${slug}/logo.svg`,
  headerLogo: `/brands/${slug}/header-logo.svg`,
  favicon: `/brands/${slug}/favicon.svg`,
  colors: { primary, secondary },
});

const ventureUsers = users(['job_seeker']);
/** The demo's main tenant offers every role, job seekers too (issue 19). */
const venturaUsers = users([]);
const alphaUsers = users(['program_office', 'service_provider']);

/**
 * Settings and matrix for a tenant made from scratch (npm run tenant -- create): a neutral brand its
 * operators change in the console, every account type but job seekers, everyone may find everyone.
 */
export const newTenantDefaults = () => {
  const enabled = users(['job_seeker']);
  return {
    settings: base({ branding: brand('default', '#334155', '#f59e0b'), users: enabled }),
    matrix: matrixFor(enabled),
  };
};

export const demoTenants: DemoTenant[] = [
  {
    slug: 'ventura',
    name: 'Ventura Startup Mission',
    hosts: ['localhost', '127.0.0.1'],
    settings: base({
      branding: brand('ventura', '#1c4ed8', '#f59e0b'),
      users: venturaUsers,
      main_website_url: 'https://ventura.example.org',
      community: { who_may_post: 'members', posting_account_types: [], public_posts: true },
    }),
    maintenance: {
      title: 'Planned maintenance',
      message: 'The platform will be unavailable for about two hours while we upgrade the database.',
      startInDays: 7,
      hours: 2,
    },
    matrix: matrixFor(venturaUsers, [['investor', 'investor', false]]),
  },
  {
    slug: 'alpha',
    name: 'Alpha Accelerator Network',
    hosts: ['alpha.localhost'],
    settings: base({
      branding: brand('alpha', '#0f766e', '#e11d48'),
      users: alphaUsers,
      sidebar_color: '#0b3b36',
      layout: 'top',
      theme: 'dark',
      main_website_url: 'https://alpha.example.org',
      features: {
        ...allFlags(true),
        community_feed: false,
        mentor_hours: false,
        ip_management: false,
        facility_management: false,
        ticket_management: false,
        incubator_module_enabled: false,
        logout_on_rejection: true,
        profiles_locked: false,
        limited_access: false,
        disable_startup_profile_update: true,
        registration_enterprise_sales_popup: false,
        syndicate: false,
        chat_type: 'comet_chat',
        search_type: 'elastic',
      },
      chat: { enabled: true, region: 'eu', appId: 'alpha-demo' },
      meeting_time_slot_difference_in_mins: 30,
    }),
    matrix: matrixFor(alphaUsers, [
      ['startup', 'startup', false],
      ['corporate', 'corporate', false],
    ]),
  },
  {
    slug: 'beta',
    name: 'Beta Incubator',
    hosts: ['beta.localhost'],
    settings: base({ branding: brand('beta', '#7c3aed', '#0ea5e9'), users: ventureUsers }),
    maintenance: {
      title: 'Platform upgrade',
      message: 'We are moving to new servers.',
      startInDays: 0,
      hours: 6,
      on: {
        title: 'We are upgrading Beta Incubator',
        message:
          'The platform is down for scheduled maintenance and will be back shortly. Thank you for your patience.',
      },
    },
    matrix: matrixFor(ventureUsers),
  },
  {
    slug: 'gamma',
    name: 'Gamma Innovation Hub',
    hosts: ['gamma.localhost'],
    settings: base({
      branding: brand('gamma', '#b45309', '#059669'),
      users: ventureUsers,
      subscription_active: false,
      subscription_active_message:
        'The Gamma Innovation Hub subscription has lapsed. Please contact the hub administrator.',
    }),
    matrix: matrixFor(ventureUsers),
  },
  {
    slug: 'delta',
    name: 'Delta Partner Hub',
    hosts: ['delta.localhost'],
    settings: base({
      branding: brand('delta', '#be123c', '#4338ca'),
      users: ventureUsers,
      direct_access_allowed: false,
    }),
    matrix: matrixFor(ventureUsers),
  },
];
