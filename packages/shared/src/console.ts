import { z } from 'zod';
import { accountTypes } from './account-types.ts';
import { AccountType, ApprovalStatus } from './accounts.ts';
import { pageFields, pageOf, pageQuery, pageSizes } from './paging.ts';
import { ProfileCompleteness, PublicProfile } from './profiles/schemas.ts';
import {
  CommunitySettings,
  ConnectionMatrixEntry,
  Layout,
  ProfileSettings,
  TenantFeatures,
  TenantSettings,
  Theme,
} from './tenant.ts';
import { hexColorPattern, videoCallKinds } from './tenant-options.ts';

const accountTypeCount = accountTypes.length;

/*
 * The operator console (/admin): what a tenant's team works with. Every call is under /api/v1/admin and
 * answers only operators of the tenant of the host (and never a borrowed session).
 */

/** The console's lists are tables an operator works through. */
const tablePage = pageQuery(pageSizes.table);
const Day = z.iso.date('Use a date as YYYY-MM-DD');
const Search = z.string().trim().max(100).optional();

/**
 * An account's state: deactivated by its holder (hidden; signing in again is allowed and re-activates),
 * or suspended by the tenant's operators (no sign-in until they restore it).
 */
export const userStatuses = ['active', 'deactivated', 'suspended'] as const;
export const UserStatus = z.enum(userStatuses);
export type UserStatus = z.infer<typeof UserStatus>;

/** What an operator decides on a profile. */
export const consoleDecisions = ['approved', 'rejected', 'limited_access'] as const;
export const ConsoleDecision = z.enum(consoleDecisions);
export type ConsoleDecision = z.infer<typeof ConsoleDecision>;

export const consoleDecisionLabels: Record<ConsoleDecision, string> = {
  approved: 'Approve',
  rejected: 'Reject',
  limited_access: 'Limited access',
};

/** A decision with the words the member reads; a rejection or limited access must say why. */
export const DecisionBody = z
  .object({
    decision: ConsoleDecision,
    message: z.string().trim().max(2000, 'Keep the message under 2000 characters').optional(),
  })
  .strict()
  .refine((body) => body.decision === 'approved' || (body.message ?? '').length > 0, {
    message: 'Tell the member why, so they know what to change',
    path: ['message'],
  });
export type DecisionBody = z.input<typeof DecisionBody>;

/** Approve several profiles at once (a selection of the queue). */
export const BulkApproveBody = z
  .object({
    uuids: z.array(z.uuid('This is not a profile id')).min(1, 'Choose at least one profile').max(100),
    message: z.string().trim().max(2000).optional(),
  })
  .strict();
export type BulkApproveBody = z.input<typeof BulkApproveBody>;

export const approvalSorts = ['oldest_request', 'newest_request', 'newest_signup', 'name', 'completeness'] as const;
export const ApprovalSort = z.enum(approvalSorts);

/** The queue: by default, profiles waiting for a decision, the longest waiting first. */
export const ApprovalQuery = z
  .object({
    status: z.enum([...ApprovalStatus.options, 'all']).default('submitted'),
    type: AccountType.optional(),
    search: Search,
    /** Requested (or, for profiles never submitted, created) on or after / before this day. */
    from: Day.optional(),
    to: Day.optional(),
    /** Completeness between these percentages, both included. */
    completenessMin: z.coerce.number().int().min(0).max(100).optional(),
    completenessMax: z.coerce.number().int().min(0).max(100).optional(),
    sort: ApprovalSort.default('oldest_request'),
    ...tablePage,
  })
  .strict();
export type ApprovalQuery = z.input<typeof ApprovalQuery>;

/** A profile as a row of the console's lists. */
export const ConsoleProfileRow = z.object({
  uuid: z.string(),
  accountType: AccountType,
  label: z.string(),
  /** The name it is shown under, and the person behind it. */
  name: z.string(),
  personName: z.string(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  logo: z.string().nullable(),
  approvalStatus: ApprovalStatus,
  approvalRequestedAt: z.string().nullable(),
  approvalDecidedAt: z.string().nullable(),
  createdAt: z.string(),
  completeness: z.number().int().min(0).max(100),
  /** The holder's account is deactivated. */
  deactivated: z.boolean(),
});
export type ConsoleProfileRow = z.infer<typeof ConsoleProfileRow>;

export const ApprovalPage = pageOf(ConsoleProfileRow).extend({
  /** Profiles in each state (whatever the other filters): the tabs' badges. */
  counts: z.record(ApprovalStatus, z.number().int()),
});
export type ApprovalPage = z.infer<typeof ApprovalPage>;

/** One line of the audit log. */
export const AuditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  action: z.string(),
  actor: z.object({ id: z.string(), name: z.string() }).nullable(),
  subjectType: z.string(),
  subjectId: z.string(),
  detail: z.record(z.string(), z.unknown()),
  ip: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

/** The full read of a profile for a decision: all of it, as an operator sees it, with its history. */
export const ConsoleProfileDetail = z.object({
  row: ConsoleProfileRow,
  profile: PublicProfile,
  completeness: ProfileCompleteness,
  approvalMessage: z.string().nullable(),
  history: z.array(AuditEntry),
});
export type ConsoleProfileDetail = z.infer<typeof ConsoleProfileDetail>;

export const BulkDecisionResult = z.object({
  approved: z.array(z.string()),
  /** Profiles not approved, with why (not found, already approved). */
  skipped: z.array(z.object({ uuid: z.string(), reason: z.string() })),
});
export type BulkDecisionResult = z.infer<typeof BulkDecisionResult>;

export const MemberQuery = z
  .object({
    search: Search,
    type: AccountType.optional(),
    status: UserStatus.optional(),
    role: z.enum(['member', 'operator']).optional(),
    ...tablePage,
  })
  .strict();
export type MemberQuery = z.input<typeof MemberQuery>;

export const ConsoleMember = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  role: z.enum(['member', 'operator']),
  status: UserStatus,
  createdAt: z.string(),
  lastSeenAt: z.string().nullable(),
  profiles: z.array(
    z.object({
      uuid: z.string(),
      accountType: AccountType,
      label: z.string(),
      name: z.string(),
      approvalStatus: ApprovalStatus,
    }),
  ),
  /** Suspend or restore (never one's own nor another operator's account); sign in as one of its profiles. */
  can: z.object({ changeStatus: z.boolean(), signInAs: z.boolean() }),
});
export type ConsoleMember = z.infer<typeof ConsoleMember>;

export const MemberPage = pageOf(ConsoleMember);
export type MemberPage = z.infer<typeof MemberPage>;

/**
 * GET admin/members/lookup: members by name, to pick one (the audit log's Who), a page at a time; or the
 * one member of an id, to name the member picked before.
 */
export const MemberLookupQuery = z
  .object({
    search: z.string().trim().min(3, 'Type at least 3 characters of a name').max(100).optional(),
    id: z.uuid('This is not a member id').optional(),
    // It fills a picker, not a page.
    ...pageQuery(pageSizes.picker),
  })
  .strict()
  .refine((query) => query.search !== undefined || query.id !== undefined, {
    message: 'Give a name to search or a member id',
    path: ['search'],
  });
export type MemberLookupQuery = z.input<typeof MemberLookupQuery>;

export const MemberChoice = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  role: z.enum(['member', 'operator']),
});
export type MemberChoice = z.infer<typeof MemberChoice>;

export const MemberLookupPage = z.object({
  items: z.array(MemberChoice),
  ...pageFields,
  /** Another page holds more matches. */
  hasMore: z.boolean(),
});
export type MemberLookupPage = z.infer<typeof MemberLookupPage>;

export const MemberStatusBody = z
  .object({ reason: z.string().trim().min(5, 'Say why, in a few words').max(500) })
  .strict();
export type MemberStatusBody = z.input<typeof MemberStatusBody>;

export const AuditQuery = z
  .object({
    action: z.string().trim().max(100).optional(),
    actor: z.uuid().optional(),
    subject: z.string().trim().max(100).optional(),
    from: Day.optional(),
    to: Day.optional(),
    ...tablePage,
  })
  .strict();
export type AuditQuery = z.input<typeof AuditQuery>;

export const AuditPage = pageOf(AuditEntry);
export type AuditPage = z.infer<typeof AuditPage>;

export const ConsoleOverview = z.object({
  /** Profiles by account type and approval status. */
  profiles: z.array(z.object({ accountType: AccountType, approvalStatus: ApprovalStatus, count: z.number().int() })),
  pendingApprovals: z.number().int(),
  members: z.record(UserStatus, z.number().int()),
  /** New accounts per week (weeks starting Monday), the last 12 weeks, oldest first. */
  signupsPerWeek: z.array(z.object({ week: z.string(), count: z.number().int() })),
});
export type ConsoleOverview = z.infer<typeof ConsoleOverview>;

const Color = z.string().regex(hexColorPattern, 'Colour must be a #rrggbb value');
const AssetUrl = z
  .string()
  .trim()
  .max(500)
  .regex(/^(https:\/\/|\/)[^\s<>"']*$/, 'Use an https:// address or a path on this site, such as /brands/logo.svg');

/** Account types switched on or off: any of them, each at most once. */
const usersShape = Object.fromEntries(accountTypes.map((type) => [type, z.boolean().optional()])) as Record<
  (typeof accountTypes)[number],
  z.ZodOptional<z.ZodBoolean>
>;

/**
 * A change to the tenant's settings: only the parts sent change, each checked as strictly as the
 * whole (an unknown flag, account type or key is a 400 naming it). Applied at once, without a restart.
 */
export const SettingsPatch = z
  .object({
    name: z.string().trim().min(2, 'Enter a name of at least 2 characters').max(120).optional(),
    branding: z
      .object({
        logo: AssetUrl.optional(),
        headerLogo: AssetUrl.optional(),
        favicon: AssetUrl.optional(),
        colors: z.object({ primary: Color.optional(), secondary: Color.optional() }).strict().optional(),
      })
      .strict()
      .optional(),
    sidebar_color: Color.optional(),
    layout: Layout.optional(),
    theme: Theme.optional(),
    features: TenantFeatures.partial().strict().optional(),
    users: z.object(usersShape).strict().optional(),
    main_website_url: z
      .url({ protocol: /^https?$/, message: 'Enter a web address starting with https://' })
      .max(500)
      .nullable()
      .optional(),
    subscription_active: z.boolean().optional(),
    subscription_active_message: z.string().trim().max(500).nullable().optional(),
    meeting_time_slot_difference_in_mins: z
      .number()
      .int()
      .refine((minutes) => [5, 10, 15, 20, 30, 60].includes(minutes), 'Choose 5, 10, 15, 20, 30 or 60 minutes')
      .optional(),
    connections: z.object({ enabled: z.boolean().optional(), moderated: z.boolean().optional() }).strict().optional(),
    profile_settings: ProfileSettings.partial().strict().optional(),
    community: CommunitySettings.partial().strict().optional(),
    /** Where meetings' calls happen: the built-in browser call, or a room on the deployment's video service. */
    meetings: z
      .object({ videoCall: z.enum(videoCallKinds, 'Choose built_in or external') })
      .strict()
      .optional(),
  })
  .strict()
  .refine((patch) => Object.keys(patch).length > 0, 'Send at least one setting to change');
export type SettingsPatch = z.input<typeof SettingsPatch>;

/** The connection matrix as a whole grid: who may search for and connect with whom. */
export const MatrixBody = z
  .object({ entries: z.array(ConnectionMatrixEntry).max(accountTypeCount * accountTypeCount) })
  .strict()
  .refine(
    (body) => new Set(body.entries.map((e) => `${e.profileType}>${e.otherProfileType}`)).size === body.entries.length,
    { message: 'Each pair of account types may appear once', path: ['entries'] },
  );
export type MatrixBody = z.input<typeof MatrixBody>;

/** What the settings page edits: the tenant's name and settings, its hosts and its matrix. */
export const ConsoleSettings = z.object({
  name: z.string(),
  hosts: z.array(z.string()),
  settings: TenantSettings,
  matrix: z.array(ConnectionMatrixEntry),
  updatedAt: z.string(),
});
export type ConsoleSettings = z.infer<typeof ConsoleSettings>;

const Moment = z.iso.datetime({ offset: true, message: 'Use a date and time such as 2026-12-01T22:00:00Z' }).max(40);

/** A maintenance window: announced as a banner while active, and a blocking page while switched on. */
export const MaintenanceBody = z
  .object({
    title: z.string().trim().min(3, 'Give the notice a title').max(120),
    message: z.string().trim().min(3, 'Say what will happen').max(1000),
    startsAt: Moment,
    endsAt: Moment,
    /** The blocking page's own words while maintenance is on (the notice's are used otherwise). */
    onTitle: z.string().trim().max(120).optional(),
    onMessage: z.string().trim().max(1000).optional(),
  })
  .strict()
  .refine((body) => Date.parse(body.endsAt) > Date.parse(body.startsAt), {
    message: 'The window must end after it starts',
    path: ['endsAt'],
  });
export type MaintenanceBody = z.input<typeof MaintenanceBody>;

/** Switch a window on (members see the maintenance page) or off, or end its announcement. */
export const MaintenancePatch = z
  .object({ active: z.boolean().optional(), maintenanceOn: z.boolean().optional() })
  .strict()
  .refine((patch) => Object.keys(patch).length > 0, 'Send active or maintenanceOn');
export type MaintenancePatch = z.input<typeof MaintenancePatch>;

export const MaintenanceParams = z.object({
  id: z.coerce.number().int().positive('This is not a maintenance window id'),
});

export const ConsoleMaintenance = z.object({
  id: z.number().int(),
  title: z.string(),
  message: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  onTitle: z.string().nullable(),
  onMessage: z.string().nullable(),
  active: z.boolean(),
  maintenanceOn: z.boolean(),
  /** As members see it now: announced ahead, under way (on), over, or withdrawn. */
  state: z.enum(['announced', 'on', 'over', 'withdrawn']),
});
export type ConsoleMaintenance = z.infer<typeof ConsoleMaintenance>;
export const ConsoleMaintenanceList = z.array(ConsoleMaintenance);

/** An invite code: who signs up with it (an account type, a partner, a program), how often, until when. */
export const InviteCodeBody = z
  .object({
    code: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9-]{4,32}$/, 'Use 4 to 32 letters, digits or dashes'),
    accountType: AccountType.optional(),
    partnerId: z.uuid('This is not a partner id').optional(),
    program: z.string().trim().max(40).optional(),
    maxUses: z.number().int().min(1).max(100_000).optional(),
    expiresAt: Moment.optional(),
  })
  .strict();
export type InviteCodeBody = z.input<typeof InviteCodeBody>;

export const InviteCodeParams = z.object({ id: z.coerce.number().int().positive('This is not an invite code id') });

export const ConsoleInviteCode = z.object({
  id: z.number().int(),
  code: z.string(),
  accountType: AccountType.nullable(),
  partner: z.object({ uuid: z.string(), name: z.string() }).nullable(),
  program: z.string().nullable(),
  maxUses: z.number().int().nullable(),
  uses: z.number().int(),
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ConsoleInviteCode = z.infer<typeof ConsoleInviteCode>;
export const ConsoleInviteCodeList = z.array(ConsoleInviteCode);

/** The brand images an operator uploads (PNG, JPEG, WebP or GIF; stored re-encoded). */
export const brandAssets = ['logo', 'headerLogo', 'favicon'] as const;
export const BrandAssetParams = z.object({ asset: z.enum(brandAssets) });
