import type { CheckStatusMultiple, PageRequest, ProgramFamily } from '@ventura/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { pageAnswer, pageWindow } from '../../platform/db/paging.ts';
import { forbidden } from '../../platform/errors.ts';
import { organisationOf } from '../../platform/identity/organisation.ts';
import { accountPolicy } from '../../platform/identity/policy.ts';
import { profiles, users } from '../../platform/identity/tables.ts';
import type { Member } from '../../platform/request-context.ts';
import { type ApplicationAccess, fieldsOf, readableApplication } from './application-access.ts';
import { applicationNotFound } from './common.ts';
import { presentApplication, presentDetails } from './present.ts';
import * as repo from './repo.ts';
import { programApplications, programs } from './tables.ts';

// ---- Reading applications ----

/** POST .../check_application_status/{application}: where it stands. */
export const applicationStatus = async (m: Member, programUuid: string, applicationUuid: string) => {
  const access = await readableApplication(m, applicationUuid);
  if (access.program.program.uuid !== programUuid) throw applicationNotFound();
  const { application } = access.found;
  return {
    uuid: application.uuid,
    status: application.status,
    stage: application.stage,
    progress: application.progress,
  };
};

/** POST .../check_application_status/{application}/details: the whole application. */
export const applicationDetails = async (m: Member, programUuid: string, applicationUuid: string) => {
  const access = await readableApplication(m, applicationUuid);
  if (access.program.program.uuid !== programUuid) throw applicationNotFound();
  return detailsOf(m, access);
};

export const detailsOf = async (m: Member, access: ApplicationAccess) => {
  const { application, applicant, pendingDocuments } = access.found;
  const [documents, history] = await Promise.all([
    repo.documentsOf(m.db, m.tenant.id, application.id),
    repo.historyOf(m.db, m.tenant.id, application.id),
  ]);
  return presentDetails(presentApplication(application, access.program.program, applicant, pendingDocuments), {
    fields: fieldsOf(access.program),
    application,
    documents,
    history,
  });
};

/** GET {family}/applied/list: the caller's organisation's applications in this family. */
export const appliedList = async (m: Member, family: ProgramFamily, page: PageRequest) => {
  const { rows, total } = await repo.myApplications(m.db, m.tenant.id, organisationOf(m.auth.profile), family, {
    ...pageWindow(page),
  });
  const programIds = [...new Set(rows.map((row) => row.application.programId))];
  const heads =
    programIds.length === 0
      ? []
      : await m.db
          .select()
          .from(programs)
          .where(and(eq(programs.tenantId, m.tenant.id), inArray(programs.id, programIds)));
  const byId = new Map(heads.map((program) => [program.id, program]));
  const items = rows.flatMap((row) => {
    const program = byId.get(row.application.programId);
    return program ? [presentApplication(row.application, program, row.applicant, row.pendingDocuments)] : [];
  });
  return pageAnswer(items, total, page);
};

/**
 * POST check_application_status_multiple: whether the member with this email applied to each program. A
 * member asks about their own address; operators about anyone's.
 */
export const checkMultiple = async (m: Member, body: z.output<typeof CheckStatusMultiple>) => {
  const email = body.email.toLowerCase();
  if (!accountPolicy.useConsole(m.auth) && m.auth.user.email?.toLowerCase() !== email) {
    throw forbidden('You can ask only about your own email address');
  }
  const wanted = [...new Set(body.programUUIDs)];
  const found = await m.db
    .select({ id: programs.id, uuid: programs.uuid })
    .from(programs)
    .where(and(eq(programs.tenantId, m.tenant.id), inArray(programs.uuid, wanted)));
  const rows =
    found.length === 0
      ? []
      : await m.db
          .select({
            programId: programApplications.programId,
            status: programApplications.status,
            stage: programApplications.stage,
          })
          .from(programApplications)
          .innerJoin(
            profiles,
            and(eq(profiles.tenantId, programApplications.tenantId), eq(profiles.id, programApplications.profileId)),
          )
          .innerJoin(users, and(eq(users.tenantId, profiles.tenantId), eq(users.id, profiles.userId)))
          .where(
            and(
              eq(programApplications.tenantId, m.tenant.id),
              inArray(
                programApplications.programId,
                found.map((program) => program.id),
              ),
              sql`lower(${users.email}) = ${email}`,
            ),
          );
  const byProgram = new Map(rows.map((row) => [row.programId, row]));
  const ids = new Map(found.map((program) => [program.uuid, program.id]));
  return wanted.map((programUuid) => {
    const id = ids.get(programUuid);
    const application = id === undefined ? undefined : byProgram.get(id);
    return {
      programUuid,
      applied: application !== undefined,
      status: application?.status ?? null,
      stage: application?.stage ?? null,
    };
  });
};
