import {
  type AccountType,
  type ApprovalQuery,
  ApprovalStatus,
  type AuditQuery,
  accountTypeLabels,
  type BulkApproveBody,
  type ConsoleDecision,
  type DecisionBody,
  type MatrixBody,
  type MemberLookupQuery,
  type MemberQuery,
  type SettingsPatch,
  TenantSettings,
  type UserStatus,
  userStatuses,
} from '@ventura/shared';
import type { z } from 'zod';
import { recordAudit } from '../../platform/audit/index.ts';
import { type AuthContext, revokeUserSessions } from '../../platform/auth/sessions.ts';
import type { Db } from '../../platform/db/index.ts';
import { pageAnswer } from '../../platform/db/paging.ts';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors.ts';
import { accountPolicy, findUser, recipientOf } from '../../platform/identity/index.ts';
import type { Mailer } from '../../platform/mail/index.ts';
import { fileUrl, type Storage } from '../../platform/storage/index.ts';
import { listConnectionMatrix, type Tenant } from '../../platform/tenancy/repo.ts';
import { decideApproval, profileForOperator } from '../profiles/index.ts';
import { storeRenditions } from '../uploads/index.ts';
import { memberPolicy } from './policy.ts';
import { presentAudit, presentMember, presentProfileRow } from './present.ts';
import * as repo from './repo.ts';

/** Whoever calls the console: an operator of this tenant, in their own session. */
export type Operator = { db: Db; tenant: Tenant; auth: AuthContext; ip: string };

export const assertOperator = (auth: AuthContext) => {
  if (!accountPolicy.useConsole(auth)) throw forbidden('Only the platform team can use the console');
  return auth;
};

const zeroCounts = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;

// ---- Approvals ----

export const approvalQueue = async ({ db, tenant }: Operator, filter: z.output<typeof ApprovalQuery>) => {
  const page = await repo.listQueue(db, tenant.id, filter);
  const counts = zeroCounts(ApprovalStatus.options);
  for (const { status, n } of page.counts) counts[status] = n;
  return { ...pageAnswer(page.rows.map(presentProfileRow), page.total, filter), counts };
};

const findRow = async (db: Db, tenantId: string, uuid: string) => {
  const row = await repo.findProfileRow(db, tenantId, uuid);
  if (!row) throw notFound('Profile not found');
  return row;
};

export const profileDetail = async ({ db, tenant }: Operator, uuid: string) => {
  const row = await findRow(db, tenant.id, uuid);
  const [read, history] = await Promise.all([
    profileForOperator(db, tenant, uuid),
    repo.listAudit(db, tenant.id, { subject: uuid, pageNumber: 1, limit: 50 }),
  ]);
  if (!read) throw notFound('Profile not found');
  return {
    row: presentProfileRow(row),
    profile: read.profile,
    completeness: read.completeness,
    approvalMessage: row.profile.approvalMessage,
    history: history.rows.map(presentAudit),
  };
};

const decisionMail: Record<ConsoleDecision, { subject: string; opening: string }> = {
  approved: { subject: 'is approved', opening: 'is approved: welcome aboard.' },
  rejected: { subject: 'was not approved', opening: 'was not approved this time.' },
  limited_access: { subject: 'has limited access', opening: 'is approved with limited access for now.' },
};

/** Tells the holder of the decision, by email where they have one (else by text message). */
const tellHolder = (
  db: Db,
  mailer: Mailer,
  input: {
    tenant: Tenant;
    user: { name: string; email: string | null; countryCode: string | null; mobileNumber: string | null };
    accountType: AccountType;
    decision: ConsoleDecision;
    message: string | null;
    origin: string;
  },
) => {
  const { tenant, user, decision } = input;
  const label = accountTypeLabels[input.accountType];
  const words = decisionMail[decision];
  const note = input.message ? `\n\nA note from the ${tenant.name} team:\n${input.message}` : '';
  const next =
    decision === 'rejected' ? 'Update your profile and ask for approval again' : 'Sign in to see what is open to you';
  return mailer.send(db, {
    tenantId: tenant.id,
    channel: user.email ? 'email' : 'sms',
    to: recipientOf({
      email: user.email ?? undefined,
      countryCode: user.countryCode ?? undefined,
      mobileNumber: user.mobileNumber ?? undefined,
    }),
    subject: `Your ${label} profile on ${tenant.name} ${words.subject}`,
    body: `Hello ${user.name},\n\nYour ${label} profile on ${tenant.name} ${words.opening}${note}\n\n${next}: ${input.origin}/`,
  });
};

/** Approves, rejects or limits a profile, audited with before and after; the holder is told by mail. */
export const decide = async (
  operator: Operator,
  sender: { mailer: Mailer; origin: string },
  uuid: string,
  body: z.output<typeof DecisionBody>,
) => {
  const { db, tenant, auth } = operator;
  const { profile, user } = await findRow(db, tenant.id, uuid);
  const message = body.message && body.message.length > 0 ? body.message : null;
  const { row } = await decideApproval(db, {
    tenantId: tenant.id,
    profileId: profile.id,
    status: body.decision,
    message,
    actorUserId: auth.user.id,
    ip: operator.ip,
  });
  await tellHolder(db, sender.mailer, {
    tenant,
    user,
    accountType: profile.accountType,
    decision: body.decision,
    message,
    origin: sender.origin,
  });
  return presentProfileRow({ profile: row, user });
};

/** Approves each profile of a selection that is not approved yet; the others are reported as skipped. */
export const bulkApprove = async (
  operator: Operator,
  sender: { mailer: Mailer; origin: string },
  body: z.output<typeof BulkApproveBody>,
) => {
  const approved: string[] = [];
  const skipped: { uuid: string; reason: string }[] = [];
  for (const uuid of new Set(body.uuids)) {
    const row = await repo.findProfileRow(operator.db, operator.tenant.id, uuid);
    if (!row) skipped.push({ uuid, reason: 'Profile not found' });
    else if (row.profile.approvalStatus === 'approved') skipped.push({ uuid, reason: 'Already approved' });
    else {
      await decide(operator, sender, uuid, { decision: 'approved', message: body.message });
      approved.push(uuid);
    }
  }
  return { approved, skipped };
};

// ---- Members ----

export const members = async ({ db, tenant, auth }: Operator, filter: z.output<typeof MemberQuery>) => {
  const page = await repo.listMembers(db, tenant.id, filter);
  return pageAnswer(
    page.rows.map((row) => presentMember(row, auth)),
    page.total,
    filter,
  );
};

/** A page of members to pick from by name (or the one of an id), as the audit log's Who asks. */
export const lookupMembers = async ({ db, tenant }: Operator, filter: z.output<typeof MemberLookupQuery>) => {
  const rows = await repo.lookupMembers(db, tenant.id, filter);
  return {
    items: rows.slice(0, filter.limit),
    pageNumber: filter.pageNumber,
    limit: filter.limit,
    hasMore: rows.length > filter.limit,
  };
};

/**
 * Suspends an account (no sign-in, every session ended) or restores it. An operator does not suspend
 * their own account, nor another operator's from the console.
 */
export const setMemberStatus = async (
  operator: Operator,
  userId: string,
  next: 'suspended' | 'active',
  reason: string,
) => {
  const { db, tenant, auth } = operator;
  const user = await findUser(db, tenant.id, userId);
  if (!user) throw notFound('Member not found');
  const refused = memberPolicy.cannotChangeStatus(auth, user);
  if (refused) throw user.id === auth.user.id ? conflict(refused) : forbidden(refused);
  if (next === 'active' && user.status !== 'suspended') throw conflict('This account is not suspended');
  if (next === 'suspended' && user.status === 'suspended') throw conflict('This account is already suspended');
  const updated = await db.transaction(async (tx) => {
    const row = await repo.setUserStatus(tx, tenant.id, user.id, next);
    if (next === 'suspended') await revokeUserSessions(tx, tenant.id, user.id);
    await recordAudit(tx, {
      tenantId: tenant.id,
      actorUserId: auth.user.id,
      action: next === 'suspended' ? 'member.suspend' : 'member.restore',
      subjectType: 'user',
      subjectId: user.id,
      detail: { reason, before: { status: user.status }, after: { status: next } },
      ip: operator.ip,
    });
    return row;
  });
  if (!updated) throw notFound('Member not found');
  return updated;
};

// ---- Settings ----

export const settings = async ({ db, tenant }: Operator) => {
  const [row, matrix, hosts] = await Promise.all([
    repo.tenantRow(db, tenant.id),
    listConnectionMatrix(db, tenant.id),
    repo.hostsOf(db, tenant.id),
  ]);
  if (!row) throw notFound('Tenant not found');
  return {
    name: row.name,
    hosts,
    settings: row.settings,
    matrix: matrix.map(({ profileType, otherProfileType, canSearch, canConnect }) => ({
      profileType,
      otherProfileType,
      canSearch,
      canConnect,
    })),
    updatedAt: row.updatedAt.toISOString(),
  };
};

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Lays a patch over settings: objects merge key by key, anything else (null included) replaces. */
const merge = (base: Record<string, unknown>, patch: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(
    [...new Set([...Object.keys(base), ...Object.keys(patch)])].map((key) => {
      const next = patch[key];
      if (next === undefined) return [key, base[key]];
      const current = base[key];
      return [key, isPlainObject(current) && isPlainObject(next) ? merge(current, next) : next];
    }),
  );

const pick = (source: Record<string, unknown>, keys: string[]) =>
  Object.fromEntries(keys.map((key) => [key, source[key]]));

/** Applies a settings change at once and audits it with the parts before and after. */
export const patchSettings = async (
  operator: Operator,
  patch: z.output<typeof SettingsPatch> & Partial<Pick<TenantSettings, 'matching'>>,
) => {
  const { db, tenant, auth } = operator;
  const row = await repo.tenantRow(db, tenant.id);
  if (!row) throw notFound('Tenant not found');
  const { name, ...settingsPatch } = patch;
  const merged = TenantSettings.safeParse(merge(row.settings, settingsPatch));
  if (!merged.success) {
    const errors = merged.error.issues.map((issue) => `body.${issue.path.join('.')}: ${issue.message}`);
    throw badRequest(errors[0] ?? 'Invalid settings', errors);
  }
  const keys = Object.keys(settingsPatch);
  await db.transaction(async (tx) => {
    await repo.saveTenant(tx, tenant.id, { settings: merged.data, ...(name ? { name } : {}) });
    await recordAudit(tx, {
      tenantId: tenant.id,
      actorUserId: auth.user.id,
      action: 'tenant.settings',
      subjectType: 'tenant',
      subjectId: tenant.id,
      detail: {
        before: { ...pick(row.settings, keys), ...(name ? { name: row.name } : {}) },
        after: { ...pick(merged.data, keys), ...(name ? { name } : {}) },
      },
      ip: operator.ip,
    });
  });
};

/**
 * Stores an uploaded brand image and points the brand at it (the favicon at its 100 px square, logos at
 * their full rendition); the files go again if the settings cannot be saved.
 */
export const uploadBrandAsset = async (
  operator: Operator,
  storage: Storage,
  asset: 'logo' | 'headerLogo' | 'favicon',
  bytes: Buffer,
) => {
  const stored = await storeRenditions(storage, operator.tenant.id, bytes);
  const url = fileUrl(stored.keyOf(asset === 'favicon' ? '100' : '512'));
  try {
    await patchSettings(operator, { branding: { [asset]: url } });
  } catch (error) {
    await stored.remove();
    throw error;
  }
  return url;
};

const pairKey = (entry: { profileType: string; otherProfileType: string }) =>
  `${entry.profileType}>${entry.otherProfileType}`;

/** Replaces the connection matrix; the audit keeps the pairs that changed, before and after. */
export const replaceMatrix = async (operator: Operator, body: z.output<typeof MatrixBody>) => {
  const { db, tenant, auth } = operator;
  const current = await listConnectionMatrix(db, tenant.id);
  const was = new Map(current.map((entry) => [pairKey(entry), entry]));
  const changed = body.entries.filter((entry) => {
    const old = was.get(pairKey(entry));
    return !old || old.canSearch !== entry.canSearch || old.canConnect !== entry.canConnect;
  });
  const kept = new Set(body.entries.map(pairKey));
  const removed = current.filter((entry) => !kept.has(pairKey(entry)));
  const brief = (entry: {
    profileType: string;
    otherProfileType: string;
    canSearch: boolean;
    canConnect: boolean;
  }) => ({
    pair: pairKey(entry),
    canSearch: entry.canSearch,
    canConnect: entry.canConnect,
  });
  await db.transaction(async (tx) => {
    await repo.replaceMatrix(tx, tenant.id, body.entries);
    await recordAudit(tx, {
      tenantId: tenant.id,
      actorUserId: auth.user.id,
      action: 'tenant.matrix',
      subjectType: 'tenant',
      subjectId: tenant.id,
      detail: {
        before: [...changed, ...removed].flatMap((entry) => {
          const old = was.get(pairKey(entry));
          return old ? [brief(old)] : [];
        }),
        after: changed.map(brief),
      },
      ip: operator.ip,
    });
  });
};

// ---- Audit and overview ----

export const audit = async ({ db, tenant }: Operator, filter: z.output<typeof AuditQuery>) => {
  const page = await repo.listAudit(db, tenant.id, filter);
  return pageAnswer(page.rows.map(presentAudit), page.total, filter);
};

/** The most rows one export holds. */
export const auditExportRows = 10_000;

export const overview = async ({ db, tenant }: Operator) => {
  const { byType, byStatus, weeks } = await repo.overview(db, tenant.id);
  const membersByStatus = zeroCounts<UserStatus>(userStatuses);
  for (const { status, n } of byStatus) membersByStatus[status] = n;
  const counted = new Map(weeks.map((week) => [week.week, week.n]));
  const monday = new Date();
  monday.setUTCHours(0, 0, 0, 0);
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  const signupsPerWeek = Array.from({ length: 12 }, (_, index) => {
    const week = new Date(monday.getTime() - (11 - index) * 7 * 86_400_000).toISOString().slice(0, 10);
    return { week, count: counted.get(week) ?? 0 };
  });
  return {
    profiles: byType.map(({ accountType, approvalStatus, n }) => ({ accountType, approvalStatus, count: n })),
    pendingApprovals: byType.filter((row) => row.approvalStatus === 'submitted').reduce((sum, row) => sum + row.n, 0),
    members: membersByStatus,
    signupsPerWeek,
  };
};
