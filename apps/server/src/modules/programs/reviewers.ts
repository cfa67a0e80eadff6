import type { AccountType, ProgramReviewersInput } from '@ventura/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { badRequest } from '../../platform/errors.ts';
import { profiles, users } from '../../platform/identity/tables.ts';
import type { Member } from '../../platform/request-context.ts';
import { assertMayManage, managedProgram, operatorAudit } from './manage.ts';
import * as repo from './repo.ts';
import { programReviewers } from './tables.ts';

// ---- A program's reviewers ----

export const programReviewersOf = async (m: Member, uuid: string) => {
  const row = await managedProgram(m, uuid);
  const rows = await repo.reviewers(m.db, m.tenant.id, row.program.id);
  return rows.map((person) => ({
    profileUuid: person.profileUuid,
    name: person.name,
    accountType: person.accountType,
    logo: person.logo,
  }));
};

/** PUT admin/programs/{uuid}/reviewers: the members (by a profile of theirs) who review this program. */
export const setReviewers = async (m: Member, uuid: string, body: z.output<typeof ProgramReviewersInput>) => {
  const row = await managedProgram(m, uuid);
  const wanted = [...new Set(body.profileUuids)];
  const found =
    wanted.length === 0
      ? []
      : await m.db
          .select({ uuid: profiles.uuid, userId: profiles.userId })
          .from(profiles)
          .innerJoin(users, and(eq(users.tenantId, profiles.tenantId), eq(users.id, profiles.userId)))
          .where(and(eq(profiles.tenantId, m.tenant.id), inArray(profiles.uuid, wanted), eq(users.status, 'active')));
  if (found.length !== wanted.length) {
    const message = 'A reviewer is not an active member of this platform';
    throw badRequest(message, [`body.profileUuids: ${message}`]);
  }
  const userIds = [...new Set(found.map((person) => person.userId))];
  await m.db.transaction(async (tx) => {
    await tx
      .delete(programReviewers)
      .where(and(eq(programReviewers.tenantId, m.tenant.id), eq(programReviewers.programId, row.program.id)));
    if (userIds.length > 0) {
      await tx
        .insert(programReviewers)
        .values(userIds.map((userId) => ({ tenantId: m.tenant.id, programId: row.program.id, userId })));
    }
    await operatorAudit(tx, m, 'program.reviewers', uuid, { after: { reviewers: wanted } });
  });
  return programReviewersOf(m, uuid);
};

/** GET programs-management/reviewer-candidates?q=: active members' own profiles whose name matches (at most 20). */
export const reviewerCandidates = async (m: Member, q: string) => {
  assertMayManage(m);
  const pattern = `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await m.db
    .select(repo.personColumns)
    .from(profiles)
    .innerJoin(users, and(eq(users.tenantId, profiles.tenantId), eq(users.id, profiles.userId)))
    .where(
      and(
        eq(profiles.tenantId, m.tenant.id),
        sql`${profiles.parentId} is null`,
        eq(users.status, 'active'),
        sql`(lower(${profiles.displayName}) like ${pattern} or lower(${users.name}) like ${pattern})`,
      ),
    )
    .orderBy(profiles.displayName)
    .limit(20);
  return rows.map((row) => ({
    profileUuid: row.profileUuid,
    name: row.name,
    accountType: row.accountType as AccountType,
    logo: row.logo,
  }));
};
