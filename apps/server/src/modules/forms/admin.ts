import type { AdminFormQuery, FormInput, FormPageQuery, FormPatch } from '@ventura/shared';
import type { z } from 'zod';
import { recordAudit } from '../../platform/audit/index.ts';
import type { AuthContext } from '../../platform/auth/sessions.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import { pageAnswer, pageWindow } from '../../platform/db/paging.ts';
import { conflict, forbidden } from '../../platform/errors.ts';
import type { Member } from '../../platform/request-context.ts';
import { removeFormFileKeys } from './files.ts';
import { formPolicy } from './policy.ts';
import { presentAdminSubmission, presentForm } from './present.ts';
import * as repo from './repo.ts';
import { formNotFound } from './service.ts';

/*
 * admin/forms: operators build the tenant's forms and read the answers. Every write is audited with
 * what it changed, as the console's are.
 */

export type Operator = Member & { auth: AuthContext };

/** The caller as an operator of this tenant in their own session, or 403. */
export const asOperator = (m: Member): Operator => {
  if (!formPolicy.manage(m.auth)) throw forbidden('Only the platform team can manage forms');
  return m;
};

const codeTaken = (code: string) => conflict(`Another form already has the code ${code}: choose another code`);

const storedOnce = async <T>(code: string, write: () => Promise<T>) => {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw codeTaken(code);
    throw error;
  }
};

/** What the audit keeps of a form: its settings, and the number of fields rather than all of them. */
const summary = (form: repo.FormRow) => ({
  code: form.code,
  title: form.title,
  audience: form.audience,
  accountTypes: form.accountTypes,
  attachToProfile: form.attachToProfile,
  showOnProfile: form.showOnProfile,
  status: form.status,
  fields: form.fields.length,
});

const ownForm = async (op: Operator, uuid: string) => {
  const form = await repo.findFormByUuid(op.db, op.tenant.id, uuid);
  if (!form) throw formNotFound();
  return form;
};

/** GET admin/forms: every form, drafts included, newest first, found by title or code. */
export const listForms = async (op: Operator, query: z.output<typeof AdminFormQuery>) => {
  const { rows, total } = await repo.listForms(op.db, op.tenant.id, {
    q: query.q,
    ...pageWindow(query),
  });
  const items = rows.map((row) => presentForm(row.form, { withCount: true }));
  return pageAnswer(items, total, query);
};

export const getForm = async (op: Operator, uuid: string) => presentForm(await ownForm(op, uuid), { withCount: true });

/** POST admin/forms: a new form; its code is unique in the tenant whatever its case (409). */
export const createForm = async (op: Operator, body: z.output<typeof FormInput>) => {
  if (await repo.findFormByCode(op.db, op.tenant.id, body.code)) throw codeTaken(body.code);
  const form = await storedOnce(body.code, () =>
    op.db.transaction(async (tx) => {
      const form = await repo.insertForm(tx, { tenantId: op.tenant.id, ...body, createdByUserId: op.auth.user.id });
      await recordAudit(tx, {
        tenantId: op.tenant.id,
        actorUserId: op.auth.user.id,
        action: 'form.create',
        subjectType: 'form',
        subjectId: form.uuid,
        detail: { after: summary(form) },
        ip: op.ip,
      });
      return form;
    }),
  );
  return presentForm(form, { withCount: true });
};

/** PATCH admin/forms/{uuid}: any part of the form; fields keep their keys, so answers given stay with them. */
export const updateForm = async (op: Operator, uuid: string, patch: z.output<typeof FormPatch>) => {
  const form = await ownForm(op, uuid);
  if (patch.code !== undefined && patch.code.toLowerCase() !== form.code.toLowerCase()) {
    const holder = await repo.findFormByCode(op.db, op.tenant.id, patch.code);
    if (holder && holder.id !== form.id) throw codeTaken(patch.code);
  }
  const changes = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
  const updated = await storedOnce(patch.code ?? form.code, () =>
    op.db.transaction(async (tx) => {
      const updated = await repo.updateForm(tx, op.tenant.id, form.id, changes);
      await recordAudit(tx, {
        tenantId: op.tenant.id,
        actorUserId: op.auth.user.id,
        action: 'form.update',
        subjectType: 'form',
        subjectId: form.uuid,
        detail: { changed: Object.keys(changes), before: summary(form), after: summary(updated) },
        ip: op.ip,
      });
      return updated;
    }),
  );
  return presentForm(updated, { withCount: true });
};

/**
 * DELETE admin/forms/{uuid}: only a form no program uses and nobody has sent (409: close it instead);
 * drafts and uploads go with it.
 */
export const deleteForm = async (op: Operator, uuid: string) => {
  const form = await ownForm(op, uuid);
  const keys = await op.db.transaction(async (tx) => {
    const [program] = await repo.programsUsing(tx, op.tenant.id, form.id);
    if (program !== undefined) throw conflict(`The program ${program} uses this form: choose another form there first`);
    if (await repo.hasSubmissions(tx, op.tenant.id, form.id)) {
      throw conflict('People have already submitted this form: close it instead of deleting it');
    }
    const keys = await repo.deleteForm(tx, op.tenant.id, form.id);
    await recordAudit(tx, {
      tenantId: op.tenant.id,
      actorUserId: op.auth.user.id,
      action: 'form.delete',
      subjectType: 'form',
      subjectId: form.uuid,
      detail: { before: summary(form) },
      ip: op.ip,
    });
    return keys;
  });
  await removeFormFileKeys(op, keys);
};

/** GET admin/forms/{uuid}/submissions: the form's sent answers, newest first. */
export const listSubmissions = async (op: Operator, uuid: string, query: z.output<typeof FormPageQuery>) => {
  const form = await ownForm(op, uuid);
  const { rows, total } = await repo.listSubmissions(op.db, op.tenant.id, form.id, pageWindow(query));
  const items = rows.map((row) => presentAdminSubmission(row.submission, form.uuid, row));
  return pageAnswer(items, total, query);
};
