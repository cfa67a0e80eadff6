import {
  type AccountType,
  type AdminProgramQuery,
  type Answers,
  type ApplyAnswers,
  alreadyAppliedReason,
  type CheckStatusMultiple,
  checkAnswers,
  type FieldDef,
  type FormField,
  type ProgramFamily,
  type ProgramInput,
  type ProgramListQuery,
  type ProgramPatch,
  type ProgramReviewersInput,
  programFamilyInfo,
  programLimits,
  progressOf,
  questionsOf,
} from '@ventura/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { recordAudit } from '../../platform/audit/index.ts';
import type { Db } from '../../platform/db/index.ts';
import { wordsOf } from '../../platform/db/text-search.ts';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors.ts';
import { createMemo } from '../../platform/http/memo.ts';
import { organisationOf, teamUserIds } from '../../platform/identity/organisation.ts';
import { accountPolicy } from '../../platform/identity/policy.ts';
import { profiles, users } from '../../platform/identity/tables.ts';
import type { Delivery } from '../../platform/notify/notifier.ts';
import { termNames } from '../../platform/reference/repo.ts';
import type { Context, Member } from '../../platform/request-context.ts';
import { claimFormFiles } from '../forms/index.ts';
import { forms } from '../forms/tables.ts';
import { checkReferences } from '../profiles/index.ts';
import { programPolicy } from './policy.ts';
import { type ProgramView, presentApplication, presentDetails, presentProgram } from './present.ts';
import * as repo from './repo.ts';
import {
  programApplicationEvents,
  programApplications,
  programDocuments,
  programReviewers,
  programs,
  type StoredVideoTopic,
} from './tables.ts';

export type { Context, Member };

export const programNotFound = () => notFound('Program not found');
export const applicationNotFound = () => notFound('Application not found');
export const alreadyApplied = 'You have already applied to this program';
const industryField: FieldDef[] = [
  { key: 'industries', label: 'Industries', kind: 'terms', taxonomy: 'industries', maxItems: programLimits.industries },
];

export const deliver = (ctx: Context, deliveries: (Delivery | null | undefined)[]) => {
  for (const delivery of deliveries) if (delivery) ctx.notifier.publish(delivery);
};

/** The web page of a program (its details) and of an application's status. */
export const programPage = (code: string) => `/programs/${encodeURIComponent(code)}`;
export const statusPage = (code: string) => `${programPage(code)}/status`;

// ---- Reading programs ----

/** Industry names change only when operators edit the lookups: kept a minute per tenant and set of codes. */
const industryNames = createMemo<Map<string, string>>(60);

const viewOf = async (ctx: Context, rows: repo.ProgramWithParts[]): Promise<ProgramView> => {
  const codes = [...new Set(rows.flatMap((row) => row.program.industries))].sort();
  const ids = rows.map((row) => row.program.id);
  const auth = ctx.auth;
  const [names, { mine, reviewed }] = await Promise.all([
    codes.length === 0
      ? new Map<string, string>()
      : industryNames.remember(`${ctx.tenant.id}:${codes.join(',')}`, () =>
          termNames(ctx.db, ctx.tenant.id, 'industries', codes),
        ),
    auth
      ? repo.callerView(ctx.db, ctx.tenant.id, { profileId: organisationOf(auth.profile), userId: auth.user.id }, ids)
      : { mine: new Map<number, repo.ApplicationRow>(), reviewed: new Set<number>() },
  ]);
  return {
    industryNames: names,
    mine,
    canManage: (row) => programPolicy.manages(auth, row.program),
    canReview: (row) => programPolicy.reviews(auth, row.program, reviewed.has(row.program.id)),
    now: new Date(),
  };
};

export const presentOne = async (ctx: Context, row: repo.ProgramWithParts) =>
  presentProgram(row, await viewOf(ctx, [row]));

/**
 * A program as the caller may see it: a published one of this family to anyone; a draft only to its
 * managers. Another family's program, or another tenant's, is not found.
 */
export const visibleProgram = async (
  ctx: Context,
  family: ProgramFamily | null,
  by: { uuid: string } | { code: string },
) => {
  const row = await repo.findProgram(ctx.db, ctx.tenant.id, by);
  if (!row || (family !== null && !programPolicy.inFamily(row.program, family))) throw programNotFound();
  if (row.program.status !== 'published' && !programPolicy.manages(ctx.auth, row.program)) throw programNotFound();
  return row;
};

/** GET {family}/{uuid} and {family}/code/{code}. */
export const getProgram = async (ctx: Context, family: ProgramFamily, by: { uuid: string } | { code: string }) =>
  presentOne(ctx, await visibleProgram(ctx, family, by));

/** GET {family}/list: published programs, open ones first (closing soonest), external ones only when asked. */
export const listPrograms = async (ctx: Context, family: ProgramFamily, query: z.output<typeof ProgramListQuery>) => {
  const { rows, total } = await repo.listPrograms(ctx.db, ctx.tenant.id, {
    family,
    status: 'published',
    includeExternal: query.includeExternal === 'true',
    words: wordsOf(query.q),
    industry: query.industry,
    when: query.when,
    now: new Date(),
    limit: query.limit,
    offset: (query.pageNumber - 1) * query.limit,
  });
  const view = await viewOf(ctx, rows);
  return {
    items: rows.map((row) => presentProgram(row, view)),
    total,
    pageNumber: query.pageNumber,
    limit: query.limit,
  };
};

/** GET {family}/{uuid}/video-topics?order_by=id: the topics a video program asks pitches on. */
export const videoTopics = async (ctx: Context, family: ProgramFamily, uuid: string) => {
  const row = await visibleProgram(ctx, family, { uuid });
  return [...row.program.videoTopics].sort((a, b) => a.id - b.id);
};

// ---- Managing programs ----

const operatorAudit = async (
  tx: Db,
  m: Member,
  action: string,
  programUuid: string,
  detail: Record<string, unknown>,
) => {
  if (!accountPolicy.useConsole(m.auth)) return;
  await recordAudit(tx, {
    tenantId: m.tenant.id,
    actorUserId: m.auth.user.id,
    action,
    subjectType: 'program',
    subjectId: programUuid,
    detail,
    ip: m.ip,
  });
};

const formIdOf = async (db: Db, tenantId: string, formUuid: string | null | undefined) => {
  if (!formUuid) return null;
  const [form] = await db
    .select({ id: forms.id })
    .from(forms)
    .where(and(eq(forms.tenantId, tenantId), eq(forms.uuid, formUuid)))
    .limit(1);
  if (!form)
    throw badRequest('The application form is not a form of this platform', [
      'body.formUuid: Choose a form of this platform',
    ]);
  return form.id;
};

const topicsOf = (topics: readonly { title: string; description: string; seconds: number }[]): StoredVideoTopic[] =>
  topics.map((topic, index) => ({ id: index + 1, ...topic }));

const codeTaken = (code: string) => conflict(`A program with the code ${code} already exists`);

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';

/** POST admin/programs: an operator (for the tenant) or an approved program office (as its own) creates a program. */
export const createProgram = async (m: Member, body: z.output<typeof ProgramInput>) => {
  const reason = programPolicy.cannotCreate(m.auth);
  if (reason) throw forbidden(reason);
  await checkReferences(m.db, m.tenant.id, industryField, body, body as never);
  const formId = await formIdOf(m.db, m.tenant.id, body.formUuid);
  const officeProfileId = accountPolicy.useConsole(m.auth) ? null : organisationOf(m.auth.profile);
  const existing = await repo.findProgram(m.db, m.tenant.id, { code: body.code });
  if (existing) throw codeTaken(body.code);
  try {
    const uuid = await m.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(programs)
        .values({
          tenantId: m.tenant.id,
          family: body.family,
          code: body.code,
          title: body.title,
          summary: body.summary,
          description: body.description,
          industries: body.industries,
          eligibility: body.eligibility,
          accountTypes: body.accountTypes,
          opensAt: new Date(body.opensAt),
          closesAt: new Date(body.closesAt),
          startsOn: body.startsOn ?? null,
          endsOn: body.endsOn ?? null,
          externalUrl: body.externalUrl ?? null,
          formId,
          documents: body.documents,
          rubric: body.rubric,
          videoTopics: topicsOf(body.videoTopics),
          status: body.status,
          officeProfileId,
          createdByUserId: m.auth.user.id,
        })
        .returning({ uuid: programs.uuid });
      if (!row) throw new Error('the program was not stored');
      await operatorAudit(tx, m, 'program.create', row.uuid, { after: { code: body.code, title: body.title } });
      return row.uuid;
    });
    return presentOne(m, await managedProgram(m, uuid));
  } catch (error) {
    if (isUniqueViolation(error)) throw codeTaken(body.code);
    throw error;
  }
};

/** A program the caller manages (404 for another tenant's, 403 for one they do not manage). */
export const managedProgram = async (m: Member, uuid: string) => {
  const row = await repo.findProgram(m.db, m.tenant.id, { uuid });
  if (!row) throw programNotFound();
  if (!programPolicy.manages(m.auth, row.program)) {
    throw forbidden("Only the tenant's operators and the office that runs this program can change it");
  }
  return row;
};

/** PATCH admin/programs/{uuid}. Once anyone has started an application, the form cannot be swapped. */
export const updateProgram = async (m: Member, uuid: string, patch: z.output<typeof ProgramPatch>) => {
  const row = await managedProgram(m, uuid);
  const before = row.program;
  const opensAt = patch.opensAt ? new Date(patch.opensAt) : before.opensAt;
  const closesAt = patch.closesAt ? new Date(patch.closesAt) : before.closesAt;
  if (opensAt >= closesAt) {
    throw badRequest('The program closes before it opens', ['body.closesAt: The program closes before it opens']);
  }
  if (patch.industries) await checkReferences(m.db, m.tenant.id, industryField, patch, patch as never);
  if (patch.code && patch.code !== before.code) {
    const clash = await repo.findProgram(m.db, m.tenant.id, { code: patch.code });
    if (clash) throw codeTaken(patch.code);
  }
  let formId = before.formId;
  if (patch.formUuid !== undefined) {
    formId = await formIdOf(m.db, m.tenant.id, patch.formUuid);
    if (formId !== before.formId) {
      const started = await repo.hasApplications(m.db, m.tenant.id, before.id);
      if (started) throw conflict('People have started applying on the current form: it cannot be swapped for another');
    }
  }
  const { formUuid: _form, videoTopics, opensAt: _o, closesAt: _c, ...rest } = patch;
  try {
    await m.db.transaction(async (tx) => {
      await tx
        .update(programs)
        .set({
          ...rest,
          opensAt,
          closesAt,
          formId,
          ...(videoTopics ? { videoTopics: topicsOf(videoTopics) } : {}),
          updatedAt: new Date(),
        })
        .where(and(eq(programs.tenantId, m.tenant.id), eq(programs.id, before.id)));
      await operatorAudit(tx, m, 'program.update', uuid, { changed: Object.keys(patch) });
    });
  } catch (error) {
    if (isUniqueViolation(error) && patch.code) throw codeTaken(patch.code);
    throw error;
  }
  return presentOne(m, await managedProgram(m, uuid));
};

/** GET admin/programs: operators see every program; a program office the ones it runs. */
export const adminPrograms = async (m: Member, query: z.output<typeof AdminProgramQuery>) => {
  const operator = accountPolicy.useConsole(m.auth);
  if (!operator && m.auth.profile.accountType !== 'program_office') {
    throw forbidden("Programs are run by the tenant's operators and by program offices");
  }
  const { rows, total } = await repo.listPrograms(m.db, m.tenant.id, {
    family: query.family,
    status: query.status,
    includeExternal: true,
    words: wordsOf(query.q),
    industry: query.industry,
    when: query.when,
    officeProfileId: operator ? undefined : organisationOf(m.auth.profile),
    now: new Date(),
    limit: query.limit,
    offset: (query.pageNumber - 1) * query.limit,
  });
  const view = await viewOf(m, rows);
  return {
    items: rows.map((row) => presentProgram(row, view)),
    total,
    pageNumber: query.pageNumber,
    limit: query.limit,
  };
};

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

// ---- Applying ----

const fieldsOf = (row: repo.ProgramWithParts): FormField[] => row.form?.fields ?? [];

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

const summaryOf = async (ctx: Context, applicationUuid: string) => {
  const found = await repo.findApplication(ctx.db, ctx.tenant.id, applicationUuid);
  if (!found) throw applicationNotFound();
  const program = await repo.findProgram(ctx.db, ctx.tenant.id, { id: found.application.programId });
  if (!program) throw applicationNotFound();
  return presentApplication(found.application, program.program, found.applicant, found.pendingDocuments);
};

export type ApplicationAccess = {
  found: repo.ApplicationWithPerson;
  program: repo.ProgramWithParts;
  /** The caller's organisation applied. */
  own: boolean;
  /** The caller reviews the program (managers included). */
  reviews: boolean;
  manages: boolean;
};

/** An application the caller may read: its applicant's side, or the program's reviewers; others 403, other tenants 404. */
export const readableApplication = async (m: Member, uuid: string): Promise<ApplicationAccess> => {
  const found = await repo.findApplication(m.db, m.tenant.id, uuid);
  if (!found) throw applicationNotFound();
  const program = await repo.findProgram(m.db, m.tenant.id, { id: found.application.programId });
  if (!program) throw applicationNotFound();
  const own = found.application.profileId === organisationOf(m.auth.profile);
  const manages = programPolicy.manages(m.auth, program.program);
  const reviews = manages || (await repo.isReviewer(m.db, m.tenant.id, program.program.id, m.auth.user.id));
  if (!own && !reviews)
    throw forbidden('Only the applicant and the reviewers of this program can read this application');
  return { found, program, own, reviews, manages };
};

/** The caller's own application (403 for anyone else's), under the program named in the path. */
const ownApplication = async (m: Member, programUuid: string, applicationUuid: string) => {
  const access = await readableApplication(m, applicationUuid);
  if (access.program.program.uuid !== programUuid) throw applicationNotFound();
  if (!access.own) throw forbidden('Only the applicant can change this application');
  return access;
};

const notifyManagers = async (tx: Db, m: Member, program: repo.ProgramRow, applicant: string) => {
  const userIds =
    program.officeProfileId !== null
      ? await teamUserIds(tx, m.tenant.id, program.officeProfileId)
      : (
          await tx
            .select({ id: users.id })
            .from(users)
            .where(and(eq(users.tenantId, m.tenant.id), eq(users.role, 'operator'), eq(users.status, 'active')))
            .limit(50)
        ).map((user) => user.id);
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
export const appliedList = async (m: Member, family: ProgramFamily, page: { pageNumber: number; limit: number }) => {
  const { rows, total } = await repo.myApplications(m.db, m.tenant.id, organisationOf(m.auth.profile), family, {
    limit: page.limit,
    offset: (page.pageNumber - 1) * page.limit,
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
  return { items, total, pageNumber: page.pageNumber, limit: page.limit };
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

export const familyPaths = Object.entries(programFamilyInfo) as [ProgramFamily, { apiPath: string }][];

/** Whether the caller may run programs at all (operators, approved program offices): 403 otherwise. */
const assertMayManage = (m: Member) => {
  const reason = programPolicy.cannotCreate(m.auth);
  if (reason) throw forbidden(reason);
};

/** GET programs-management/forms: the tenant's published forms, for a program's application form. */
export const formOptions = async (m: Member) => {
  assertMayManage(m);
  const rows = await m.db
    .select({ uuid: forms.uuid, title: forms.title, code: forms.code, fields: forms.fields })
    .from(forms)
    .where(and(eq(forms.tenantId, m.tenant.id), eq(forms.status, 'published')))
    .orderBy(forms.title)
    .limit(200);
  return rows.map((row) => ({
    uuid: row.uuid,
    title: row.title,
    code: row.code,
    questionCount: questionsOf(row.fields).length,
  }));
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
