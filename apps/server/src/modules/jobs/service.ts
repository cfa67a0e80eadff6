import {
  type FieldDef,
  type HiringProfileBody,
  type HiringProfileState,
  type JobPatch,
  type JobQuery,
  jobProblems,
  limits,
  type NewJob,
} from '@ventura/shared';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { openingDay } from '../../platform/calendar/opening-day.ts';
import type { Db } from '../../platform/db/index.ts';
import { pageAnswer, pageWindow } from '../../platform/db/paging.ts';
import { wordsOf } from '../../platform/db/text-search.ts';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors.ts';
import { organisationOf } from '../../platform/identity/organisation.ts';
import { profiles } from '../../platform/identity/tables.ts';
import { countryNames, termNames } from '../../platform/reference/repo.ts';
import type { Context, Member } from '../../platform/request-context.ts';
import { throttle } from '../../platform/throttle/index.ts';
import { checkReferences } from '../profiles/index.ts';
import { jobPolicy } from './policy.ts';
import { type JobView, presentHiringProfile, presentJob } from './present.ts';
import * as repo from './repo.ts';

export const jobNotFound = () => notFound('Job not found');

/** The fields of a job that name the tenant's lookups: checked like a profile's (unknown codes are a 400). */
const referenceFields: FieldDef[] = [
  { key: 'skills', label: 'Skills', kind: 'terms', taxonomy: 'skills', maxItems: limits.jobSkills },
  { key: 'countryCode', label: 'Country', kind: 'country' },
];

// ---- Hiring profile ----

const employerCard = async (db: Db, tenantId: string, profileId: number) => {
  const [row] = await db
    .select({
      uuid: profiles.uuid,
      accountType: profiles.accountType,
      logo: profiles.organizationLogo,
      avatar: profiles.avatar,
    })
    .from(profiles)
    .where(and(eq(profiles.tenantId, tenantId), eq(profiles.id, profileId)))
    .limit(1);
  if (!row) throw notFound('Your profile was not found');
  return { uuid: row.uuid, accountType: row.accountType, logo: row.logo ?? row.avatar };
};

/** GET jobs/hiring-profile: the caller's organisation's, and whether it may hire. */
export const hiringState = async (m: Member): Promise<HiringProfileState> => {
  const reason = jobPolicy.cannotHire(m.auth);
  const org = organisationOf(m.auth.profile);
  const hiring = await repo.findHiringProfile(m.db, m.tenant.id, org);
  if (!hiring) return { hiringProfile: null, canHire: reason === null, cannotHireReason: reason };
  const [card, openJobs] = await Promise.all([
    employerCard(m.db, m.tenant.id, org),
    repo.countOpenJobs(m.db, m.tenant.id, hiring.id),
  ]);
  return {
    hiringProfile: presentHiringProfile(hiring, card, openJobs),
    canHire: reason === null,
    cannotHireReason: reason,
  };
};

/** PATCH jobs/hiring-profile: makes or changes how the caller's organisation appears on its jobs. */
export const saveHiring = async (m: Member, body: z.output<typeof HiringProfileBody>) => {
  const reason = jobPolicy.cannotHire(m.auth);
  if (reason) throw forbidden(reason);
  const org = organisationOf(m.auth.profile);
  const hiring = await repo.saveHiringProfile(m.db, m.tenant.id, org, {
    companyName: body.companyName,
    about: body.about ?? null,
    website: body.website ?? null,
    contactEmail: body.contactEmail ?? null,
  });
  const [card, openJobs] = await Promise.all([
    employerCard(m.db, m.tenant.id, org),
    repo.countOpenJobs(m.db, m.tenant.id, hiring.id),
  ]);
  return presentHiringProfile(hiring, card, openJobs);
};

// ---- Reading jobs ----

/** What presenting some jobs to the caller needs, read in four queries for the whole page. */
export const viewOf = async (ctx: Context, rows: repo.JobWithEmployer[]): Promise<JobView> => {
  const { db, tenant, auth } = ctx;
  const skills = [...new Set(rows.flatMap((row) => row.job.skills))];
  const countries = [...new Set(rows.flatMap((row) => (row.job.countryCode ? [row.job.countryCode] : [])))];
  const owned = rows.filter((row) => jobPolicy.seeApplicants(auth, row.hiring)).map((row) => row.job.id);
  const ids = rows.map((row) => row.job.id);
  const [skillNames, names, counts, mine] = await Promise.all([
    termNames(db, tenant.id, 'skills', skills),
    countryNames(db, countries),
    repo.applicantCounts(db, tenant.id, owned),
    auth ? repo.myApplicationsTo(db, tenant.id, auth.user.id, auth.user.email, ids) : new Map(),
  ]);
  return { auth, skillNames, countryNames: names, counts, mine };
};

export const presentOne = async (ctx: Context, row: repo.JobWithEmployer) => presentJob(row, await viewOf(ctx, [row]));

/** GET jobs/{uuid} (public): any job of the tenant, closed ones too, as the caller may act on it. */
export const getJob = async (ctx: Context, uuid: string) => {
  const row = await repo.findJob(ctx.db, ctx.tenant.id, uuid);
  if (!row) throw jobNotFound();
  return presentOne(ctx, row);
};

/**
 * GET jobs and public search/jobs: open jobs that still take applications, filtered and paged; `mine`
 * lists the caller's organisation's jobs instead, closed ones too.
 */
export type ParsedJobQuery = z.output<typeof JobQuery>;
export const listJobs = async (ctx: Context, query: ParsedJobQuery) => {
  let hiringProfileId: number | undefined;
  if (query.mine) {
    if (!ctx.auth) throw forbidden('Sign in to see the jobs you posted');
    const hiring = await repo.findHiringProfile(ctx.db, ctx.tenant.id, organisationOf(ctx.auth.profile));
    if (!hiring) return { ...pageAnswer([], 0, query), totalIsEstimate: false };
    hiringProfileId = hiring.id;
  }
  let employerProfileId: number | undefined;
  if (query.employer) {
    const [employer] = await ctx.db
      .select({ id: profiles.id })
      .from(profiles)
      .where(and(eq(profiles.tenantId, ctx.tenant.id), eq(profiles.uuid, query.employer)))
      .limit(1);
    if (!employer) return { ...pageAnswer([], 0, query), totalIsEstimate: false };
    employerProfileId = employer.id;
  }
  const { rows, total, totalIsEstimate } = await repo.listJobs(ctx.db, ctx.tenant.id, {
    words: wordsOf(query.search),
    employmentTypes: query.employmentType ?? [],
    workModes: query.workMode ?? [],
    skills: query.skills ?? [],
    countryCode: query.countryCode,
    city: query.city,
    salaryFrom: query.salaryFrom,
    employerProfileId,
    hiringProfileId,
    openOn: openingDay(),
    sort: query.sort,
    ...pageWindow(query),
  });
  const view = await viewOf(ctx, rows);
  return {
    ...pageAnswer(
      rows.map((row) => presentJob(row, view)),
      total,
      query,
    ),
    totalIsEstimate,
  };
};

// ---- Writing jobs ----

const problemsOf = (job: Parameters<typeof jobProblems>[0]) => {
  const problems = jobProblems(job);
  if (problems.length > 0) {
    throw badRequest(
      problems[0]?.message ?? 'The job is not valid',
      problems.map((problem) => `body.${problem.path}: ${problem.message}`),
    );
  }
};

/** POST jobs: an approved hiring organisation posts a job (its hiring profile set up first). */
export const createJob = async (m: Member, body: z.output<typeof NewJob>) => {
  const reason = jobPolicy.cannotHire(m.auth);
  if (reason) throw forbidden(reason);
  const hiring = await repo.findHiringProfile(m.db, m.tenant.id, organisationOf(m.auth.profile));
  if (!hiring) throw conflict('Set up your hiring profile first: the company name your jobs show');
  await checkReferences(m.db, m.tenant.id, referenceFields, body, body as never);
  const row = await m.db.transaction(async (tx) => {
    await throttle(tx, m.tenant.id, [
      {
        key: `jobs:hiring:${hiring.id}`,
        limit: { limit: limits.jobsPerDay, windowSeconds: 24 * 3600 },
        message: `You can post at most ${limits.jobsPerDay} jobs a day`,
      },
    ]);
    const job = await repo.insertJob(tx, {
      tenantId: m.tenant.id,
      hiringProfileId: hiring.id,
      title: body.title,
      description: body.description,
      employmentType: body.employmentType,
      workMode: body.workMode,
      countryCode: body.countryCode ?? null,
      city: body.city ?? null,
      salaryMin: body.salaryMin ?? null,
      salaryMax: body.salaryMax ?? null,
      salaryCurrency: body.salaryCurrency ?? null,
      salaryPeriod: body.salaryPeriod,
      skills: [...new Set(body.skills)],
      openings: body.openings,
      deadline: body.deadline,
      applicationMode: body.applicationMode,
      externalUrl: body.applicationMode === 'external' ? (body.externalUrl ?? null) : null,
    });
    return repo.findJobById(tx, m.tenant.id, job.id);
  });
  if (!row) throw new Error('the new job went missing');
  return presentOne(m, row);
};

/** The caller's organisation's job, or 404 for another tenant's and 403 for someone else's. */
export const ownJob = async (m: Member, uuid: string) => {
  const row = await repo.findJob(m.db, m.tenant.id, uuid);
  if (!row) throw jobNotFound();
  if (!jobPolicy.owns(m.auth, row.hiring)) throw forbidden('Only the employer that posted this job can change it');
  return row;
};

/** PATCH jobs/{uuid}/details: the employer changes any field or closes the job; rules hold on the result. */
export const updateJob = async (m: Member, uuid: string, patch: z.output<typeof JobPatch>) => {
  const row = await ownJob(m, uuid);
  const changes = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
  const merged = { ...row.job, ...changes };
  problemsOf(merged);
  await checkReferences(m.db, m.tenant.id, referenceFields, changes, merged as never);
  if (merged.applicationMode === 'inbuilt') changes.externalUrl = null;
  if (Array.isArray(changes.skills)) changes.skills = [...new Set(changes.skills as string[])];
  await repo.updateJob(m.db, m.tenant.id, row.job.id, changes);
  const updated = await repo.findJobById(m.db, m.tenant.id, row.job.id);
  if (!updated) throw jobNotFound();
  return presentOne(m, updated);
};
