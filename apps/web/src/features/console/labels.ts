/** What the console calls things: feature flags, list orders, account states and audit actions. */
import type { ChatType, FeatureFlagName, SearchType, UserStatus } from '@ventura/shared';
import type { ApprovalFilter } from './filters.ts';

type Described = { label: string; description: string };

/** Every flag of featureFlagNames, in words an operator recognises. */
export const featureLabels: Record<FeatureFlagName, Described> = {
  show_dashboard: { label: 'Dashboards', description: 'A dashboard for each account type after sign-in.' },
  show_ecosystem: { label: 'Ecosystem directories', description: 'The Connect menu: directories of each type.' },
  connections: { label: 'Connections', description: 'Members ask to connect and see their connections.' },
  community_feed: { label: 'Community wall', description: 'A shared feed of posts.' },
  calendar: { label: 'Meetings', description: 'Booking meetings and the My Meetings calendar.' },
  events: { label: 'Events', description: 'The events calendar and registration.' },
  jobs: { label: 'Jobs', description: 'Job posts, applications and job seekers.' },
  mentor_hours: { label: 'Mentorship hours', description: 'Startups and mentors log mentorship time.' },
  milestone_management: { label: 'Milestones', description: 'Startups track their milestones.' },
  growth_metrics: { label: 'Growth metrics', description: 'Approved profiles report their metrics.' },
  ip_management: { label: 'IP management', description: 'IP requests and the IP marketplace.' },
  facility_management: { label: 'Facilities', description: 'Booking the ecosystem’s facilities.' },
  startup_kit: { label: 'Startup booster kit', description: 'Offers for startups from partners.' },
  ticket_management: { label: 'Helpdesk', description: 'Members raise support tickets.' },
  incubator_module_enabled: {
    label: 'Incubator module',
    description: 'Partners get their admin console and a program office team.',
  },
  multiple_profiles: { label: 'Several profiles per person', description: 'Members add and switch profiles.' },
  individual_investor: { label: 'Individual investors', description: 'Investors may sign up as individuals.' },
  syndicate: { label: 'Syndicates', description: 'Investors form syndicates.' },
  limited_access: {
    label: 'Limited access',
    description: 'Operators may give a profile limited access instead of rejecting it.',
  },
  logout_on_rejection: { label: 'Sign out rejected profiles', description: 'A rejected profile is signed out.' },
  profiles_locked: { label: 'Lock profiles until approved', description: 'Unapproved profiles see a locked app.' },
  disable_startup_profile_update: {
    label: 'Freeze startups under review',
    description: 'A startup cannot edit its profile while it waits for a decision.',
  },
  registration_enterprise_sales_popup: {
    label: 'Enterprise sales prompt',
    description: 'Sign-up offers enterprise sales to startups that do not look for customers.',
  },
};

export const chatTypeLabels: Record<ChatType, string> = {
  native: 'Built-in chat',
  comet_chat: 'CometChat',
  none: 'No chat',
};

export const searchTypeLabels: Record<SearchType, string> = {
  database: 'Database search',
  elastic: 'Elasticsearch',
};

export const sortLabels: Record<ApprovalFilter['sort'], string> = {
  oldest_request: 'Waiting longest',
  newest_request: 'Newest requests',
  newest_signup: 'Newest sign-ups',
  name: 'Name',
  completeness: 'Most complete',
};

export const userStatusInfo: Record<UserStatus, { label: string; color: string }> = {
  active: { label: 'Active', color: 'green' },
  deactivated: { label: 'Deactivated', color: 'gray' },
  suspended: { label: 'Suspended', color: 'red' },
};

const actionLabels: Record<string, string> = {
  'profile.approved': 'Profile approved',
  'profile.rejected': 'Profile rejected',
  'profile.limited_access': 'Limited access given',
  'profile.request_approval': 'Approval requested',
  'member.suspend': 'Account suspended',
  'member.restore': 'Account re-activated',
  'tenant.settings': 'Settings changed',
  'tenant.matrix': 'Connection rules changed',
  'auth.backdoor_login': 'Signed in as a member',
  'account.delete': 'Account deleted',
  'borrowed_session.write': 'Change in a borrowed session',
};

/** An audit action in words; an action this list does not know shows as it is stored. */
export const actionLabel = (action: string) => actionLabels[action] ?? action;
