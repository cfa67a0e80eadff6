import { z } from 'zod';
import { AccountType } from './accounts.ts';
import { Industry } from './challenges.ts';
import { DocumentKind, DocumentStatus } from './documents.ts';
import { Answers, FormField } from './forms.ts';
import { pageOf, pageQuery, pageSizes } from './paging.ts';

/*
 * Programs and calls for applications (issue 20; spec calls 7.6): an operator or a program office runs
 * an intake (an incubator's cohort, an accelerator's call, a mission's scheme); applicants fill its form
 * over as many visits as they like, send the documents each stage asks for, and are reviewed, scored and
 * moved through the stages application, screening, interview and selection, and told at each decision.
 *
 * Three families share one shape and one set of calls, each under its own path (spec 7.6):
 * programs-management (programs), application-programs-management (calls for applications) and
 * video-startup-programs (programs that ask for pitch videos on set topics).
 */

export const programFamilies = ['program', 'application', 'video'] as const;
export const ProgramFamily = z.enum(programFamilies, 'Choose program, application or video');
export type ProgramFamily = z.infer<typeof ProgramFamily>;

/** Each family's path under api/v1 and its page in the web. */
export const programFamilyInfo: Record<ProgramFamily, { apiPath: string; webPath: string; label: string }> = {
  program: { apiPath: 'programs-management', webPath: '/programs', label: 'Programs' },
  application: {
    apiPath: 'application-programs-management',
    webPath: '/call-for-applications',
    label: 'Calls for applications',
  },
  video: { apiPath: 'video-startup-programs', webPath: '/vs-programs', label: 'Video startup programs' },
};

export const programStages = ['application', 'screening', 'interview', 'selection'] as const;
export const ProgramStage = z.enum(programStages, 'Choose application, screening, interview or selection');
export type ProgramStage = z.infer<typeof ProgramStage>;
export const programStageLabels: Record<ProgramStage, string> = {
  application: 'Application',
  screening: 'Screening',
  interview: 'Interview',
  selection: 'Selection',
};

/**
 * draft: started, not sent; in_review: sent, at its stage; selected: taken into the program; rejected:
 * turned down at its stage; withdrawn: taken back by the applicant; external: applied on the program's
 * own site (an external program), recorded so the member sees it among their applications.
 */
export const programApplicationStatuses = [
  'draft',
  'in_review',
  'selected',
  'rejected',
  'withdrawn',
  'external',
] as const;
export const ProgramApplicationStatus = z.enum(programApplicationStatuses);
export type ProgramApplicationStatus = z.infer<typeof ProgramApplicationStatus>;
/**
 * The `reason` of the 409 an apply meets when the caller's application already exists (calls 8: that one
 * is silent and the application opens); every other 409 is told in the server's words.
 */
export const alreadyAppliedReason = 'already_applied';

export const programApplicationStatusLabels: Record<ProgramApplicationStatus, string> = {
  draft: 'Draft',
  in_review: 'In review',
  selected: 'Selected',
  rejected: 'Not selected',
  withdrawn: 'Withdrawn',
  external: 'Applied externally',
};

export const programStatuses = ['draft', 'published'] as const;
export const ProgramStatus = z.enum(programStatuses, 'Choose draft or published');
export type ProgramStatus = z.infer<typeof ProgramStatus>;

export const programLimits = {
  documents: 20,
  rubric: 15,
  videoTopics: 20,
  reviewers: 50,
  industries: 10,
  moveAtOnce: 200,
  /** A list of programs, and an application's review table (pageSizes; the web asks for listLimit). */
  listLimit: pageSizes.list.default,
  listMaxLimit: pageSizes.list.max,
  reviewLimit: pageSizes.table.default,
  reviewMaxLimit: pageSizes.table.max,
  /** The CSV export carries at most this many applications. */
  exportRows: 10_000,
  commentLength: 2000,
  checkMultiple: 50,
} as const;

const text = (label: string, max: number) =>
  z.string().trim().min(1, `${label} required`).max(max, `${label} can be at most ${max} characters`);
const Key = z
  .string()
  .regex(/^[a-z][a-z0-9_]{0,39}$/, 'A key is 1 to 40 lower-case letters, digits or underscores, from a letter');

export const ProgramCode = z
  .string()
  .trim()
  .toUpperCase()
  .min(2, 'A program code is at least 2 characters')
  .max(40, 'A program code is at most 40 characters')
  .regex(/^[A-Z0-9][A-Z0-9._-]*$/, 'A program code is letters, digits, dots, dashes or underscores');

/** A document the program asks for at one stage; asked of each application when it reaches that stage. */
export const ProgramDocumentInput = z.strictObject({
  key: Key,
  stage: ProgramStage,
  title: text('The document title', 120),
  description: z.string().trim().max(1000).default(''),
  required: z.boolean().default(true),
});
export type ProgramDocumentInput = z.input<typeof ProgramDocumentInput>;
export type ProgramDocumentDef = z.infer<typeof ProgramDocumentInput>;

/** One criterion reviewers score, from 0 to its max; the total is the weighted sum. */
export const RubricCriterion = z.strictObject({
  key: Key,
  label: text('The criterion', 120),
  description: z.string().trim().max(500).default(''),
  max: z.number().int().min(1, 'A criterion scores up to at least 1').max(100, 'A criterion scores up to at most 100'),
  weight: z.number().min(0).max(10).default(1),
});
export type RubricCriterion = z.infer<typeof RubricCriterion>;

export const VideoTopicInput = z.strictObject({
  title: text('The topic', 150),
  description: z.string().trim().max(1000).default(''),
  /** The longest video for this topic, in seconds. */
  seconds: z.number().int().min(15).max(600).default(120),
});

const uniqueKeys = <T extends { key: string }>(items: T[], ctx: z.RefinementCtx, what: string) => {
  const seen = new Set<string>();
  items.forEach((item, index) => {
    if (seen.has(item.key))
      ctx.addIssue({ code: 'custom', path: [index, 'key'], message: `Two ${what} share the key ${item.key}` });
    seen.add(item.key);
  });
};

const programFields = {
  family: ProgramFamily,
  code: ProgramCode,
  title: text('Title', 150),
  summary: text('Summary', 300),
  description: z.string().trim().max(8000, 'The description can be at most 8000 characters').default(''),
  /** Lookup codes of the tenant's industries. */
  industries: z
    .array(z.string().trim().min(1).max(100))
    .max(programLimits.industries, `Choose at most ${programLimits.industries} industries`)
    .default([]),
  eligibility: z.string().trim().max(3000, 'Eligibility can be at most 3000 characters').default(''),
  /** Who may apply. */
  accountTypes: z.array(AccountType).min(1, 'Choose who may apply').max(20).default(['startup']),
  /** The application window, as instants with an offset. */
  opensAt: z.iso.datetime({ offset: true, message: 'Opens at: a date and time with its offset' }).max(40),
  closesAt: z.iso.datetime({ offset: true, message: 'Closes at: a date and time with its offset' }).max(40),
  /** When the program itself runs. */
  startsOn: z.iso.date('Use a date as YYYY-MM-DD').nullish(),
  endsOn: z.iso.date('Use a date as YYYY-MM-DD').nullish(),
  /** An external program: members apply on its own site (listed only with includeExternal=true). */
  externalUrl: z
    .string()
    .trim()
    .max(500)
    .regex(/^https?:\/\/\S+$/i, 'Enter a link starting with http:// or https://')
    .nullish(),
  /** The application form (a form of the tenant, built in the console). */
  formUuid: z.uuid('Choose a form').nullish(),
  documents: z
    .array(ProgramDocumentInput)
    .max(programLimits.documents, `Ask for at most ${programLimits.documents} documents`)
    .default([])
    .superRefine((items, ctx) => uniqueKeys(items, ctx, 'documents')),
  rubric: z
    .array(RubricCriterion)
    .max(programLimits.rubric, `At most ${programLimits.rubric} criteria`)
    .default([])
    .superRefine((items, ctx) => uniqueKeys(items, ctx, 'criteria')),
  videoTopics: z.array(VideoTopicInput).max(programLimits.videoTopics).default([]),
  status: ProgramStatus.default('draft'),
};

const windowIsOrdered = (value: {
  opensAt?: string;
  closesAt?: string;
  startsOn?: string | null;
  endsOn?: string | null;
}) =>
  (!value.opensAt || !value.closesAt || Date.parse(value.opensAt) < Date.parse(value.closesAt)) &&
  (!value.startsOn || !value.endsOn || value.startsOn <= value.endsOn);
const windowMessage = { message: 'The program closes before it opens, or ends before it starts', path: ['closesAt'] };

/** POST admin/programs. */
export const ProgramInput = z.strictObject(programFields).refine(windowIsOrdered, windowMessage);
export type ProgramInput = z.input<typeof ProgramInput>;
/** PATCH admin/programs/{uuid}: any of the fields (the family stays). */
export const ProgramPatch = z
  .strictObject(programFields)
  .omit({ family: true })
  .partial()
  .refine(windowIsOrdered, windowMessage);
export type ProgramPatch = z.input<typeof ProgramPatch>;

/** GET programs-management/forms: the published forms a manager may put on a program. */
export const ProgramFormOption = z.object({
  uuid: z.string(),
  title: z.string(),
  code: z.string(),
  questionCount: z.number().int(),
});
export type ProgramFormOption = z.infer<typeof ProgramFormOption>;

/** GET programs-management/reviewer-candidates?q=: members to choose as reviewers, by name. */
export const ReviewerCandidateQuery = z.object({ q: z.string().trim().min(2, 'Type at least 2 letters').max(100) });

/** PUT admin/programs/{uuid}/reviewers: members who review this program's applications. */
export const ProgramReviewersInput = z.strictObject({
  profileUuids: z.array(z.uuid('This is not a profile id')).max(programLimits.reviewers),
});

export const ProgramPerson = z.object({
  profileUuid: z.string(),
  name: z.string(),
  accountType: AccountType,
  logo: z.string().nullable(),
});
export type ProgramPerson = z.infer<typeof ProgramPerson>;

export const MyProgramApplication = z.object({
  uuid: z.string(),
  status: ProgramApplicationStatus,
  stage: ProgramStage,
  progress: z.number().int(),
});

export const Program = z.object({
  id: z.number().int(),
  uuid: z.string(),
  family: ProgramFamily,
  code: z.string(),
  title: z.string(),
  summary: z.string(),
  description: z.string(),
  industries: z.array(Industry),
  eligibility: z.string(),
  accountTypes: z.array(AccountType),
  opensAt: z.string(),
  closesAt: z.string(),
  startsOn: z.string().nullable(),
  endsOn: z.string().nullable(),
  externalUrl: z.string().nullable(),
  status: ProgramStatus,
  /** Open for applications now (published, inside its window). */
  isOpen: z.boolean(),
  form: z.object({ uuid: z.string(), title: z.string(), questionCount: z.number().int() }).nullable(),
  documents: z.array(ProgramDocumentInput.extend({ description: z.string(), required: z.boolean() })),
  rubric: z.array(RubricCriterion),
  videoTopics: z.array(
    z.object({ id: z.number().int(), title: z.string(), description: z.string(), seconds: z.number().int() }),
  ),
  /** The program office that runs it (null: the tenant's operators). */
  office: ProgramPerson.nullable(),
  /** The caller's application, when signed in and they have one. */
  myApplication: MyProgramApplication.nullable(),
  /** The caller may edit the program and decide on applications; or may review them. */
  canManage: z.boolean(),
  canReview: z.boolean(),
  applicationCount: z.number().int().optional(),
  createdAt: z.string(),
});
export type Program = z.infer<typeof Program>;

/** GET {family path}/list. */
export const ProgramListQuery = z.object({
  includeExternal: z.enum(['true', 'false']).default('false'),
  q: z.string().trim().max(100).optional(),
  industry: z.string().trim().max(100).optional(),
  /** open: taking applications now; upcoming; closed; all. */
  when: z.enum(['open', 'upcoming', 'closed', 'all']).default('all'),
  ...pageQuery(pageSizes.list),
});
export type ProgramListQuery = z.input<typeof ProgramListQuery>;

/** GET admin/programs: every program of the tenant, drafts included, for operators. */
export const AdminProgramQuery = ProgramListQuery.extend({
  family: ProgramFamily.optional(),
  status: ProgramStatus.optional(),
});

export const ProgramIdParams = z.object({ id: z.uuid('This is not a program id') });
export const ProgramCodeParams = z.object({ code: z.string().trim().min(1).max(40) });
export const ProgramApplicationIdParams = z.object({ id: z.uuid('This is not an application id') });
export const ProgramApplicationParams = z.object({
  id: z.uuid('This is not a program id'),
  application: z.uuid('This is not an application id'),
});
export const ProgramDocumentParams = z.object({ id: z.uuid('This is not a document id') });

// ---- The applicant's side ----

export const ProgramDocument = z.object({
  uuid: z.string(),
  key: z.string(),
  stage: ProgramStage,
  title: z.string(),
  description: z.string(),
  required: z.boolean(),
  status: DocumentStatus,
  /** The reviewer's reason when sent back. */
  reason: z.string().nullable(),
  file: z
    .object({ name: z.string(), kind: DocumentKind, size: z.number().int(), url: z.string(), uploadedAt: z.string() })
    .nullable(),
});
export type ProgramDocument = z.infer<typeof ProgramDocument>;

/** What happened to an application, as the applicant sees it. */
export const ApplicationEvent = z.object({
  at: z.string(),
  stage: ProgramStage,
  status: ProgramApplicationStatus,
  /** The reviewers' message to the applicant with this decision, if any. */
  message: z.string().nullable(),
});
export type ApplicationEvent = z.infer<typeof ApplicationEvent>;

export const ProgramApplication = z.object({
  uuid: z.string(),
  program: z.object({
    uuid: z.string(),
    code: z.string(),
    title: z.string(),
    family: ProgramFamily,
    closesAt: z.string(),
  }),
  applicant: ProgramPerson,
  status: ProgramApplicationStatus,
  stage: ProgramStage,
  progress: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  submittedAt: z.string().nullable(),
  /** Documents the applicant still owes (asked, or sent back). */
  pendingDocuments: z.number().int(),
});
export type ProgramApplication = z.infer<typeof ProgramApplication>;

/** POST .../check_application_status/{id}/details: the whole application, for its applicant and its reviewers. */
export const ApplicationDetails = ProgramApplication.extend({
  fields: z.array(FormField),
  answers: Answers,
  documents: z.array(ProgramDocument),
  history: z.array(ApplicationEvent),
});
export type ApplicationDetails = z.infer<typeof ApplicationDetails>;

/** POST application-programs-management/{program}/{application}/apply: keep a draft, or send it. */
export const ApplyAnswers = z.strictObject({
  answers: Answers,
  submit: z.boolean().default(false),
});
export type ApplyAnswers = z.input<typeof ApplyAnswers>;

/** POST .../check_application_status_multiple. */
export const CheckStatusMultiple = z.strictObject({
  email: z.email('Enter a valid email address').max(200),
  programUUIDs: z
    .array(z.uuid('This is not a program id'))
    .min(1, 'Name at least one program')
    .max(programLimits.checkMultiple, `Ask about at most ${programLimits.checkMultiple} programs`),
});
export const ApplicationStatusItem = z.object({
  programUuid: z.string(),
  applied: z.boolean(),
  status: ProgramApplicationStatus.nullable(),
  stage: ProgramStage.nullable(),
});

// ---- Review ----

export const ReviewSummary = z.object({
  count: z.number().int(),
  /** The mean of the reviewers' weighted totals, as a share of the most a rubric allows (0 to 100). */
  averageScore: z.number().nullable(),
  /** The caller's own score (same scale), if they scored it. */
  myScore: z.number().nullable(),
});

export const ReviewRow = ProgramApplication.extend({
  reviews: ReviewSummary,
  documents: z.object({ pending: z.number().int(), submitted: z.number().int(), accepted: z.number().int() }),
});
export type ReviewRow = z.infer<typeof ReviewRow>;

export const ReviewQuery = z.object({
  stage: ProgramStage.optional(),
  status: ProgramApplicationStatus.optional(),
  q: z.string().trim().max(100).optional(),
  sort: z.enum(['submitted', 'score', 'name']).default('submitted'),
  ...pageQuery(pageSizes.table),
});
export type ReviewQuery = z.input<typeof ReviewQuery>;

export const Review = z.object({
  reviewer: z.object({ name: z.string(), userUuid: z.string() }),
  scores: z.record(z.string(), z.number()),
  total: z.number(),
  comment: z.string(),
  updatedAt: z.string(),
});
export type Review = z.infer<typeof Review>;

export const ReviewNote = z.object({
  uuid: z.string(),
  author: z.string(),
  body: z.string(),
  createdAt: z.string(),
});

/** GET programs-management/applications/{id}/review: the application with every reviewer's scores and notes. */
export const ReviewDetails = ApplicationDetails.extend({
  reviews: z.array(Review),
  notes: z.array(ReviewNote),
  rubric: z.array(RubricCriterion),
});
export type ReviewDetails = z.infer<typeof ReviewDetails>;

/** PUT programs-management/applications/{id}/review: the caller's scores (every criterion) and comment. */
export const ReviewInput = z.strictObject({
  scores: z
    .record(Key, z.number().min(0).max(100))
    .refine((scores) => Object.keys(scores).length <= programLimits.rubric, `At most ${programLimits.rubric} scores`)
    // The refinement is the check; the API document says the same bound, and the keys' (OpenAPI 3.0 has no propertyNames).
    .meta({ maxProperties: programLimits.rubric, 'x-propertyNames': { type: 'string', maxLength: 40 } }),
  comment: z.string().trim().max(programLimits.commentLength).default(''),
});
export type ReviewInput = z.input<typeof ReviewInput>;

export const NoteInput = z.strictObject({ body: text('The note', programLimits.commentLength) });

/** POST programs-management/{id}/applications/move: many applications to a stage, selected or rejected. */
export const MoveApplications = z.strictObject({
  applicationUuids: z
    .array(z.uuid('This is not an application id'))
    .min(1, 'Choose at least one application')
    .max(programLimits.moveAtOnce, `Move at most ${programLimits.moveAtOnce} at once`),
  to: z.enum([...programStages, 'selected', 'rejected'], 'Move to a stage, selected or rejected'),
  /** Told to each applicant with the decision. */
  message: z.string().trim().max(programLimits.commentLength).optional(),
});
export type MoveApplications = z.input<typeof MoveApplications>;

/** PATCH programs-management/documents/{id}: accept a document, or send it back with the reason. */
export const DocumentDecisionInput = z
  .strictObject({
    status: z.enum(['accepted', 'rejected'], 'Accept or reject'),
    reason: z.string().trim().max(1000).optional(),
  })
  .refine((value) => value.status === 'accepted' || (value.reason?.length ?? 0) > 0, {
    message: 'Say why the document is sent back',
    path: ['reason'],
  });
export type DocumentDecisionInput = z.input<typeof DocumentDecisionInput>;

/** GET programs-management/{id}/applications: a page of the table, and how many are at each stage. */
export const ReviewPage = z.object({
  data: pageOf(ReviewRow).extend({
    /** Sent applications (not drafts, withdrawn or external) per stage, whatever the other filters. */
    stageCounts: z.record(ProgramStage, z.number().int()),
  }),
});
export type ReviewPage = z.infer<typeof ReviewPage>['data'];
