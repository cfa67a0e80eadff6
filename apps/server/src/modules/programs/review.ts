import {
  type DocumentDecisionInput,
  type MoveApplications,
  type NoteInput,
  type ProgramApplicationStatus,
  type ProgramStage,
  programApplicationStatusLabels,
  programStageLabels,
  programStages,
  questionsOf,
  type ReviewInput,
  type ReviewQuery,
  type RubricCriterion,
} from '@ventura/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../platform/db/index.ts';
import { pageAnswer, pageWindow } from '../../platform/db/paging.ts';
import { wordsOf } from '../../platform/db/text-search.ts';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors.ts';
import { csvOf } from '../../platform/http/csv.ts';
import { organisationOf, teamUserIds } from '../../platform/identity/organisation.ts';
import { accountPolicy } from '../../platform/identity/policy.ts';
import type { Delivery } from '../../platform/notify/notifier.ts';
import type { Member } from '../../platform/request-context.ts';
import { type ApplicationAccess, readableApplication } from './application-access.ts';
import { detailsOf } from './applications.ts';
import { askStageDocuments } from './apply.ts';
import { presentOne } from './browse.ts';
import { deliver, programNotFound, statusPage } from './common.ts';
import { programPolicy } from './policy.ts';
import { presentApplication } from './present.ts';
import * as repo from './repo.ts';
import {
  programApplicationEvents,
  programApplications,
  programDocuments,
  programNotes,
  programReviews,
} from './tables.ts';

const notReviewer = () => forbidden('You are not a reviewer of this program');

/** A program whose applications the caller may read: managers and assigned reviewers (403), other tenants' 404. */
export const reviewedProgram = async (m: Member, uuid: string) => {
  const row = await repo.findProgram(m.db, m.tenant.id, { uuid });
  if (!row) throw programNotFound();
  const manages = programPolicy.manages(m.auth, row.program);
  if (!manages && !(await repo.isReviewer(m.db, m.tenant.id, row.program.id, m.auth.user.id))) throw notReviewer();
  return { row, manages };
};

const reviewerOf = (access: ApplicationAccess) => {
  if (!access.reviews) throw notReviewer();
  return access;
};

/** GET programs-management/review/list: the programs the caller reviews or runs (operators: every program). */
export const reviewQueue = async (m: Member) => {
  const rows = accountPolicy.useConsole(m.auth)
    ? (
        await repo.listPrograms(m.db, m.tenant.id, {
          includeExternal: false,
          words: [],
          when: 'all',
          now: new Date(),
          limit: 100,
          offset: 0,
        })
      ).rows
    : await repo.reviewerPrograms(m.db, m.tenant.id, m.auth.user.id, organisationOf(m.auth.profile));
  const items = await Promise.all(rows.map((row) => presentOne(m, row)));
  return items;
};

/** GET programs-management/{uuid}/applications: the review table's page, and how many sit at each stage. */
export const applicationsPage = async (m: Member, uuid: string, query: z.output<typeof ReviewQuery>) => {
  const { row } = await reviewedProgram(m, uuid);
  const { rows, total, stages } = await repo.reviewPage(m.db, m.tenant.id, row.program.id, m.auth.user.id, {
    stage: query.stage,
    status: query.status,
    words: wordsOf(query.q),
    sort: query.sort,
    ...pageWindow(query),
  });
  const stageCounts = Object.fromEntries(programStages.map((stage) => [stage, 0])) as Record<ProgramStage, number>;
  for (const entry of stages) stageCounts[entry.stage] = Number(entry.n);
  const items = rows.map((item) => ({
    ...presentApplication(item.application, row.program, item.applicant, item.pendingDocuments),
    reviews: {
      count: item.application.reviewCount,
      averageScore: item.application.averageScore,
      myScore: item.myScore === null ? null : Number(item.myScore),
    },
    documents: {
      pending: item.pendingDocuments,
      submitted: Number(item.submittedDocuments),
      accepted: Number(item.acceptedDocuments),
    },
  }));
  return { ...pageAnswer(items, total, query), stageCounts };
};

const answerText = (value: unknown) => {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.join('; ');
  if (typeof value === 'object') return (value as { name?: string }).name ?? '';
  return String(value);
};

/** GET programs-management/{uuid}/applications/export: the applications as CSV, with every answer. */
export const exportCsv = async (m: Member, uuid: string, query: z.output<typeof ReviewQuery>) => {
  const { row } = await reviewedProgram(m, uuid);
  const { rows } = await repo.reviewPage(m.db, m.tenant.id, row.program.id, m.auth.user.id, {
    stage: query.stage,
    status: query.status,
    words: wordsOf(query.q),
    sort: query.sort,
    limit: 10_000,
    offset: 0,
  });
  const questions = questionsOf(row.form?.fields ?? []);
  const head = [
    'application',
    'applicant',
    'account_type',
    'stage',
    'status',
    'submitted_at',
    'average_score',
    'reviews',
    ...questions.map((field) => field.label),
  ];
  const lines = rows.map((item) => [
    item.application.uuid,
    item.applicant.name,
    item.applicant.accountType,
    programStageLabels[item.application.stage],
    programApplicationStatusLabels[item.application.status],
    item.application.submittedAt?.toISOString() ?? '',
    item.application.averageScore === null ? '' : item.application.averageScore.toFixed(1),
    item.application.reviewCount,
    ...questions.map((field) => answerText(item.application.answers[field.key])),
  ]);
  return { csv: csvOf([head, ...lines]), code: row.program.code };
};

const decisionTitle = (program: repo.ProgramRow, to: MoveApplications['to']) =>
  to === 'selected'
    ? `You were selected for ${program.title}`
    : to === 'rejected'
      ? `Your application to ${program.title} was not selected`
      : `Your application to ${program.title} moved to ${programStageLabels[to].toLowerCase()}`;

const movable: readonly ProgramApplicationStatus[] = ['in_review', 'selected', 'rejected'];

/**
 * POST programs-management/{uuid}/applications/move: managers move sent applications to a stage (asking
 * that stage's documents), select them or turn them down; each applicant is told. All or nothing: one
 * application that is not this program's, or is a draft, withdrawn or external, refuses the whole move.
 */
export const moveApplications = async (m: Member, uuid: string, body: z.output<typeof MoveApplications>) => {
  const { row, manages } = await reviewedProgram(m, uuid);
  if (!manages)
    throw forbidden("Only the tenant's operators and the office that runs this program can move applications");
  const wanted = [...new Set(body.applicationUuids)];
  const found = await m.db
    .select()
    .from(programApplications)
    .where(
      and(
        eq(programApplications.tenantId, m.tenant.id),
        eq(programApplications.programId, row.program.id),
        inArray(programApplications.uuid, wanted),
      ),
    );
  if (found.length !== wanted.length) {
    const message = 'An application is not one of this program’s';
    throw badRequest(message, [`body.applicationUuids: ${message}`]);
  }
  const stuck = found.filter((application) => !movable.includes(application.status));
  if (stuck.length > 0) {
    throw conflict(
      `${stuck.length} of the chosen applications cannot be moved: drafts, withdrawn and external applications stay where they are`,
    );
  }
  const deliveries = await m.db.transaction(async (tx) => {
    const now = new Date();
    const out: Delivery[] = [];
    const title = decisionTitle(row.program, body.to);
    const origin = await m.origin(tx);
    for (const application of found) {
      const stage: ProgramStage = body.to === 'selected' || body.to === 'rejected' ? application.stage : body.to;
      const status: ProgramApplicationStatus =
        body.to === 'selected' ? 'selected' : body.to === 'rejected' ? 'rejected' : 'in_review';
      await tx
        .update(programApplications)
        .set({ stage, status, updatedAt: now, decidedAt: status === 'in_review' ? null : now })
        .where(and(eq(programApplications.tenantId, m.tenant.id), eq(programApplications.id, application.id)));
      if (stage !== application.stage) await askStageDocuments(tx, m.tenant.id, row.program, application.id, stage);
      await tx.insert(programApplicationEvents).values({
        tenantId: m.tenant.id,
        applicationId: application.id,
        stage,
        status,
        message: body.message ?? null,
        actorUserId: m.auth.user.id,
      });
      const text = body.message ? `${title}.\n\n${body.message}` : `${title}.`;
      out.push(
        await m.notifier.record(tx, {
          tenantId: m.tenant.id,
          userIds: await teamUserIds(tx, m.tenant.id, application.profileId),
          kind: 'program_application_status',
          title,
          url: statusPage(row.program.code),
          email: {
            notice: 'applicationUpdates',
            subject: title,
            text: `${text}\n\n${origin}${statusPage(row.program.code)}`,
          },
        }),
      );
    }
    return out;
  });
  deliver(m, deliveries);
  return { moved: found.length };
};

/** GET programs-management/applications/{uuid}/review: the application with every review and note. */
export const reviewDetails = async (m: Member, uuid: string) => {
  const access = reviewerOf(await readableApplication(m, uuid));
  const id = access.found.application.id;
  const [details, reviews, notes] = await Promise.all([
    detailsOf(m, access),
    repo.reviewsOf(m.db, m.tenant.id, id),
    repo.notesOf(m.db, m.tenant.id, id),
  ]);
  return {
    ...details,
    rubric: access.program.program.rubric,
    reviews: reviews.map(({ review, reviewerName }) => ({
      reviewer: { name: reviewerName, userUuid: review.reviewerUserId },
      scores: review.scores,
      total: review.total,
      comment: review.comment,
      updatedAt: review.updatedAt.toISOString(),
    })),
    notes: notes.map(({ note, author }) => ({
      uuid: note.uuid,
      author,
      body: note.body,
      createdAt: note.createdAt.toISOString(),
    })),
  };
};

/** The weighted share of the most the rubric allows, 0 to 100; every criterion scored, none unknown. */
export const totalOf = (rubric: readonly RubricCriterion[], scores: Record<string, number>) => {
  const errors: string[] = [];
  const known = new Set(rubric.map((criterion) => criterion.key));
  for (const key of Object.keys(scores)) {
    if (!known.has(key)) errors.push(`scores.${key}: This is not a criterion of the rubric`);
  }
  let sum = 0;
  let weights = 0;
  for (const criterion of rubric) {
    const score = scores[criterion.key];
    if (score === undefined) errors.push(`scores.${criterion.key}: Score ${criterion.label}`);
    else if (score < 0 || score > criterion.max) {
      errors.push(`scores.${criterion.key}: ${criterion.label} scores from 0 to ${criterion.max}`);
    } else {
      sum += (score / criterion.max) * criterion.weight;
      weights += criterion.weight;
    }
  }
  if (errors.length > 0) throw badRequest('The scores do not fit the rubric', errors);
  return weights === 0 ? 0 : Math.round((sum / weights) * 1000) / 10;
};

const refreshAverage = (tx: Db, tenantId: string, applicationId: number) =>
  tx
    .update(programApplications)
    .set({
      reviewCount: sql`(select count(*) from ${programReviews} where ${programReviews.tenantId} = ${tenantId} and ${programReviews.applicationId} = ${applicationId})::int`,
      averageScore: sql`(select avg(${programReviews.total}) from ${programReviews} where ${programReviews.tenantId} = ${tenantId} and ${programReviews.applicationId} = ${applicationId})`,
    })
    .where(and(eq(programApplications.tenantId, tenantId), eq(programApplications.id, applicationId)));

/** PUT programs-management/applications/{uuid}/review: the caller's scores against the rubric, and comment. */
export const saveReview = async (m: Member, uuid: string, body: z.output<typeof ReviewInput>) => {
  const access = reviewerOf(await readableApplication(m, uuid));
  const { rubric } = access.program.program;
  if (rubric.length === 0) throw conflict('This program has no rubric to score against');
  if (!movable.includes(access.found.application.status)) {
    throw conflict('Only sent applications are scored');
  }
  const total = totalOf(rubric, body.scores);
  const id = access.found.application.id;
  await m.db.transaction(async (tx) => {
    const now = new Date();
    await tx
      .insert(programReviews)
      .values({
        tenantId: m.tenant.id,
        applicationId: id,
        reviewerUserId: m.auth.user.id,
        scores: body.scores,
        total,
        comment: body.comment,
      })
      .onConflictDoUpdate({
        target: [programReviews.tenantId, programReviews.applicationId, programReviews.reviewerUserId],
        set: { scores: body.scores, total, comment: body.comment, updatedAt: now },
      });
    await refreshAverage(tx, m.tenant.id, id);
  });
  return reviewDetails(m, uuid);
};

/** POST programs-management/applications/{uuid}/notes: a note for the other reviewers. */
export const addNote = async (m: Member, uuid: string, body: z.output<typeof NoteInput>) => {
  const access = reviewerOf(await readableApplication(m, uuid));
  await m.db.insert(programNotes).values({
    tenantId: m.tenant.id,
    applicationId: access.found.application.id,
    authorUserId: m.auth.user.id,
    body: body.body,
  });
  return reviewDetails(m, uuid);
};

/** PATCH programs-management/documents/{uuid}: accept a sent document, or send it back with the reason. */
export const decideDocument = async (m: Member, documentUuid: string, body: z.output<typeof DocumentDecisionInput>) => {
  const found = await repo.findDocument(m.db, m.tenant.id, documentUuid);
  if (!found) throw programDocumentNotFound();
  const access = reviewerOf(await readableApplication(m, found.application.uuid));
  if (found.document.status !== 'submitted') {
    throw conflict('Only a document that was sent and not yet decided can be accepted or sent back');
  }
  const { program } = access.program;
  const delivery = await m.db.transaction(async (tx) => {
    await tx
      .update(programDocuments)
      .set({
        status: body.status,
        reason: body.status === 'rejected' ? (body.reason ?? null) : null,
        decidedAt: new Date(),
      })
      .where(and(eq(programDocuments.tenantId, m.tenant.id), eq(programDocuments.id, found.document.id)));
    if (body.status !== 'rejected') return null;
    const title = `${found.document.title} for ${program.title} was sent back`;
    return m.notifier.record(tx, {
      tenantId: m.tenant.id,
      userIds: await teamUserIds(tx, m.tenant.id, found.application.profileId),
      kind: 'program_application_status',
      title,
      url: statusPage(program.code),
      email: {
        notice: 'applicationUpdates',
        subject: title,
        text: `${title}: ${body.reason}\n\nUpload it again at ${await m.origin(tx)}${statusPage(program.code)}`,
      },
    });
  });
  deliver(m, [delivery]);
  const [updated] = await repo
    .documentsOf(m.db, m.tenant.id, found.application.id)
    .then((rows) => rows.filter((row) => row.id === found.document.id));
  if (!updated) throw programDocumentNotFound();
  return updated;
};

export const programDocumentNotFound = () => notFound('Document not found');
