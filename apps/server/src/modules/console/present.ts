import type { ConsoleInviteCode, ConsoleMaintenance } from '@ventura/shared';
import {
  type AuditEntry,
  accountTypeLabels,
  type ConsoleMember,
  type ConsoleProfileRow,
  isProfileAccountType,
  shownAsPerson,
} from '@ventura/shared';
import type { AuthContext } from '../../platform/auth/sessions.ts';
import { csvCell } from '../../platform/http/csv.ts';
import type { profiles, users } from '../../platform/identity/index.ts';
import type { MaintenanceWindow } from '../../platform/tenancy/repo.ts';
import type { inviteCodes } from '../auth/tables.ts';
import { memberPolicy } from './policy.ts';
import type { AuditRow, ProfileBrief } from './repo.ts';

type Profile = typeof profiles.$inferSelect;
type User = typeof users.$inferSelect;

const iso = (date: Date | string | null) => (date === null ? null : new Date(date).toISOString());

const nameOf = (profile: Pick<Profile, 'accountType' | 'organizationName' | 'investorType'>, person: string) =>
  isProfileAccountType(profile.accountType) && shownAsPerson(profile.accountType, profile.investorType)
    ? person
    : (profile.organizationName ?? person);

export const presentProfileRow = ({ profile, user }: { profile: Profile; user: User }): ConsoleProfileRow => ({
  uuid: profile.uuid,
  accountType: profile.accountType,
  label: accountTypeLabels[profile.accountType],
  name: nameOf(profile, user.name),
  personName: user.name,
  email: user.email,
  mobile: user.mobileNumber ? `+${user.countryCode ?? ''} ${user.mobileNumber}`.replace('+ ', '') : null,
  logo: profile.organizationLogo ?? profile.avatar,
  approvalStatus: profile.approvalStatus,
  approvalRequestedAt: iso(profile.approvalRequestedAt),
  approvalDecidedAt: iso(profile.approvalDecidedAt),
  createdAt: profile.createdAt.toISOString(),
  completeness: profile.completeness,
  deactivated: user.status !== 'active',
});

export const presentMember = (
  row: { user: User; lastSeenAt: string | null; profiles: ProfileBrief[] },
  auth: AuthContext,
): ConsoleMember => ({
  id: row.user.id,
  name: row.user.name,
  email: row.user.email,
  mobile: row.user.mobileNumber ? `+${row.user.countryCode ?? ''} ${row.user.mobileNumber}` : null,
  role: row.user.role,
  status: row.user.status,
  createdAt: row.user.createdAt.toISOString(),
  lastSeenAt: iso(row.lastSeenAt),
  profiles: row.profiles.map((profile) => ({
    uuid: profile.uuid,
    accountType: profile.accountType,
    label: accountTypeLabels[profile.accountType],
    name: profile.organizationName ?? row.user.name,
    approvalStatus: profile.approvalStatus,
  })),
  can: {
    changeStatus: memberPolicy.cannotChangeStatus(auth, row.user) === null,
    signInAs: memberPolicy.signInAs(auth, row.user, row.profiles.length),
  },
});

export const presentAudit = ({ entry, actorName }: AuditRow): AuditEntry => ({
  id: entry.id,
  at: entry.createdAt.toISOString(),
  action: entry.action,
  actor: entry.actorUserId ? { id: entry.actorUserId, name: actorName ?? 'Removed account' } : null,
  subjectType: entry.subjectType,
  subjectId: entry.subjectId,
  detail: entry.detail,
  ip: entry.ip,
});

/** The audit log as CSV, one line per entry, newest first. */
export const auditCsv = (entries: AuditEntry[]) =>
  [
    'at,action,actor,actor_id,subject_type,subject_id,ip,detail',
    ...entries.map((e) =>
      [e.at, e.action, e.actor?.name, e.actor?.id, e.subjectType, e.subjectId, e.ip, e.detail].map(csvCell).join(','),
    ),
  ].join('\r\n');

/** A window as the console lists it, with its state as members see it now. */
export const presentMaintenance = (window: MaintenanceWindow, now = Date.now()): ConsoleMaintenance => ({
  id: window.id,
  title: window.title,
  message: window.message,
  startsAt: window.startsAt.toISOString(),
  endsAt: window.endsAt.toISOString(),
  onTitle: window.maintenanceOnTitle,
  onMessage: window.maintenanceOnMessage,
  active: window.active,
  maintenanceOn: window.maintenanceOn,
  state: window.maintenanceOn
    ? 'on'
    : !window.active
      ? 'withdrawn'
      : window.endsAt.getTime() <= now
        ? 'over'
        : 'announced',
});

export const presentInviteCode = ({
  code,
  partner,
}: {
  code: typeof inviteCodes.$inferSelect;
  partner: { uuid: string; name: string } | null;
}): ConsoleInviteCode => ({
  id: code.id,
  code: code.code,
  accountType: code.accountType,
  partner,
  program: code.program,
  maxUses: code.maxUses,
  uses: code.uses,
  expiresAt: iso(code.expiresAt),
  createdAt: code.createdAt.toISOString(),
});
