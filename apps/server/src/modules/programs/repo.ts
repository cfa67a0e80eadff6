import type { ProgramFamily, ProgramStage, ProgramStatus } from '@ventura/shared';
import { and, asc, count, desc, eq, gt, inArray, lte, notInArray, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { preparedFor } from '../../platform/db/prepared.ts';
import { prefixQuery } from '../../platform/db/text-search.ts';
import { profiles, users } from '../../platform/identity/tables.ts';
import { forms } from '../forms/tables.ts';
import {
  programApplicationEvents,
  programApplications,
  programDocuments,
  programNotes,
  programReviewers,
  programReviews,
  programs,
} from './tables.ts';

export type ProgramRow = typeof programs.$inferSelect;
export type ApplicationRow = typeof programApplications.$inferSelect;
export type DocumentRow = typeof programDocuments.$inferSelect;

/** A profile as programs show it: name, type and logo. */
export const personColumns = {
  id: profiles.id,
  profileUuid: profiles.uuid,
  name: profiles.displayName,
  accountType: profiles.accountType,
  logo: sql<string | null>`coalesce(${profiles.organizationLogo}, ${profiles.avatar})`,
};
export type PersonRow = { id: number; profileUuid: string; name: string; accountType: string; logo: string | null };

const formColumns = { uuid: forms.uuid, title: forms.title, fields: forms.fields };
export type ProgramForm = { uuid: string; title: string; fields: (typeof forms.$inferSelect)['fields'] };
export type ProgramWithParts = { program: ProgramRow; office: PersonRow | null; form: ProgramForm | null };

const withParts = (db: Db) =>
  db
    .select({ program: programs, office: personColumns, form: formColumns })
    .from(programs)
    .leftJoin(profiles, and(eq(profiles.tenantId, programs.tenantId), eq(profiles.id, programs.officeProfileId)))
    .leftJoin(forms, and(eq(forms.tenantId, programs.tenantId), eq(forms.id, programs.formId)));

/** One program by uuid, code or id, with its office and form. */
export const findProgram = async (
  db: Db,
  tenantId: string,
  by: { uuid: string } | { code: string } | { id: number },
): Promise<ProgramWithParts | undefined> => {
  const match =
    'uuid' in by
      ? eq(programs.uuid, by.uuid)
      : 'code' in by
        ? eq(programs.code, by.code.toUpperCase())
        : eq(programs.id, by.id);
  const [row] = await withParts(db)
    .where(and(eq(programs.tenantId, tenantId), match))
    .limit(1);
  return row;
};

type ListedRow = ProgramWithParts & { total: number };

/** The page and, beside each row, how many match: one statement (a tenant has tens of programs, not millions). */
const pageQuery = (db: Db, where: SQL | undefined, now: Date | Placeholder) =>
  db
    .select({ program: programs, office: personColumns, form: formColumns, total: sql<number>`count(*) over ()` })
    .from(programs)
    .leftJoin(profiles, and(eq(profiles.tenantId, programs.tenantId), eq(profiles.id, programs.officeProfileId)))
    .leftJoin(forms, and(eq(forms.tenantId, programs.tenantId), eq(forms.id, programs.formId)))
    .where(where)
    .orderBy(
      sql`(${programs.closesAt} > ${now}) desc`,
      sql`case when ${programs.closesAt} > ${now} then ${programs.closesAt} end asc`,
      desc(programs.id),
    );

/**
 * A family's published list with no search, as most visitors read it, as a named prepared statement per
 * database handle (as the job board and the feed do): planning its joins costs more than running them.
 */
const publicListOf = preparedFor((db: Db) =>
  pageQuery(
    db,
    and(
      eq(programs.tenantId, sql.placeholder('tenantId')),
      eq(programs.family, sql.placeholder('family')),
      eq(programs.status, 'published'),
      sql`${programs.externalUrl} is null`,
    ),
    sql.placeholder('now'),
  )
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('programs_public_list'),
);
const isPublicList = (filter: ProgramFilter) =>
  filter.family !== undefined &&
  filter.status === 'published' &&
  !filter.includeExternal &&
  filter.words.length === 0 &&
  !filter.industry &&
  filter.when === 'all' &&
  filter.officeProfileId === undefined;

export type ProgramFilter = {
  family?: ProgramFamily | undefined;
  status?: ProgramStatus | undefined;
  includeExternal: boolean;
  words: string[];
  industry?: string | undefined;
  when: 'open' | 'upcoming' | 'closed' | 'all';
  officeProfileId?: number | undefined;
  now: Date;
  limit: number;
  offset: number;
};

/** A page of programs, soonest closing first among open ones, then the rest newest first. */
export const listPrograms = async (db: Db, tenantId: string, filter: ProgramFilter) => {
  const conditions: (SQL | undefined)[] = [
    eq(programs.tenantId, tenantId),
    filter.family ? eq(programs.family, filter.family) : undefined,
    filter.status ? eq(programs.status, filter.status) : undefined,
    filter.includeExternal ? undefined : sql`${programs.externalUrl} is null`,
    filter.words.length > 0 ? sql`${programs.searchVector} @@ ${prefixQuery(filter.words)}` : undefined,
    filter.industry ? sql`${programs.industries} @> array[${filter.industry}]::text[]` : undefined,
    filter.officeProfileId === undefined ? undefined : eq(programs.officeProfileId, filter.officeProfileId),
    filter.when === 'open' ? and(lte(programs.opensAt, filter.now), gt(programs.closesAt, filter.now)) : undefined,
    filter.when === 'upcoming' ? gt(programs.opensAt, filter.now) : undefined,
    filter.when === 'closed' ? lte(programs.closesAt, filter.now) : undefined,
  ];
  const where = and(...conditions);
  const found = isPublicList(filter)
    ? ((await publicListOf(db).execute({
        tenantId,
        family: filter.family,
        now: filter.now,
        limit: filter.limit,
        offset: filter.offset,
      })) as ListedRow[])
    : await pageQuery(db, where, filter.now).limit(filter.limit).offset(filter.offset);
  const rows: ProgramWithParts[] = found.map(({ total: _total, ...row }) => row);
  if (found.length > 0) return { rows, total: Number(found[0]?.total ?? 0) };
  // Past the end (or nothing matches): only a count tells how many there are.
  const total = filter.offset === 0 ? [] : await db.select({ n: count() }).from(programs).where(where);
  return { rows, total: Number(total[0]?.n ?? 0) };
};

export const isReviewer = async (db: Db, tenantId: string, programId: number, userId: string) => {
  const [row] = await db
    .select({ userId: programReviewers.userId })
    .from(programReviewers)
    .where(
      and(
        eq(programReviewers.tenantId, tenantId),
        eq(programReviewers.programId, programId),
        eq(programReviewers.userId, userId),
      ),
    )
    .limit(1);
  return row !== undefined;
};

export const reviewers = (db: Db, tenantId: string, programId: number) =>
  db
    .select({ ...personColumns, userId: users.id })
    .from(programReviewers)
    .innerJoin(users, and(eq(users.tenantId, programReviewers.tenantId), eq(users.id, programReviewers.userId)))
    .innerJoin(
      profiles,
      and(
        eq(profiles.tenantId, programReviewers.tenantId),
        eq(profiles.userId, programReviewers.userId),
        sql`${profiles.parentId} is null`,
      ),
    )
    .where(and(eq(programReviewers.tenantId, tenantId), eq(programReviewers.programId, programId)))
    .orderBy(asc(profiles.displayName));

/** Programs the user is assigned to review, or runs as an office, newest first (at most 100). */
export const reviewerPrograms = (db: Db, tenantId: string, userId: string, officeProfileId: number) =>
  withParts(db)
    .where(
      and(
        eq(programs.tenantId, tenantId),
        sql`(${programs.officeProfileId} = ${officeProfileId} or exists (select 1 from ${programReviewers} where ${programReviewers.tenantId} = ${programs.tenantId} and ${programReviewers.programId} = ${programs.id} and ${programReviewers.userId} = ${userId}))`,
      ),
    )
    .orderBy(desc(programs.id))
    .limit(100);

// ---- Applications ----

export type ApplicationWithPerson = { application: ApplicationRow; applicant: PersonRow; pendingDocuments: number };

const pendingDocumentsOf = sql<number>`(select count(*) from ${programDocuments} where ${programDocuments.tenantId} = ${programApplications.tenantId} and ${programDocuments.applicationId} = ${programApplications.id} and ${programDocuments.status} in ('pending', 'rejected'))::int`;

const applicationsWithPerson = (db: Db) =>
  db
    .select({ application: programApplications, applicant: personColumns, pendingDocuments: pendingDocumentsOf })
    .from(programApplications)
    .innerJoin(
      profiles,
      and(eq(profiles.tenantId, programApplications.tenantId), eq(profiles.id, programApplications.profileId)),
    );

export const findApplication = async (db: Db, tenantId: string, uuid: string) => {
  const [row] = await applicationsWithPerson(db)
    .where(and(eq(programApplications.tenantId, tenantId), eq(programApplications.uuid, uuid)))
    .limit(1);
  return row;
};

export const applicationOf = async (db: Db, tenantId: string, programId: number, profileId: number) => {
  const [row] = await db
    .select()
    .from(programApplications)
    .where(
      and(
        eq(programApplications.tenantId, tenantId),
        eq(programApplications.programId, programId),
        eq(programApplications.profileId, profileId),
      ),
    )
    .limit(1);
  return row;
};

/** The profile's applications in one family, last changed first. */
export const myApplications = async (
  db: Db,
  tenantId: string,
  profileId: number,
  family: ProgramFamily,
  page: { limit: number; offset: number },
) => {
  const where = and(
    eq(programApplications.tenantId, tenantId),
    eq(programApplications.profileId, profileId),
    eq(programs.family, family),
  );
  const joinProgram = and(
    eq(programs.tenantId, programApplications.tenantId),
    eq(programs.id, programApplications.programId),
  );
  const [rows, [total]] = await Promise.all([
    applicationsWithPerson(db)
      .innerJoin(programs, joinProgram)
      .where(where)
      .orderBy(desc(programApplications.updatedAt))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(programApplications).innerJoin(programs, joinProgram).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
};

export const documentsOf = (db: Db, tenantId: string, applicationId: number) =>
  db
    .select()
    .from(programDocuments)
    .where(and(eq(programDocuments.tenantId, tenantId), eq(programDocuments.applicationId, applicationId)))
    .orderBy(asc(programDocuments.id));

export const findDocument = async (db: Db, tenantId: string, uuid: string) => {
  const [row] = await db
    .select({ document: programDocuments, application: programApplications })
    .from(programDocuments)
    .innerJoin(
      programApplications,
      and(
        eq(programApplications.tenantId, programDocuments.tenantId),
        eq(programApplications.id, programDocuments.applicationId),
      ),
    )
    .where(and(eq(programDocuments.tenantId, tenantId), eq(programDocuments.uuid, uuid)))
    .limit(1);
  return row;
};

export const historyOf = (db: Db, tenantId: string, applicationId: number) =>
  db
    .select()
    .from(programApplicationEvents)
    .where(
      and(eq(programApplicationEvents.tenantId, tenantId), eq(programApplicationEvents.applicationId, applicationId)),
    )
    .orderBy(asc(programApplicationEvents.id));

// ---- Review ----

export type ReviewFilter = {
  stage?: ProgramStage | undefined;
  status?: ApplicationRow['status'] | undefined;
  words: string[];
  sort: 'submitted' | 'score' | 'name';
  limit: number;
  offset: number;
};

/** Applications that were sent: drafts, withdrawn and external ones are not the reviewers' to read by default. */
const unsent = ['draft', 'withdrawn', 'external'] as const;

const reviewWhere = (tenantId: string, programId: number, filter: Omit<ReviewFilter, 'sort' | 'limit' | 'offset'>) =>
  and(
    eq(programApplications.tenantId, tenantId),
    eq(programApplications.programId, programId),
    filter.status ? eq(programApplications.status, filter.status) : notInArray(programApplications.status, [...unsent]),
    filter.stage ? eq(programApplications.stage, filter.stage) : undefined,
    filter.words.length > 0 ? sql`lower(${profiles.displayName}) like ${`%${filter.words.join(' ')}%`}` : undefined,
  );

/** A page of a program's applications for the review table, with the caller's own score and document counts. */
export const reviewPage = async (db: Db, tenantId: string, programId: number, userId: string, filter: ReviewFilter) => {
  const where = reviewWhere(tenantId, programId, filter);
  const order =
    filter.sort === 'score'
      ? [sql`${programApplications.averageScore} desc nulls last`, asc(programApplications.id)]
      : filter.sort === 'name'
        ? [asc(profiles.displayName), asc(programApplications.id)]
        : [sql`${programApplications.submittedAt} asc nulls last`, asc(programApplications.id)];
  const documentCount = (status: string) =>
    sql<number>`(select count(*) from ${programDocuments} where ${programDocuments.tenantId} = ${programApplications.tenantId} and ${programDocuments.applicationId} = ${programApplications.id} and ${programDocuments.status} = ${status})::int`;
  const [rows, [total], stages] = await Promise.all([
    db
      .select({
        application: programApplications,
        applicant: personColumns,
        pendingDocuments: pendingDocumentsOf,
        submittedDocuments: documentCount('submitted'),
        acceptedDocuments: documentCount('accepted'),
        myScore: sql<
          number | null
        >`(select ${programReviews.total} from ${programReviews} where ${programReviews.tenantId} = ${programApplications.tenantId} and ${programReviews.applicationId} = ${programApplications.id} and ${programReviews.reviewerUserId} = ${userId})`,
      })
      .from(programApplications)
      .innerJoin(
        profiles,
        and(eq(profiles.tenantId, programApplications.tenantId), eq(profiles.id, programApplications.profileId)),
      )
      .where(where)
      .orderBy(...order)
      .limit(filter.limit)
      .offset(filter.offset),
    db
      .select({ n: count() })
      .from(programApplications)
      .innerJoin(
        profiles,
        and(eq(profiles.tenantId, programApplications.tenantId), eq(profiles.id, programApplications.profileId)),
      )
      .where(where),
    db
      .select({ stage: programApplications.stage, n: count() })
      .from(programApplications)
      .where(
        and(
          eq(programApplications.tenantId, tenantId),
          eq(programApplications.programId, programId),
          notInArray(programApplications.status, [...unsent]),
        ),
      )
      .groupBy(programApplications.stage),
  ]);
  return { rows, total: Number(total?.n ?? 0), stages };
};

export const reviewsOf = (db: Db, tenantId: string, applicationId: number) =>
  db
    .select({ review: programReviews, reviewerName: users.name })
    .from(programReviews)
    .innerJoin(users, and(eq(users.tenantId, programReviews.tenantId), eq(users.id, programReviews.reviewerUserId)))
    .where(and(eq(programReviews.tenantId, tenantId), eq(programReviews.applicationId, applicationId)))
    .orderBy(asc(programReviews.id));

export const notesOf = (db: Db, tenantId: string, applicationId: number) =>
  db
    .select({ note: programNotes, author: users.name })
    .from(programNotes)
    .innerJoin(users, and(eq(users.tenantId, programNotes.tenantId), eq(users.id, programNotes.authorUserId)))
    .where(and(eq(programNotes.tenantId, tenantId), eq(programNotes.applicationId, applicationId)))
    .orderBy(asc(programNotes.id))
    .limit(200);

export const hasApplications = async (db: Db, tenantId: string, programId: number) => {
  const [row] = await db
    .select({ id: programApplications.id })
    .from(programApplications)
    .where(and(eq(programApplications.tenantId, tenantId), eq(programApplications.programId, programId)))
    .limit(1);
  return row !== undefined;
};

/**
 * For a signed-in caller, in one statement: their organisation's application to each of these programs,
 * and the programs they are assigned to review.
 */
export const callerView = async (
  db: Db,
  tenantId: string,
  caller: { profileId: number; userId: string },
  programIds: readonly number[],
) => {
  const mine = new Map<number, ApplicationRow>();
  const reviewed = new Set<number>();
  if (programIds.length === 0) return { mine, reviewed };
  const rows = await db
    .select({
      programId: programs.id,
      application: programApplications,
      reviews: sql<boolean>`exists (select 1 from ${programReviewers} where ${programReviewers.tenantId} = ${programs.tenantId} and ${programReviewers.programId} = ${programs.id} and ${programReviewers.userId} = ${caller.userId})`,
    })
    .from(programs)
    .leftJoin(
      programApplications,
      and(
        eq(programApplications.tenantId, programs.tenantId),
        eq(programApplications.programId, programs.id),
        eq(programApplications.profileId, caller.profileId),
      ),
    )
    .where(and(eq(programs.tenantId, tenantId), inArray(programs.id, [...programIds])));
  for (const row of rows) {
    if (row.application) mine.set(row.programId, row.application);
    if (row.reviews) reviewed.add(row.programId);
  }
  return { mine, reviewed };
};
