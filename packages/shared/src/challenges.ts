import { z } from 'zod';
import { limits } from './constants.ts';
import { earliestOpenDate, JobEmployer, UploadedAttachment } from './jobs.ts';
import { pageQuery, pageSizes } from './paging.ts';

/**
 * Corporate challenges (issue 19; spec calls 7.10): a corporate states a problem with rewards and
 * eligibility, asks its questions and attaches its brief; startups apply with answers and files; the
 * corporate moves each participant along and the startup is told.
 */

export const challengeStatuses = ['open', 'closed'] as const;
export const ChallengeStatus = z.enum(challengeStatuses, 'Choose open or closed');
export type ChallengeStatus = z.infer<typeof ChallengeStatus>;

export const participantStatuses = ['applied', 'shortlisted', 'selected', 'rejected'] as const;
export const ParticipantStatus = z.enum(participantStatuses, 'Choose applied, shortlisted, selected or rejected');
export type ParticipantStatus = z.infer<typeof ParticipantStatus>;
export const participantStatusLabels: Record<ParticipantStatus, string> = {
  applied: 'Applied',
  shortlisted: 'Shortlisted',
  selected: 'Selected',
  rejected: 'Rejected',
};
/** Where the owner may move a participant from each status. */
export const participantMoves: Record<ParticipantStatus, readonly ParticipantStatus[]> = {
  applied: ['shortlisted', 'selected', 'rejected'],
  shortlisted: ['selected', 'rejected'],
  selected: ['rejected'],
  rejected: ['shortlisted'],
};

const text = (label: string, max: number) =>
  z.string().trim().min(1, `${label} required`).max(max, `${label} can be at most ${max} characters`);
const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} can be at most ${max} characters`)
    .transform((value) => value || null)
    .nullable()
    .optional();

export const ChallengeQuestionInput = z.strictObject({
  /** Kept when an edited question is sent back, so answers already given stay with it. */
  uuid: z.uuid('This is not a question of the challenge').optional(),
  text: text('The question', 500),
  required: z.boolean().default(true),
});
export const ChallengeQuestion = z.object({ uuid: z.string(), text: z.string(), required: z.boolean() });
export type ChallengeQuestion = z.infer<typeof ChallengeQuestion>;

const challengeFields = {
  title: text('Title', 150),
  problemStatement: text('Problem statement', 8000),
  industries: z
    .array(z.string().trim().min(1).max(100))
    .min(1, 'Choose at least one industry')
    .max(10, 'Choose at most 10 industries'),
  rewards: text('Rewards', 2000),
  eligibility: text('Eligibility', 2000),
  deadline: z.iso
    .date('The deadline: use a date as YYYY-MM-DD')
    .refine((date) => date >= earliestOpenDate(), 'The deadline has passed'),
  /** Files uploaded first through POST upload/attachment. */
  attachmentUUIDs: z
    .array(z.uuid('This is not an uploaded file'))
    .max(limits.challengeFiles, `A challenge can carry at most ${limits.challengeFiles} files`),
  questions: z
    .array(ChallengeQuestionInput)
    .max(limits.challengeQuestions, `Ask at most ${limits.challengeQuestions} questions`),
};

/** POST challenges. */
export const NewChallenge = z.strictObject({
  ...challengeFields,
  attachmentUUIDs: challengeFields.attachmentUUIDs.default([]),
  questions: challengeFields.questions.default([]),
});
export type NewChallenge = z.input<typeof NewChallenge>;

/**
 * PATCH challenges/{uuid}: any field and the status. Sent attachments replace the list (keep the uuids of
 * those to keep); sent questions replace the list, and once someone has applied a question can be
 * reworded but not removed.
 */
export const ChallengePatch = z.strictObject({ ...challengeFields, status: ChallengeStatus }).partial();
export type ChallengePatch = z.input<typeof ChallengePatch>;

export const ChallengeFile = UploadedAttachment.extend({ url: z.string() });
export type ChallengeFile = z.infer<typeof ChallengeFile>;

export const Industry = z.object({ code: z.string(), name: z.string() });

export const Challenge = z.object({
  uuid: z.string(),
  title: z.string(),
  problemStatement: z.string(),
  industries: z.array(Industry),
  rewards: z.string(),
  eligibility: z.string(),
  deadline: z.string(),
  status: ChallengeStatus,
  acceptingApplications: z.boolean(),
  corporate: JobEmployer,
  attachments: z.array(ChallengeFile),
  questions: z.array(ChallengeQuestion),
  createdAt: z.string(),
  updatedAt: z.string(),
  participantCount: z.number().int().nullable(),
  myParticipation: z.object({ uuid: z.string(), status: ParticipantStatus, appliedAt: z.string() }).nullable(),
  url: z.string(),
  can: z.object({
    edit: z.boolean(),
    apply: z.boolean(),
    cannotApplyReason: z.string().nullable(),
    seeParticipants: z.boolean(),
  }),
});
export type Challenge = z.infer<typeof Challenge>;

const csv = (max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.split(',').filter(Boolean) : value),
    z.array(z.string().trim().min(1).max(100)).max(max, `Choose at most ${max}`),
  );

/** Public search/challenges (and challenges/search), and GET challenges/corporate (the caller's own). */
export const ChallengeQuery = z.object({
  search: z.string().trim().max(100, 'Search at most 100 characters').optional(),
  industries: csv(10).optional(),
  /** Open ones by default; 'all' adds the closed and past ones. */
  status: z.enum(['open', 'closed', 'all'], 'Choose open, closed or all').default('open'),
  sort: z.enum(['newest', 'deadline'], 'Sort by newest or deadline').default('newest'),
  ...pageQuery(pageSizes.list),
});
export type ChallengeQuery = z.input<typeof ChallengeQuery>;

export const ChallengeIdParams = z.object({ id: z.uuid('This is not a challenge id') });
export const ParticipantIdParams = z.object({ id: z.uuid('This is not a participant id') });
export const ChallengeFileParams = z.object({
  id: z.uuid('This is not a challenge id'),
  file: z.uuid('This is not a file of the challenge'),
});
export const ParticipantFileParams = z.object({
  id: z.uuid('This is not a participant id'),
  file: z.uuid('This is not a file of the application'),
});

/** POST challenges/participants/{challengeUuid}/apply: a startup answers the questions and attaches files. */
export const ApplyToChallenge = z.strictObject({
  answers: z
    .array(
      z.strictObject({
        questionUUID: z.uuid('This is not a question of the challenge'),
        answer: z
          .string()
          .trim()
          .max(limits.challengeAnswerLength, `An answer can be at most ${limits.challengeAnswerLength} characters`),
      }),
    )
    .max(limits.challengeQuestions)
    .default([]),
  pitch: text('Your pitch', 3000),
  fileUUIDs: z
    .array(z.uuid('This is not an uploaded file'))
    .max(limits.challengeFiles, `Attach at most ${limits.challengeFiles} files`)
    .default([]),
});
export type ApplyToChallenge = z.input<typeof ApplyToChallenge>;

export const ParticipantStartup = z.object({
  uuid: z.string(),
  name: z.string(),
  logo: z.string().nullable(),
  url: z.string(),
});

export const Participant = z.object({
  uuid: z.string(),
  startup: ParticipantStartup,
  status: ParticipantStatus,
  pitch: z.string(),
  answers: z.array(z.object({ questionUUID: z.string(), question: z.string(), answer: z.string() })),
  files: z.array(ChallengeFile),
  appliedAt: z.string(),
  statusChangedAt: z.string(),
  moves: z.array(ParticipantStatus),
});
export type Participant = z.infer<typeof Participant>;

export const ParticipantQuery = z.object({
  status: ParticipantStatus.optional(),
  ...pageQuery(pageSizes.table),
});

/** GET challenges/{uuid}/info: the owner's summary of a challenge. */
export const ChallengeInfo = z.object({
  challenge: Challenge,
  participantCounts: z.record(ParticipantStatus, z.number().int()),
});
export type ChallengeInfo = z.infer<typeof ChallengeInfo>;

/** PATCH challenges/participants/{uuid}/status. */
export const MoveParticipant = z.strictObject({
  status: ParticipantStatus,
  message: optionalText('The message', 1000),
});
export type MoveParticipant = z.input<typeof MoveParticipant>;

/** A startup's own applications to challenges (GET challenges/participations). */
export const MyParticipation = z.object({
  uuid: z.string(),
  challenge: z.object({
    uuid: z.string(),
    title: z.string(),
    corporate: JobEmployer,
    deadline: z.string(),
    url: z.string(),
  }),
  status: ParticipantStatus,
  appliedAt: z.string(),
});
export type MyParticipation = z.infer<typeof MyParticipation>;
