import {
  type AccountType,
  type Answers,
  checkAnswers,
  type FormAccess,
  type FormPageQuery,
  type PublicFormAnswers,
  progressOf,
  type SaveAnswers,
  type UploadedFormFile,
} from '@ventura/shared';
import type { z } from 'zod';
import type { Db } from '../../platform/db/index.ts';
import { pageAnswer, pageWindow } from '../../platform/db/paging.ts';
import { badRequest, conflict, forbidden, notFound, unauthorized } from '../../platform/errors.ts';
import type { Context, Member } from '../../platform/request-context.ts';
import { throttle } from '../../platform/throttle/index.ts';
import { claimFormFiles, droppedUploads, formFileByUuid, releaseFormFiles, storeFormFile } from './files.ts';
import { formPolicy } from './policy.ts';
import { presentForm, presentSubmission } from './present.ts';
import * as repo from './repo.ts';

export const formNotFound = () => notFound('Form not found');
const alreadySubmitted = 'You have already submitted this form';
const hour = 3600;

/** A 400 for answers that break the form's rules, naming each (`answers.{key}: reason`). */
const refuseAnswers = (errors: string[]) => {
  const [first] = errors;
  if (first) throw badRequest(first.replace(/^answers\.[^:]+: /, ''), errors);
};

/** The form if the caller may read it: drafts are 404 to all but operators; members' forms need a session. */
export const readable = (ctx: Context, form: repo.FormRow | undefined) => {
  if (!form || !formPolicy.exists(ctx.auth, form)) throw formNotFound();
  const reason = formPolicy.cannotRead(ctx.auth, form);
  if (reason === 'sign in') throw unauthorized('Sign in to see this form');
  if (reason) throw forbidden(reason);
  return form;
};

/** Refuses answers to a form that does not take them now: closed or unpublished (409), another type's (403). */
const assertFillable = (m: Member, form: repo.FormRow) => {
  const reason = formPolicy.cannotFill(m.auth, form);
  if (reason) throw form.status === 'published' ? forbidden(reason) : conflict(reason);
};

export type FormRef = { uuid: string } | { id: number } | { code: string };

const findForm = (db: Db, tenantId: string, ref: FormRef) =>
  'uuid' in ref
    ? repo.findFormByUuid(db, tenantId, ref.uuid)
    : 'id' in ref
      ? repo.loadForm(db, tenantId, ref.id)
      : repo.findFormByCode(db, tenantId, ref.code);

/** GET forms-management/uuids|ids|code/{x}: one form, to whoever may read it. */
export const getForm = async (ctx: Context, ref: FormRef) => {
  const form = readable(ctx, await findForm(ctx.db, ctx.tenant.id, ref));
  return presentForm(form, { withCount: formPolicy.manage(ctx.auth) });
};

/** GET forms-management/list[/{accountType}]: published members' forms open to the caller's type (or the one named). */
export const listForms = async (
  m: Member,
  accountType: AccountType | undefined,
  query: z.output<typeof FormPageQuery>,
) => {
  const type = accountType ?? m.auth.profile.accountType;
  const { rows, total } = await repo.listMemberForms(m.db, m.tenant.id, type, pageWindow(query));
  const items = rows.map((row) => presentForm(row.form, { withCount: false }));
  return pageAnswer(items, total, query);
};

// ---- A member's answers ----

/** GET forms-management/submission/{uuid}: the caller's submission (draft or sent), or null. */
export const mySubmission = async (m: Member, formUuid: string) => {
  const form = readable(m, await repo.findFormByUuid(m.db, m.tenant.id, formUuid));
  const row = await repo.findMemberSubmission(m.db, m.tenant.id, form.id, m.auth.profile.id);
  return row ? presentSubmission(row, form.uuid) : null;
};

/**
 * POST forms-management/submission/{uuid}: keeps a draft (any answers, each well-formed) or sends it
 * (every shown required question answered). Files are claimed with the answers; one replaced goes after.
 * Once sent, the answers are final (409).
 */
export const saveAnswers = async (m: Member, formUuid: string, body: z.output<typeof SaveAnswers>) => {
  const form = readable(m, await repo.findFormByUuid(m.db, m.tenant.id, formUuid));
  assertFillable(m, form);
  const existing = await repo.findMemberSubmission(m.db, m.tenant.id, form.id, m.auth.profile.id);
  if (existing?.status === 'submitted') throw conflict(alreadySubmitted);
  const checked = checkAnswers(form.fields, body.answers, { complete: body.submit });
  refuseAnswers(checked.errors);
  const before = existing?.answers ?? {};
  const saved = await m.db.transaction(async (tx) => {
    await throttle(tx, m.tenant.id, [
      {
        key: `forms:save:profile:${m.auth.profile.id}`,
        limit: { limit: 600, windowSeconds: hour },
        message: 'Too many saves in an hour. Please wait a few minutes and try again.',
      },
    ]);
    const answers = await claimFormFiles(tx, {
      tenantId: m.tenant.id,
      formId: form.id,
      fields: form.fields,
      answers: checked.answers,
      before,
      profileId: m.auth.profile.id,
    });
    const values = {
      answers,
      progress: progressOf(form.fields, answers),
      status: body.submit ? ('submitted' as const) : ('draft' as const),
      submittedAt: body.submit ? new Date() : null,
    };
    const row = existing
      ? await repo.updateDraft(tx, m.tenant.id, existing.id, values)
      : await repo.insertSubmission(tx, {
          tenantId: m.tenant.id,
          formId: form.id,
          profileId: m.auth.profile.id,
          ...values,
        });
    // Another window of the same member saved or sent first.
    if (!row) throw conflict('Your answers changed in another window: reload the form and try again');
    if (body.submit) await repo.countSubmission(tx, m.tenant.id, form.id);
    return row;
  });
  await releaseFormFiles(m.db, m, m.tenant.id, droppedUploads(before, saved.answers));
  return presentSubmission(saved, form.uuid);
};

/** GET forms-management/{uuid}/check-access: whether the caller may fill the form in now, and why not. */
export const checkAccess = async (m: Member, formUuid: string): Promise<FormAccess> => {
  const form = await repo.findFormByUuid(m.db, m.tenant.id, formUuid);
  if (!form || !formPolicy.exists(m.auth, form)) throw formNotFound();
  const mine = await repo.findMemberSubmission(m.db, m.tenant.id, form.id, m.auth.profile.id);
  const submitted = mine?.status === 'submitted';
  const reason =
    formPolicy.cannotRead(m.auth, form) ?? (submitted ? alreadySubmitted : formPolicy.cannotFill(m.auth, form));
  return { allowed: reason === null, reason, submitted };
};

// ---- Visitors ----

const publicForm = async (ctx: Context, formUuid: string) => {
  const form = await repo.findFormByUuid(ctx.db, ctx.tenant.id, formUuid);
  if (form?.audience !== 'public' || !formPolicy.exists(ctx.auth, form)) throw formNotFound();
  return form;
};

/** GET forms-management/public/submission/{uuid}/fetch: a public form, to anyone. */
export const fetchPublicForm = async (ctx: Context, formUuid: string) =>
  presentForm(await publicForm(ctx, formUuid), { withCount: formPolicy.manage(ctx.auth) });

/** POST forms-management/public/submission/{uuid}/submit: a visitor's complete answers, sent at once. */
export const submitPublic = async (ctx: Context, formUuid: string, body: PublicFormAnswers) => {
  const form = await publicForm(ctx, formUuid);
  if (form.status !== 'published') throw conflict('This form is closed');
  const email = body.email.toLowerCase();
  await throttle(ctx.db, ctx.tenant.id, [
    {
      key: `forms:submit:ip:${ctx.ip}`,
      limit: { limit: 10, windowSeconds: hour },
      message: 'Too many forms sent from here in an hour. Please try again later.',
    },
    {
      key: `forms:submit:email:${email}`,
      limit: { limit: 5, windowSeconds: hour },
      message: 'Too many forms sent for this email address in an hour. Please try again later.',
    },
  ]);
  const checked = checkAnswers(form.fields, body.answers, { complete: true });
  refuseAnswers(checked.errors);
  const saved = await ctx.db.transaction(async (tx) => {
    const answers = await claimFormFiles(tx, {
      tenantId: ctx.tenant.id,
      formId: form.id,
      fields: form.fields,
      answers: checked.answers,
      before: {},
      profileId: ctx.auth?.profile.id ?? null,
    });
    const row = await repo.insertSubmission(tx, {
      tenantId: ctx.tenant.id,
      formId: form.id,
      name: body.name,
      email,
      status: 'submitted',
      answers,
      progress: progressOf(form.fields, answers),
      submittedAt: new Date(),
    });
    if (!row) throw new Error('the submission was not stored');
    await repo.countSubmission(tx, ctx.tenant.id, form.id);
    return row;
  });
  return presentSubmission(saved, form.uuid);
};

// ---- Files ----

/**
 * POST forms-management/public/upload-file: a file for one file question, from a visitor (public forms)
 * or a member who may fill the form in. The kind is told from the bytes; the route has read at most
 * limits.documentSizeBytes.
 */
export const uploadFormFile = async (
  ctx: Context,
  target: { formUuid: string; fieldKey: string },
  file: { bytes: Buffer; fileName: string },
): Promise<UploadedFormFile> => {
  await throttle(ctx.db, ctx.tenant.id, [
    {
      key: ctx.auth ? `forms:upload:profile:${ctx.auth.profile.id}` : `forms:upload:ip:${ctx.ip}`,
      limit: { limit: 60, windowSeconds: hour },
      message: 'Too many files uploaded in an hour. Please wait and try again.',
    },
  ]);
  const form = readable(ctx, await repo.findFormByUuid(ctx.db, ctx.tenant.id, target.formUuid));
  if (ctx.auth) assertFillable({ ...ctx, auth: ctx.auth }, form);
  else if (form.status !== 'published') throw conflict('This form is closed');
  const field = form.fields.find((candidate) => candidate.key === target.fieldKey && candidate.type === 'file');
  if (!field) {
    const message = 'This is not a file question of the form';
    throw badRequest(message, [`fieldKey: ${message}`]);
  }
  return storeFormFile(ctx, {
    tenantId: ctx.tenant.id,
    formId: form.id,
    field,
    uploaderProfileId: ctx.auth?.profile.id ?? null,
    bytes: file.bytes,
    fileName: file.fileName,
  });
};

const holds = (answers: Answers, uuid: string) =>
  Object.values(answers).some(
    (value) => value && typeof value === 'object' && !Array.isArray(value) && value.uuid === uuid,
  );

/** GET forms-management/files/{uuid}: a file to operators, its uploader, and the member whose answers carry it. */
export const openFormFile = async (m: Member, uuid: string) => {
  const stored = await formFileByUuid(m.db, m.tenant.id, uuid);
  if (!stored) throw notFound('File not found');
  const mine =
    stored.uploaderProfileId === m.auth.profile.id ||
    holds((await repo.findMemberSubmission(m.db, m.tenant.id, stored.formId, m.auth.profile.id))?.answers ?? {}, uuid);
  const file = formPolicy.manage(m.auth) || mine ? await m.storage.get(stored.key) : null;
  if (!file) throw notFound('File not found');
  return { file, stored };
};
