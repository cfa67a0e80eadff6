import { randomUUID } from 'node:crypto';
import {
  type ApplyToChallenge,
  type ChallengePatch,
  type ChallengeQuery,
  type ChallengeQuestion,
  type FieldDef,
  limits,
  type MoveParticipant,
  type NewChallenge,
  type PageRequest,
  type ParticipantQuery,
  type ParticipantStatus,
  participantMoves,
  participantStatuses,
  participantStatusLabels,
  publicProfilePath,
} from '@ventura/shared';
import type { z } from 'zod';
import { openingDay } from '../../platform/calendar/opening-day.ts';
import { pageAnswer, pageWindow } from '../../platform/db/paging.ts';
import { wordsOf } from '../../platform/db/text-search.ts';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors.ts';
import { organisationOf, teamUserIds } from '../../platform/identity/organisation.ts';
import type { Delivery } from '../../platform/notify/notifier.ts';
import { termNames } from '../../platform/reference/repo.ts';
import type { Context, Member } from '../../platform/request-context.ts';
import { throttle } from '../../platform/throttle/index.ts';
import { claimAttachments, droppedFiles, removeStoredFiles } from '../attachments/index.ts';
import type { StoredFile } from '../attachments/tables.ts';
import { checkReferences } from '../profiles/index.ts';
import { challengePolicy } from './policy.ts';
import {
  type ChallengeView,
  challengePath,
  presentChallenge,
  presentMyParticipation,
  presentParticipant,
} from './present.ts';
import * as repo from './repo.ts';

export const challengeNotFound = () => notFound('Challenge not found');
const alreadyApplied = 'Your startup has already applied to this challenge';
const industryField: FieldDef[] = [
  { key: 'industries', label: 'Industries', kind: 'terms', taxonomy: 'industries', maxItems: 10 },
];

const deliver = (ctx: Context, deliveries: (Delivery | null)[]) => {
  for (const delivery of deliveries) if (delivery) ctx.notifier.publish(delivery);
};

// ---- Reading ----

const viewOf = async (ctx: Context, rows: repo.ChallengeWithCorporate[]): Promise<ChallengeView> => {
  const codes = [...new Set(rows.flatMap((row) => row.challenge.industries))];
  const startup = ctx.auth?.profile.accountType === 'startup' ? organisationOf(ctx.auth.profile) : null;
  const [industryNames, mine] = await Promise.all([
    termNames(ctx.db, ctx.tenant.id, 'industries', codes),
    startup === null
      ? new Map()
      : repo.participationsIn(
          ctx.db,
          ctx.tenant.id,
          startup,
          rows.map((row) => row.challenge.id),
        ),
  ]);
  return { auth: ctx.auth, industryNames, mine };
};

const presentOne = async (ctx: Context, row: repo.ChallengeWithCorporate) =>
  presentChallenge(row, await viewOf(ctx, [row]));

/** GET challenges/{uuid} (public) and {uuid}/necessary-info (signed in): the same, as the caller may act on it. */
export const getChallenge = async (ctx: Context, uuid: string) => {
  const row = await repo.findChallenge(ctx.db, ctx.tenant.id, uuid);
  if (!row) throw challengeNotFound();
  return presentOne(ctx, row);
};

/** Public search/challenges, or (corporate) the caller's own: filtered, paged. */
export const listChallenges = async (ctx: Context, query: z.output<typeof ChallengeQuery>, own: boolean) => {
  const corporateProfileId = own && ctx.auth ? organisationOf(ctx.auth.profile) : undefined;
  const { rows, total } = await repo.listChallenges(ctx.db, ctx.tenant.id, {
    words: wordsOf(query.search),
    industries: query.industries ?? [],
    status: query.status,
    ...(corporateProfileId === undefined ? {} : { corporateProfileId }),
    openOn: openingDay(),
    sort: query.sort,
    ...pageWindow(query),
  });
  const view = await viewOf(ctx, rows);
  const items = rows.map((row) => presentChallenge(row, view));
  return pageAnswer(items, total, query);
};

// ---- Writing ----

/**
 * The questions as sent, each with its uuid: a sent uuid must be one of the challenge's; a new question
 * gets a fresh one. Once startups have applied, a question can be reworded but not removed.
 */
const questionsOf = (
  sent: z.output<typeof NewChallenge>['questions'],
  current: readonly ChallengeQuestion[],
  participants: number,
): ChallengeQuestion[] => {
  const known = new Set(current.map((question) => question.uuid));
  const questions = sent.map((question) => {
    if (question.uuid && !known.has(question.uuid)) {
      throw badRequest('A question is not one of this challenge’s', [
        'body.questions: A question is not one of this challenge’s',
      ]);
    }
    return { uuid: question.uuid ?? randomUUID(), text: question.text, required: question.required };
  });
  if (participants > 0) {
    const kept = new Set(questions.map((question) => question.uuid));
    if (current.some((question) => !kept.has(question.uuid))) {
      throw conflict('Startups have applied: questions can be reworded but not removed');
    }
  }
  return questions;
};

/** POST challenges: an approved corporate posts a challenge with its files uploaded first. */
export const createChallenge = async (m: Member, body: z.output<typeof NewChallenge>) => {
  const reason = challengePolicy.cannotCreate(m.auth);
  if (reason) throw forbidden(reason);
  await checkReferences(m.db, m.tenant.id, industryField, body, body as never);
  const corporateProfileId = organisationOf(m.auth.profile);
  const questions = questionsOf(body.questions, [], 0);
  const id = await m.db.transaction(async (tx) => {
    await throttle(tx, m.tenant.id, [
      {
        key: `challenges:profile:${corporateProfileId}`,
        limit: { limit: limits.challengesPerDay, windowSeconds: 24 * 3600 },
        message: `You can post at most ${limits.challengesPerDay} challenges a day`,
      },
    ]);
    const attachments = await claimAttachments(tx, {
      tenantId: m.tenant.id,
      profileId: m.auth.profile.id,
      uuids: body.attachmentUUIDs,
      field: 'attachmentUUIDs',
    });
    const row = await repo.insertChallenge(tx, {
      tenantId: m.tenant.id,
      corporateProfileId,
      title: body.title,
      problemStatement: body.problemStatement,
      industries: [...new Set(body.industries)],
      rewards: body.rewards,
      eligibility: body.eligibility,
      deadline: body.deadline,
      attachments,
      questions,
    });
    return row.id;
  });
  const row = await repo.findChallengeById(m.db, m.tenant.id, id);
  if (!row) throw challengeNotFound();
  return presentOne(m, row);
};

const ownChallenge = async (m: Member, uuid: string) => {
  const row = await repo.findChallenge(m.db, m.tenant.id, uuid);
  if (!row) throw challengeNotFound();
  if (!challengePolicy.owns(m.auth, row.challenge))
    throw forbidden('Only the corporate that posted this challenge can change it');
  return row;
};

/** PATCH challenges/{uuid}: the corporate changes any field or closes it; dropped files go after the change. */
export const updateChallenge = async (m: Member, uuid: string, patch: z.output<typeof ChallengePatch>) => {
  const row = await ownChallenge(m, uuid);
  const { challenge } = row;
  if (patch.industries) await checkReferences(m.db, m.tenant.id, industryField, patch, patch as never);
  let dropped: StoredFile[] = [];
  await m.db.transaction(async (tx) => {
    const changes: Partial<repo.ChallengeRow> = {};
    for (const key of ['title', 'problemStatement', 'rewards', 'eligibility', 'deadline', 'status'] as const) {
      if (patch[key] !== undefined) Object.assign(changes, { [key]: patch[key] });
    }
    if (patch.industries) changes.industries = [...new Set(patch.industries)];
    if (patch.questions)
      changes.questions = questionsOf(patch.questions, challenge.questions, challenge.participantCount);
    if (patch.attachmentUUIDs) {
      changes.attachments = await claimAttachments(tx, {
        tenantId: m.tenant.id,
        profileId: m.auth.profile.id,
        uuids: patch.attachmentUUIDs,
        kept: challenge.attachments,
        field: 'attachmentUUIDs',
      });
      dropped = droppedFiles(challenge.attachments, changes.attachments);
    }
    await repo.updateChallenge(tx, m.tenant.id, challenge.id, changes);
  });
  await removeStoredFiles(m, dropped);
  return getChallenge(m, uuid);
};

// ---- Applying ----

/** The answers checked against the challenge's questions: each one of its, every required one given. */
const answersOf = (questions: readonly ChallengeQuestion[], answers: z.output<typeof ApplyToChallenge>['answers']) => {
  const byQuestion = new Map(answers.map((answer) => [answer.questionUUID, answer.answer]));
  const known = new Set(questions.map((question) => question.uuid));
  const problems: string[] = [];
  for (const answer of answers) {
    if (!known.has(answer.questionUUID))
      problems.push('body.answers: An answer is to a question this challenge does not ask');
  }
  questions.forEach((question, index) => {
    if (question.required && !byQuestion.get(question.uuid)?.trim()) {
      problems.push(`body.answers.${index}: Answer “${question.text}”`);
    }
  });
  if (problems.length > 0)
    throw badRequest(problems[0]?.replace(/^body\.answers(\.\d+)?: /, '') ?? 'Check the answers', problems);
  return questions.flatMap((question) => {
    const answer = byQuestion.get(question.uuid)?.trim();
    return answer ? [{ questionUUID: question.uuid, answer }] : [];
  });
};

/** POST challenges/participants/{uuid}/apply: an approved startup applies once, while it is open. */
export const apply = async (m: Member, challengeUuid: string, body: z.output<typeof ApplyToChallenge>) => {
  const row = await repo.findChallenge(m.db, m.tenant.id, challengeUuid);
  if (!row) throw challengeNotFound();
  const startup = organisationOf(m.auth.profile);
  const mine =
    m.auth.profile.accountType === 'startup'
      ? (await repo.participationsIn(m.db, m.tenant.id, startup, [row.challenge.id])).get(row.challenge.id)
      : undefined;
  const reason = challengePolicy.cannotApply(m.auth, row.challenge, mine);
  if (reason === alreadyApplied) throw conflict(reason);
  if (reason)
    throw row.challenge.status === 'open' && row.challenge.deadline >= openingDay()
      ? forbidden(reason)
      : badRequest(reason);
  const answers = answersOf(row.challenge.questions, body.answers);
  const { participant, delivery } = await m.db.transaction(async (tx) => {
    const files = await claimAttachments(tx, {
      tenantId: m.tenant.id,
      profileId: m.auth.profile.id,
      uuids: body.fileUUIDs,
      field: 'fileUUIDs',
    });
    const participant = await repo.insertParticipant(tx, {
      tenantId: m.tenant.id,
      challengeId: row.challenge.id,
      startupProfileId: startup,
      pitch: body.pitch,
      answers,
      files,
    });
    if (!participant) throw conflict(alreadyApplied);
    const name = (await repo.findStartup(tx, m.tenant.id, startup))?.name ?? m.auth.user.name;
    const title = `${name} applied to your challenge ${row.challenge.title}`;
    const delivery = await m.notifier.record(tx, {
      tenantId: m.tenant.id,
      userIds: await teamUserIds(tx, m.tenant.id, row.challenge.corporateProfileId),
      kind: 'challenge_participant',
      title,
      url: `/challenges/${row.challenge.uuid}/participants`,
      email: {
        notice: 'newApplicants',
        subject: title,
        text: `${title}.\n\n${await m.origin(tx)}/challenges/${row.challenge.uuid}/participants`,
      },
    });
    return { participant, delivery };
  });
  deliver(m, [delivery]);
  return presentMyParticipation(participant, row.challenge, row.corporate);
};

/** GET challenges/participations: the caller's startup's applications, newest first. */
export const myParticipations = async (m: Member, page: PageRequest) => {
  if (m.auth.profile.accountType !== 'startup') return pageAnswer([], 0, page);
  const { rows, total } = await repo.myParticipations(
    m.db,
    m.tenant.id,
    organisationOf(m.auth.profile),
    pageWindow(page),
  );
  const items = rows.map((row) => presentMyParticipation(row.participant, row.challenge, row.corporate));
  return pageAnswer(items, total, page);
};

// ---- The corporate's side ----

const challengeForParticipants = async (m: Member, uuid: string) => {
  const row = await repo.findChallenge(m.db, m.tenant.id, uuid);
  if (!row) throw challengeNotFound();
  if (!challengePolicy.seeParticipants(m.auth, row.challenge)) {
    throw forbidden('Only the corporate that posted this challenge sees its participants');
  }
  return row;
};

/** GET challenges/{uuid}/info: the challenge and its participants per status. */
export const info = async (m: Member, uuid: string) => {
  const row = await challengeForParticipants(m, uuid);
  const counts = await repo.participantCounts(m.db, m.tenant.id, row.challenge.id);
  const participantCounts = Object.fromEntries(participantStatuses.map((status) => [status, 0])) as Record<
    ParticipantStatus,
    number
  >;
  for (const count of counts) participantCounts[count.status] = count.n;
  return { challenge: await presentOne(m, row), participantCounts };
};

const startupUrl = (startup: { uuid: string; name: string }) =>
  publicProfilePath('startup', startup.uuid, startup.name);

/** GET challenges/{uuid}/participants/list: the participants, oldest first, by status. */
export const participants = async (m: Member, uuid: string, query: z.output<typeof ParticipantQuery>) => {
  const row = await challengeForParticipants(m, uuid);
  const { rows, total } = await repo.listParticipants(m.db, m.tenant.id, row.challenge.id, {
    status: query.status,
    ...pageWindow(query),
  });
  const items = rows.map((item) =>
    presentParticipant(item.participant, item.startup, row.challenge, startupUrl(item.startup)),
  );
  return pageAnswer(items, total, query);
};

/** PATCH challenges/participants/{uuid}/status: the corporate moves a participant; the startup is told. */
export const moveParticipant = async (m: Member, participantUuid: string, body: z.output<typeof MoveParticipant>) => {
  const participant = await repo.findParticipant(m.db, m.tenant.id, participantUuid);
  if (!participant) throw notFound('Participant not found');
  const row = await repo.findChallengeById(m.db, m.tenant.id, participant.challengeId);
  if (!row) throw notFound('Participant not found');
  if (!challengePolicy.owns(m.auth, row.challenge))
    throw forbidden('Only the corporate that posted this challenge can move its participants');
  if (!participantMoves[participant.status].includes(body.status)) {
    throw conflict(
      `A participant who is ${participantStatusLabels[participant.status].toLowerCase()} cannot be moved to ${participantStatusLabels[body.status].toLowerCase()}`,
    );
  }
  const { updated, delivery, startup } = await m.db.transaction(async (tx) => {
    const updated = await repo.updateParticipant(tx, m.tenant.id, participant.id, {
      status: body.status,
      statusChangedAt: new Date(),
    });
    const startup = await repo.findStartup(tx, m.tenant.id, participant.startupProfileId);
    const title = `Your application to ${row.challenge.title} is now ${participantStatusLabels[body.status].toLowerCase()}`;
    const text = body.message ? `${title}.\n\n${row.corporate.name} wrote: ${body.message}` : `${title}.`;
    const delivery = await m.notifier.record(tx, {
      tenantId: m.tenant.id,
      userIds: await teamUserIds(tx, m.tenant.id, participant.startupProfileId),
      kind: 'challenge_status',
      title,
      url: challengePath(row.challenge.uuid),
      email: {
        notice: 'applicationUpdates',
        subject: title,
        text: `${text}\n\n${await m.origin(tx)}${challengePath(row.challenge.uuid)}`,
      },
    });
    return { updated, delivery, startup };
  });
  deliver(m, [delivery]);
  if (!startup) throw notFound('Participant not found');
  return presentParticipant(updated, startup, row.challenge, startupUrl(startup));
};

// ---- Files ----

const fileNotFound = () => notFound('File not found');

/** A file of a challenge's brief: to whoever may see the challenge (everyone on the tenant). */
export const openChallengeFile = async (ctx: Context, challengeUuid: string, fileUuid: string) => {
  const row = await repo.findChallenge(ctx.db, ctx.tenant.id, challengeUuid);
  const stored = row?.challenge.attachments.find((file) => file.uuid === fileUuid);
  const file = stored && (await ctx.storage.get(stored.key));
  if (!stored || !file) throw fileNotFound();
  return { file, stored };
};

/** A participant's file: to the corporate's side, operators, and the startup itself. */
export const openParticipantFile = async (m: Member, participantUuid: string, fileUuid: string) => {
  const participant = await repo.findParticipant(m.db, m.tenant.id, participantUuid);
  if (!participant) throw fileNotFound();
  const row = await repo.findChallengeById(m.db, m.tenant.id, participant.challengeId);
  const mayRead =
    organisationOf(m.auth.profile) === participant.startupProfileId ||
    (row !== undefined && challengePolicy.seeParticipants(m.auth, row.challenge));
  const stored = participant.files.find((file) => file.uuid === fileUuid);
  const file = mayRead && stored ? await m.storage.get(stored.key) : null;
  if (!stored || !file) throw fileNotFound();
  return { file, stored };
};
