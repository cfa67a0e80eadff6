import type { Milestone, MilestoneCategory, MilestoneStatus, MilestoneTemplate } from '@ventura/shared';
import { type Caller, type MilestoneFacts, milestonePolicy } from './policy.ts';
import type { MilestoneRow, TemplateRow } from './repo.ts';

/* What milestones and templates look like on the wire: explicit fields, and what the caller may do. */

export const facts = (row: MilestoneRow): MilestoneFacts => ({
  status: row.m.status as MilestoneStatus,
  startupProfileId: row.m.startupProfileId,
  programId: row.m.programId,
  templatePartnerUuid: row.templatePartnerUuid,
});

/** Today as YYYY-MM-DD in UTC: due dates are calendar days. */
export const todayOf = (now = new Date()) => now.toISOString().slice(0, 10);

export const isOverdue = (row: { status: string; dueOn: string }, today = todayOf()) =>
  (row.status === 'planned' || row.status === 'in_progress') && row.dueOn < today;

export const evidenceUrlOf = (uuid: string) => `/api/v1/milestones/${uuid}/evidence`;

export const presentMilestone = (row: MilestoneRow, caller: Caller, reviewsProgram: boolean): Milestone => {
  const { m } = row;
  const f = facts(row);
  return {
    uuid: m.uuid,
    title: m.title,
    category: m.category as MilestoneCategory,
    description: m.description,
    dueOn: m.dueOn,
    status: f.status,
    overdue: isOverdue(m),
    startup: { uuid: row.startupUuid, name: row.startupName },
    confirmedBy: m.programId !== null ? 'program' : row.templatePartnerUuid !== null ? 'partner' : 'operators',
    program: row.programUuid && row.programTitle ? { uuid: row.programUuid, name: row.programTitle } : null,
    templateUuid: row.templateUuid,
    evidence: {
      text: m.evidenceText,
      url: m.evidenceUrl,
      fileName: m.evidenceFileKey ? m.evidenceFileName : null,
      fileUrl: m.evidenceFileKey ? evidenceUrlOf(m.uuid) : null,
    },
    completedAt: m.completedAt?.toISOString() ?? null,
    confirmedAt: m.confirmedAt?.toISOString() ?? null,
    reviewerName: row.reviewerName,
    reviewerNote: m.reviewerNote,
    createdAt: m.createdAt.toISOString(),
    updatedAt: m.updatedAt.toISOString(),
    can: {
      edit: milestonePolicy.edit(caller, f),
      remove: milestonePolicy.remove(caller, f),
      start: milestonePolicy.start(caller, f),
      complete: milestonePolicy.complete(caller, f),
      review: milestonePolicy.review(caller, f, reviewsProgram),
    },
  };
};

export const presentTemplate = (row: TemplateRow & { adopted?: boolean }, tenantName: string): MilestoneTemplate => {
  const { t } = row;
  const owner = t.programId !== null ? 'program' : t.partnerUuid !== null ? 'partner' : 'tenant';
  return {
    uuid: t.uuid,
    title: t.title,
    category: t.category as MilestoneCategory,
    description: t.description,
    dueAfterDays: t.dueAfterDays,
    owner,
    ownerName:
      owner === 'program' ? (row.programTitle ?? '') : owner === 'partner' ? (row.partnerName ?? '') : tenantName,
    program: row.programUuid && row.programTitle ? { uuid: row.programUuid, name: row.programTitle } : null,
    adopted: row.adopted ?? false,
    createdAt: t.createdAt.toISOString(),
  };
};
