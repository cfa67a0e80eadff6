import {
  type AccountType,
  accountTypes,
  dashboardPaths,
  type FeatureFlagName,
  maySearchDirectory,
  type TenantDetails,
} from '@ventura/shared';
import { paths } from '../core/paths.ts';
import { hasOpenMatches, matchesPath } from '../features/matches/index.ts';

/** Who is looking at the menu; null before sign-in. */
export type Viewer = {
  accountType: AccountType;
  approved: boolean;
  limitedAccess: boolean;
  profilePath: string;
};

export type NavIcon =
  | 'dashboard'
  | 'connect'
  | 'community'
  | 'actions'
  | 'programs'
  | 'events'
  | 'jobs'
  | 'kit'
  | 'resources'
  | 'helpdesk'
  | 'settings'
  | 'team'
  | 'portfolio'
  | 'documents'
  | 'profile'
  | 'membership'
  | 'orders'
  | 'login';

/** When an item shows (spec 2, "Sidebar navigation"). Every condition given must hold. */
type Audience = {
  /** Tenant feature flag that must be on. */
  feature?: FeatureFlagName;
  /** Account types that see it; all signed-in types when absent. */
  accountTypes?: readonly AccountType[];
  /** Shown to signed-out viewers too. */
  public?: boolean;
  /** Shown to signed-out viewers only. */
  signedOutOnly?: boolean;
  /** Only for approved profiles. */
  approvedOnly?: boolean;
  /** Hidden from limited-access profiles. */
  hiddenUnderLimitedAccess?: boolean;
  /** A directory of this account type: it must be enabled for the tenant and searchable by the viewer. */
  directoryOf?: AccountType;
  /** Only for a viewer with a kind of match (issue 44) that the tenant's rules let it ask for. */
  withMatches?: boolean;
};

export type NavLinkItem = Audience & {
  kind: 'link';
  label: string;
  path: string | ((viewer: Viewer) => string);
  icon?: NavIcon;
};

export type NavGroupItem = Audience & { kind: 'group'; label: string; icon: NavIcon; children: NavLinkItem[] };

export type NavItem = NavLinkItem | NavGroupItem;

const link = (label: string, path: NavLinkItem['path'], audience: Audience = {}, icon?: NavIcon): NavLinkItem => ({
  kind: 'link',
  label,
  path,
  ...audience,
  ...(icon ? { icon } : {}),
});

const allTypesBut = (except: AccountType): AccountType[] => accountTypes.filter((type) => type !== except);

/** The whole menu as the spec lists it; `visibleNavigation` filters it per tenant and viewer. */
export const navigation: readonly NavItem[] = [
  link('Sign in', paths.login, { public: true, signedOutOnly: true }, 'login'),
  link(
    'Dashboard',
    (viewer) => dashboardPaths[viewer.accountType],
    // Without show_dashboard the dashboard routes open the profile's main edit page instead.
    { accountTypes: allTypesBut('other'), feature: 'show_dashboard' },
    'dashboard',
  ),
  {
    kind: 'group',
    label: 'Connect',
    icon: 'connect',
    feature: 'show_ecosystem',
    public: true,
    children: [
      link('Startups', '/search/startups', { directoryOf: 'startup', public: true }),
      // Only six viewer types see investors (spec 2): maySearchDirectory holds that, for the API too.
      link('Investors', '/search/investors', { directoryOf: 'investor' }),
      // Who a startup, an investor or a mentor should meet (issue 44), under the rules of what it is matched with.
      link('Matches', matchesPath, { withMatches: true }),
      link('Corporates', '/search/corporates', { directoryOf: 'corporate' }),
      link('Mentors', '/search/mentors', { directoryOf: 'mentor' }),
      link('Service Providers', '/search/service-providers', { directoryOf: 'service_provider' }),
      link('Partners', '/search/partners', { directoryOf: 'partner' }),
      link('Program Offices', '/search/program-offices', { directoryOf: 'program_office' }),
      link('Individuals', '/search/individuals', { directoryOf: 'individual' }),
    ],
  },
  link('Startup Portfolio', paths.partnerPortfolio, { accountTypes: ['partner'] }, 'portfolio'),
  link('Documents', '/documents', { accountTypes: ['startup', 'program_office'] }, 'documents'),
  link('Community Wall', '/community-feed', { feature: 'community_feed' }, 'community'),
  {
    kind: 'group',
    label: 'My Actions',
    icon: 'actions',
    hiddenUnderLimitedAccess: true,
    children: [
      link('My Meetings', '/calender', { feature: 'calendar' }),
      link('Connections', '/connections', { feature: 'connections' }),
      link('Mentorship Hours', '/mentorship-hours', { feature: 'mentor_hours', accountTypes: ['startup', 'mentor'] }),
      link('Milestones', '/milestones', { feature: 'milestone_management' }),
      link('Growth Metrics', '/growth-metrics', { feature: 'growth_metrics', approvedOnly: true }),
      link('Certificates', '/certificates'),
      link('IP Management', '/ip-request', { feature: 'ip_management', accountTypes: ['startup', 'corporate'] }),
      link('My Bookings', '/facilities-management/my-bookings', { feature: 'facility_management' }),
    ],
  },
  link('Programs', '/call-for-applications', {}, 'programs'),
  // Approved or not: the page itself tells an office that is not approved yet why it cannot run programs.
  link('Manage programs', '/programs/manage', { accountTypes: ['program_office'] }, 'programs'),
  link('Events', '/calender/events', { feature: 'events' }, 'events'),
  link('Jobs', '/jobs', { feature: 'jobs' }, 'jobs'),
  link('Applied Jobs', '/applied/jobs', { feature: 'jobs', accountTypes: ['job_seeker'] }, 'jobs'),
  link('Search Jobs', '/search/jobs', { feature: 'jobs', accountTypes: ['job_seeker'] }, 'jobs'),
  link('Pitch Deck', '/pitch-deck', { accountTypes: ['startup'] }, 'programs'),
  link('Startup Booster Kit', '/startup-booster-kit', { feature: 'startup_kit', accountTypes: ['startup'] }, 'kit'),
  {
    kind: 'group',
    label: 'Resources',
    icon: 'resources',
    public: true,
    children: [
      link('Challenges', '/search/challenges', { accountTypes: ['startup'] }),
      link('My Challenges', '/challenges', { accountTypes: ['corporate'] }),
      link('Legal Templates', '/resources', { public: true }),
      link('Glossary', '/glossary', { public: true }),
      link('FAQ', '/faq', { public: true }),
      link('Reports', '/reports', { public: true }),
      link('News', '/news', { public: true }),
      link('Videos', '/videos', { public: true }),
      link('Webinars', '/webinars', { public: true }),
      link('Market Insights', '/market-insights', { public: true }),
      link('Platform Updates', '/platform-updates', { public: true }),
      link('IP Marketplace', '/search/ips', { feature: 'ip_management', public: true }),
      link('Facilities', '/facilities-management', { feature: 'facility_management', public: true }),
    ],
  },
  link('Helpdesk', '/tickets', { feature: 'ticket_management' }, 'helpdesk'),
  // Memberships and payments (issue 41): login-guarded (spec 2); a tenant without a payment provider says so on the page.
  link('Membership', '/membership', {}, 'membership'),
  link('Orders', '/orders', {}, 'orders'),
  link('Account Settings', '/account/edit/profile', {}, 'settings'),
  link(
    'Program Office Team',
    '/program-office-team',
    { feature: 'incubator_module_enabled', accountTypes: ['partner'] },
    'team',
  ),
  link('My Profile', (viewer) => viewer.profilePath, {}, 'profile'),
];

export type VisibleLink = { label: string; path: string; icon?: NavIcon };
export type VisibleGroup = { label: string; icon: NavIcon; children: VisibleLink[] };
export type VisibleItem = ({ kind: 'link' } & VisibleLink) | ({ kind: 'group' } & VisibleGroup);

type Context = { tenant: TenantDetails; viewer: Viewer | null; implemented: ReadonlySet<string> };

/** The rule the server's search answers by (maySearchDirectory), on the tenant's details. */
const canSearch = (tenant: TenantDetails, viewer: Viewer | null, type: AccountType) =>
  maySearchDirectory(viewer?.accountType ?? null, type, {
    users: tenant.users,
    publicProfiles: tenant.profile_settings.public_profiles,
    matrix: tenant.connection_matrix,
  });

const allowed = (item: Audience, { tenant, viewer }: Context) => {
  if (item.feature && !tenant.features[item.feature]) return false;
  if (item.directoryOf && !canSearch(tenant, viewer, item.directoryOf)) return false;
  if (!viewer) return item.public === true && !item.accountTypes;
  if (item.signedOutOnly) return false;
  if (item.accountTypes && !item.accountTypes.includes(viewer.accountType)) return false;
  if (item.approvedOnly && !viewer.approved) return false;
  if (item.hiddenUnderLimitedAccess && viewer.limitedAccess) return false;
  if (item.withMatches && !hasOpenMatches(tenant, viewer.accountType)) return false;
  return true;
};

const resolveLink = (item: NavLinkItem, context: Context): VisibleLink | null => {
  if (!allowed(item, context)) return null;
  const path = typeof item.path === 'string' ? item.path : context.viewer ? item.path(context.viewer) : null;
  if (!path || !context.implemented.has(path)) return null;
  return { label: item.label, path, ...(item.icon ? { icon: item.icon } : {}) };
};

/**
 * The menu this viewer sees on this tenant: items whose flags, account types and directory rules
 * allow them, whose page exists, and groups that keep at least one child.
 */
export const visibleNavigation = (context: Context, items: readonly NavItem[] = navigation): VisibleItem[] =>
  items.flatMap((item): VisibleItem[] => {
    if (item.kind === 'link') {
      const visible = resolveLink(item, context);
      return visible ? [{ kind: 'link', ...visible }] : [];
    }
    if (!allowed(item, context)) return [];
    const children = item.children.flatMap((child) => resolveLink(child, context) ?? []);
    return children.length > 0 ? [{ kind: 'group', label: item.label, icon: item.icon, children }] : [];
  });
