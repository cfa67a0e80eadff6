import type { AccountType } from '@ventura/shared';
import { and, arrayContains, asc, desc, eq, ilike, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { containsPattern } from '../../platform/db/like.ts';
import { profiles, users } from '../../platform/identity/tables.ts';
import { programs } from '../programs/tables.ts';
import { formFiles, formSubmissions, forms } from './tables.ts';

export type FormRow = typeof forms.$inferSelect;
export type SubmissionRow = typeof formSubmissions.$inferSelect;
export type FormFileRow = typeof formFiles.$inferSelect;

/** A form of the tenant by its id (what programs point at), or undefined. */
export const loadForm = async (db: Db, tenantId: string, formId: number) => {
  const [row] = await db
    .select()
    .from(forms)
    .where(and(eq(forms.tenantId, tenantId), eq(forms.id, formId)))
    .limit(1);
  return row;
};

export const findFormByUuid = async (db: Db, tenantId: string, uuid: string) => {
  const [row] = await db
    .select()
    .from(forms)
    .where(and(eq(forms.tenantId, tenantId), eq(forms.uuid, uuid)))
    .limit(1);
  return row;
};

/** Codes are unique in a tenant whatever their case (forms_tenant_code_idx). */
export const findFormByCode = async (db: Db, tenantId: string, code: string) => {
  const [row] = await db
    .select()
    .from(forms)
    .where(and(eq(forms.tenantId, tenantId), sql`lower(${forms.code}) = lower(${code})`))
    .limit(1);
  return row;
};

type Page = { limit: number; offset: number };

const paged = async <T extends { total: number }>(rows: Promise<T[]>) => {
  const found = await rows;
  return { rows: found, total: found[0]?.total ?? 0 };
};

/** Every form of the tenant, newest first, found by words of its title or code. */
export const listForms = (db: Db, tenantId: string, filter: Page & { q?: string | undefined }) => {
  const conditions: (SQL | undefined)[] = [eq(forms.tenantId, tenantId)];
  if (filter.q) {
    const like = containsPattern(filter.q);
    conditions.push(or(ilike(forms.title, like), ilike(forms.code, like)));
  }
  return paged(
    db
      .select({ form: forms, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(forms)
      .where(and(...conditions))
      .orderBy(desc(forms.id))
      .limit(filter.limit)
      .offset(filter.offset),
  );
};

/** Published member forms open to an account type (those naming no types are open to all). */
export const listMemberForms = (db: Db, tenantId: string, accountType: AccountType, page: Page) =>
  paged(
    db
      .select({ form: forms, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(forms)
      .where(
        and(
          eq(forms.tenantId, tenantId),
          eq(forms.status, 'published'),
          eq(forms.audience, 'members'),
          or(sql`cardinality(${forms.accountTypes}) = 0`, arrayContains(forms.accountTypes, [accountType])),
        ),
      )
      .orderBy(desc(forms.id))
      .limit(page.limit)
      .offset(page.offset),
  );

export const insertForm = async (db: Db, values: typeof forms.$inferInsert) => {
  const [row] = await db.insert(forms).values(values).returning();
  if (!row) throw new Error('the form was not stored');
  return row;
};

export const updateForm = async (db: Db, tenantId: string, id: number, values: Partial<typeof forms.$inferInsert>) => {
  const [row] = await db
    .update(forms)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(forms.tenantId, tenantId), eq(forms.id, id)))
    .returning();
  if (!row) throw new Error('the form went missing');
  return row;
};

/** Deletes a form; its drafts and files go with it (ON DELETE CASCADE). The files' keys are returned. */
export const deleteForm = async (db: Db, tenantId: string, id: number) => {
  const files = await db
    .select({ key: formFiles.key })
    .from(formFiles)
    .where(and(eq(formFiles.tenantId, tenantId), eq(formFiles.formId, id)));
  await db.delete(forms).where(and(eq(forms.tenantId, tenantId), eq(forms.id, id)));
  return files.map((file) => file.key);
};

/** The titles of programs that use the form (at most a few, to name them). */
export const programsUsing = async (db: Db, tenantId: string, formId: number) => {
  const rows = await db
    .select({ title: programs.title })
    .from(programs)
    .where(and(eq(programs.tenantId, tenantId), eq(programs.formId, formId)))
    .limit(3);
  return rows.map((row) => row.title);
};

export const hasSubmissions = async (db: Db, tenantId: string, formId: number) => {
  const [row] = await db
    .select({ id: formSubmissions.id })
    .from(formSubmissions)
    .where(
      and(
        eq(formSubmissions.tenantId, tenantId),
        eq(formSubmissions.formId, formId),
        eq(formSubmissions.status, 'submitted'),
      ),
    )
    .limit(1);
  return row !== undefined;
};

// ---- Submissions ----

/** A member's own submission (draft or sent) to a form, or undefined. */
export const findMemberSubmission = async (db: Db, tenantId: string, formId: number, profileId: number) => {
  const [row] = await db
    .select()
    .from(formSubmissions)
    .where(
      and(
        eq(formSubmissions.tenantId, tenantId),
        eq(formSubmissions.formId, formId),
        eq(formSubmissions.profileId, profileId),
      ),
    )
    .limit(1);
  return row;
};

export const insertSubmission = async (db: Db, values: typeof formSubmissions.$inferInsert) => {
  const [row] = await db.insert(formSubmissions).values(values).onConflictDoNothing().returning();
  return row;
};

/** Changes a draft; undefined when it is no longer one (sent meanwhile from another window). */
export const updateDraft = async (
  db: Db,
  tenantId: string,
  id: number,
  values: Partial<typeof formSubmissions.$inferInsert>,
) => {
  const [row] = await db
    .update(formSubmissions)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(formSubmissions.tenantId, tenantId), eq(formSubmissions.id, id), eq(formSubmissions.status, 'draft')))
    .returning();
  return row;
};

/** One more submitted answer on the form's count. */
export const countSubmission = (db: Db, tenantId: string, formId: number) =>
  db
    .update(forms)
    .set({ submissionCount: sql`${forms.submissionCount} + 1` })
    .where(and(eq(forms.tenantId, tenantId), eq(forms.id, formId)));

/** A form's submitted answers, newest first, with the member's profile, name and email where it is a member's. */
export const listSubmissions = (db: Db, tenantId: string, formId: number, page: Page) =>
  paged(
    db
      .select({
        submission: formSubmissions,
        profileUuid: profiles.uuid,
        memberName: users.name,
        memberEmail: users.email,
        total: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(formSubmissions)
      .leftJoin(
        profiles,
        and(eq(profiles.tenantId, formSubmissions.tenantId), eq(profiles.id, formSubmissions.profileId)),
      )
      .leftJoin(users, and(eq(users.tenantId, profiles.tenantId), eq(users.id, profiles.userId)))
      .where(
        and(
          eq(formSubmissions.tenantId, tenantId),
          eq(formSubmissions.formId, formId),
          eq(formSubmissions.status, 'submitted'),
        ),
      )
      .orderBy(desc(formSubmissions.id))
      .limit(page.limit)
      .offset(page.offset),
  );

/**
 * A profile of the tenant by its uuid, with its holder's account status: answers offered from it go only
 * to its own member, and its answers show to others by the public profile page's rule.
 */
export const findProfileHolder = async (db: Db, tenantId: string, uuid: string) => {
  const [row] = await db
    .select({ profile: profiles, userStatus: users.status })
    .from(profiles)
    .innerJoin(users, and(eq(users.tenantId, profiles.tenantId), eq(users.id, profiles.userId)))
    .where(and(eq(profiles.tenantId, tenantId), eq(profiles.uuid, uuid)))
    .limit(1);
  return row;
};

/**
 * A profile's submitted answers to profile forms (attachToProfile), in the order the forms were made:
 * every such form's for its member and operators (`everyForm`), else only those shown on the profile;
 * forms taken back to draft only for operators (`withDraftForms`).
 */
export const listProfileAnswers = (
  db: Db,
  tenantId: string,
  profileId: number,
  filter: { everyForm: boolean; withDraftForms: boolean; limit: number },
) =>
  db
    .select({
      formUuid: forms.uuid,
      title: forms.title,
      fields: forms.fields,
      showOnProfile: forms.showOnProfile,
      answers: formSubmissions.answers,
      submittedAt: formSubmissions.submittedAt,
      updatedAt: formSubmissions.updatedAt,
    })
    .from(formSubmissions)
    .innerJoin(forms, and(eq(forms.tenantId, formSubmissions.tenantId), eq(forms.id, formSubmissions.formId)))
    .where(
      and(
        eq(formSubmissions.tenantId, tenantId),
        eq(formSubmissions.profileId, profileId),
        eq(formSubmissions.status, 'submitted'),
        eq(forms.attachToProfile, true),
        filter.everyForm ? undefined : eq(forms.showOnProfile, true),
        filter.withDraftForms ? undefined : ne(forms.status, 'draft'),
      ),
    )
    .orderBy(asc(forms.id))
    .limit(filter.limit);
export type ProfileAnswersRow = Awaited<ReturnType<typeof listProfileAnswers>>[number];
