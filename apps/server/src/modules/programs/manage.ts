import {
  type AdminProgramQuery,
  type FieldDef,
  type ProgramInput,
  type ProgramPatch,
  programLimits,
  questionsOf,
} from '@ventura/shared';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { recordAudit } from '../../platform/audit/index.ts';
import type { Db } from '../../platform/db/index.ts';
import { pageAnswer, pageWindow } from '../../platform/db/paging.ts';
import { wordsOf } from '../../platform/db/text-search.ts';
import { badRequest, conflict, forbidden } from '../../platform/errors.ts';
import { organisationOf } from '../../platform/identity/organisation.ts';
import { accountPolicy } from '../../platform/identity/policy.ts';
import type { Member } from '../../platform/request-context.ts';
import { forms } from '../forms/tables.ts';
import { checkReferences } from '../profiles/index.ts';
import { presentOne, viewOf } from './browse.ts';
import { isUniqueViolation, programNotFound } from './common.ts';
import { programPolicy } from './policy.ts';
import { presentProgram } from './present.ts';
import * as repo from './repo.ts';
import { programs, type StoredVideoTopic } from './tables.ts';

// ---- Managing programs ----

const industryField: FieldDef[] = [
  { key: 'industries', label: 'Industries', kind: 'terms', taxonomy: 'industries', maxItems: programLimits.industries },
];

/** Operators' changes to a program go to the tenant's audit log; a program office's own do not. */
export const operatorAudit = async (
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
    ...pageWindow(query),
  });
  const view = await viewOf(m, rows);
  const items = rows.map((row) => presentProgram(row, view));
  return pageAnswer(items, total, query);
};

/** Whether the caller may run programs at all (operators, approved program offices): 403 otherwise. */
export const assertMayManage = (m: Member) => {
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
