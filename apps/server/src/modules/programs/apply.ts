import {
  type Answers,
  type ApplyAnswers,
  alreadyAppliedReason,
  checkAnswers,
  type ProgramFamily,
  progressOf,
} from '@ventura/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../platform/db/index.ts';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors.ts';
import { operatorUserIds } from '../../platform/identity/index.ts';
import { organisationOf, teamUserIds } from '../../platform/identity/organisation.ts';
import type { Member } from '../../platform/request-context.ts';
import { claimFormFiles } from '../forms/index.ts';
import {
  type ApplicationAccess,
  fieldsOf,
  ownApplication,
  readableApplication,
  summaryOf,
} from './application-access.ts';
import { visibleProgram } from './browse.ts';
import { deliver, isUniqueViolation, programPage, statusPage } from './common.ts';
import { programPolicy } from './policy.ts';
import * as repo from './repo.ts';
import { programApplicationEvents, programApplications, programDocuments, programs } from './tables.ts';

// ---- Applying ----

const alreadyApplied = 'You have already applied to this program';

/** Creates the documents a stage asks for that the application does not have yet. */
export const askStageDocuments = async (
  tx: Db,
  tenantId: string,
  program: repo.ProgramRow,
  applicationId: number,
  stage: repo.ApplicationRow['stage'],
) => {
  const wanted = program.documents.filter((doc) => doc.stage === stage);
  if (wanted.length === 0) return;
  await tx
    .insert(programDocuments)
    .values(
      wanted.map((doc) => ({
        tenantId,
        applicationId,
        key: doc.key,
        stage: doc.stage,
        title: doc.title,
        description: doc.description,
        required: doc.required,
      })),
    )
    .onConflictDoNothing();
};

/** POST {family}/{uuid}/apply (empty body): starts the caller's application as a draft. */
export const startApplication = async (m: Member, family: ProgramFamily, uuid: string) => {
  const row = await visibleProgram(m, family, { uuid });
  const profileId = organisationOf(m.auth.profile);
  const existing = await repo.applicationOf(m.db, m.tenant.id, row.program.id, profileId);
  if (existing) throw conflict(alreadyApplied, alreadyAppliedReason);
  const reason = programPolicy.cannotApply(m.auth, row.program);
  if (reason) throw conflict(reason);
  try {
    const id = await m.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(programApplications)
        .values({
          tenantId: m.tenant.id,
          programId: row.program.id,
          profileId,
          userId: m.auth.user.id,
          progress: progressOf(fieldsOf(row), {}),
        })
        .returning({ id: programApplications.id, uuid: programApplications.uuid });
      if (!created) throw new Error('the application was not stored');
      await askStageDocuments(tx, m.tenant.id, row.program, created.id, 'application');
      return created.uuid;
    });
    return summaryOf(m, id);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(alreadyApplied, alreadyAppliedReason);
    throw error;
  }
};

/** Tells the program's managers (its office's team, or the tenant's operators) that someone applied. */
const notifyManagers = async (tx: Db, m: Member, program: repo.ProgramRow, applicant: string) => {
  const userIds =
    program.officeProfileId !== null
      ? await teamUserIds(tx, m.tenant.id, program.officeProfileId)
      : await operatorUserIds(tx, m.tenant.id);
  return m.notifier.record(tx, {
    tenantId: m.tenant.id,
    userIds,
    kind: 'program_applicant',
    title: `${applicant} applied to ${program.title}`,
    url: `${programPage(program.code)}/review`,
  });
};

/** Each application-stage document the application still owes, as `documents.{key}: Upload {title}`. */
const owedDocuments = async (db: Db, tenantId: string, applicationId: number) => {
  const documents = await repo.documentsOf(db, tenantId, applicationId);
  return documents
    .filter((doc) => doc.stage === 'application' && doc.required && doc.status === 'pending')
    .map((doc) => `documents.${doc.key}: Upload ${doc.title}`);
};

/** What a refused submission says first: which of the two it lacks, or both. */
const missingMessage = (answers: number, documents: number) => {
  if (answers > 0 && documents > 0) return 'Some answers and documents are missing: complete them before sending';
  if (documents > 0) return 'Upload the documents this program asks for before sending';
  return 'Some answers are missing or not valid';
};

/** Sends a draft whose answers are complete: every required answer and application-stage document. */
const send = async (tx: Db, m: Member, access: ApplicationAccess, answers: Answers) => {
  const { program } = access.program;
  // Checked with the answers before; again here, in the transaction that sends.
  const owed = await owedDocuments(tx, m.tenant.id, access.found.application.id);
  if (owed.length > 0) throw badRequest(missingMessage(0, owed.length), owed);
  const now = new Date();
  await tx
    .update(programApplications)
    .set({ answers, progress: 100, status: 'in_review', submittedAt: now, updatedAt: now })
    .where(and(eq(programApplications.tenantId, m.tenant.id), eq(programApplications.id, access.found.application.id)));
  await tx
    .update(programs)
    .set({ applicationCount: sql`${programs.applicationCount} + 1` })
    .where(and(eq(programs.tenantId, m.tenant.id), eq(programs.id, program.id)));
  await tx.insert(programApplicationEvents).values({
    tenantId: m.tenant.id,
    applicationId: access.found.application.id,
    stage: 'application',
    status: 'in_review',
    actorUserId: m.auth.user.id,
  });
  const title = `Your application to ${program.title} was received`;
  const toApplicant = await m.notifier.record(tx, {
    tenantId: m.tenant.id,
    userIds: await teamUserIds(tx, m.tenant.id, access.found.application.profileId),
    kind: 'program_application_status',
    title,
    url: statusPage(program.code),
    email: {
      notice: 'applicationUpdates',
      subject: title,
      text: `${title}. We will tell you at each step.\n\n${await m.origin(tx)}${statusPage(program.code)}`,
    },
  });
  return [toApplicant, await notifyManagers(tx, m, program, access.found.applicant.name)];
};

/**
 * POST application-programs-management/{program}/{application}/apply: keeps the draft's answers (each
 * checked by the form's rules, files claimed) or, with submit, checks that nothing required is missing
 * and sends it. Refused answers change nothing.
 */
export const saveAnswers = async (
  m: Member,
  programUuid: string,
  applicationUuid: string,
  body: z.output<typeof ApplyAnswers>,
) => {
  const access = await ownApplication(m, programUuid, applicationUuid);
  const { application } = access.found;
  const reason = programPolicy.cannotEdit(application.status, access.program.program);
  if (reason) throw conflict(reason);
  const fields = fieldsOf(access.program);
  const checked = checkAnswers(fields, body.answers, { complete: body.submit });
  // Sending lists everything it lacks at once: the answers and the documents.
  const owed = body.submit ? await owedDocuments(m.db, m.tenant.id, application.id) : [];
  if (checked.errors.length > 0 || owed.length > 0) {
    throw badRequest(body.submit ? missingMessage(checked.errors.length, owed.length) : 'Some answers are not valid', [
      ...checked.errors,
      ...owed,
    ]);
  }
  const deliveries = await m.db.transaction(async (tx) => {
    const answers = await claimFormFiles(tx, {
      tenantId: m.tenant.id,
      formId: access.program.program.formId ?? 0,
      fields,
      answers: checked.answers,
      before: application.answers,
      profileId: m.auth.profile.id,
    });
    if (body.submit) return send(tx, m, access, answers);
    await tx
      .update(programApplications)
      .set({ answers, progress: progressOf(fields, answers), updatedAt: new Date() })
      .where(and(eq(programApplications.tenantId, m.tenant.id), eq(programApplications.id, application.id)));
    return [];
  });
  deliver(m, deliveries);
  return summaryOf(m, applicationUuid);
};

/** POST {family}/{uuid}/submit: sends the caller's draft as it stands. */
export const submitApplication = async (m: Member, family: ProgramFamily, programUuid: string) => {
  const row = await visibleProgram(m, family, { uuid: programUuid });
  const mine = await repo.applicationOf(m.db, m.tenant.id, row.program.id, organisationOf(m.auth.profile));
  if (!mine) throw notFound('You have not started an application to this program');
  return saveAnswers(m, programUuid, mine.uuid, { answers: mine.answers, submit: true });
};

/** POST application-programs-management/applied/{uuid}: the member applied on an external program's own site. */
export const markAppliedExternally = async (m: Member, uuid: string) => {
  const row = await visibleProgram(m, null, { uuid });
  if (!row.program.externalUrl) throw conflict('This program takes applications here: start an application instead');
  const profileId = organisationOf(m.auth.profile);
  const existing = await repo.applicationOf(m.db, m.tenant.id, row.program.id, profileId);
  if (existing) throw conflict(alreadyApplied, alreadyAppliedReason);
  try {
    const created = await m.db.transaction(async (tx) => {
      const [app] = await tx
        .insert(programApplications)
        .values({
          tenantId: m.tenant.id,
          programId: row.program.id,
          profileId,
          userId: m.auth.user.id,
          status: 'external',
          submittedAt: new Date(),
        })
        .returning({ uuid: programApplications.uuid });
      if (!app) throw new Error('the application was not stored');
      return app.uuid;
    });
    return summaryOf(m, created);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(alreadyApplied, alreadyAppliedReason);
    throw error;
  }
};

/** POST programs-management/applications/{uuid}/withdraw: the applicant takes back an undecided application. */
export const withdraw = async (m: Member, uuid: string) => {
  const access = await readableApplication(m, uuid);
  if (!access.own) throw forbidden('Only the applicant can withdraw this application');
  const { application } = access.found;
  if (application.status !== 'draft' && application.status !== 'in_review') {
    throw conflict('A decided, withdrawn or external application cannot be withdrawn');
  }
  await m.db.transaction(async (tx) => {
    await tx
      .update(programApplications)
      .set({ status: 'withdrawn', updatedAt: new Date(), decidedAt: new Date() })
      .where(and(eq(programApplications.tenantId, m.tenant.id), eq(programApplications.id, application.id)));
    await tx.insert(programApplicationEvents).values({
      tenantId: m.tenant.id,
      applicationId: application.id,
      stage: application.stage,
      status: 'withdrawn',
      actorUserId: m.auth.user.id,
    });
  });
  return summaryOf(m, uuid);
};
