import { accountTypes, featureFlagNames, type TenantDetails, TenantFeatures, TenantUsers } from '@ventura/shared';

/** A complete tenant as verify-tenant returns it, every feature and account type on; override per test. */
export const tenantFixture = (overrides: Partial<TenantDetails> = {}): TenantDetails => ({
  id: 'tenant-1',
  slug: 'ventura',
  name: 'Ventura Startup Mission',
  apiUrl: 'http://localhost/api/v1',
  features: TenantFeatures.parse({
    ...Object.fromEntries(featureFlagNames.map((flag) => [flag, true])),
    chat_type: 'native',
    search_type: 'database',
  }),
  users: TenantUsers.parse(Object.fromEntries(accountTypes.map((type) => [type, true]))),
  branding: {
    logo: '/brands/ventura/logo.svg',
    headerLogo: '/brands/ventura/header-logo.svg',
    favicon: '/brands/ventura/favicon.svg',
    colors: { primary: '#1c4ed8', secondary: '#f59e0b' },
  },
  sidebar_color: '#1b2a41',
  main_website_url: null,
  chat: { enabled: true, region: 'eu', appId: null },
  connections: { enabled: true, moderated: false, maxMessageLength: 500 },
  meeting_time_slot_difference_in_mins: 15,
  subscription_active: true,
  subscription_active_message: null,
  direct_access_allowed: true,
  layout: 'side',
  theme: 'light',
  maintenance_mode: {
    id: null,
    maintenance_on: false,
    active: false,
    title: null,
    message: null,
    startTime: null,
    endTime: null,
    maintenance_on_title: null,
    maintenance_on_message: null,
  },
  connection_matrix: [],
  ...overrides,
});
