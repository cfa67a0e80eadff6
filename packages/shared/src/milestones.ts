import { z } from 'zod';
import { earliestOpenDate } from './jobs.ts';
import { pageOf, pageQuery, pageSizes } from './paging.ts';

/*
 * Milestones (issue 40; product.md 2 /milestones, flag milestone_management; docs/milestones.md). A startup
 * sets milestones and gives evidence when one is done; the tenant, its programs and its partners offer
 * templates a startup adopts; a confirmer (the program's reviewers, the partner's people, else the tenant's
 * operators) confirms the evidence or sends it back with a note. A daily job reminds startups of overdue ones.
 */

export const milestoneStatuses = ['planned', 'in_progress', 'completed', 'confirmed'] as const;
export const MilestoneStatus = z.enum(milestoneStatuses, 'Choose planned, in progress, completed or confirmed');
export type MilestoneStatus = z.infer<typeof MilestoneStatus>;
export const milestoneStatusLabels: Record<MilestoneStatus, string> = {
  planned: 'Planned',
  in_progress: 'In progress',
  completed: 'Waiting for confirmation',
  confirmed: 'Confirmed',
};

/** What a milestone is about: a short fixed list (no lookup of the spec names one). */
export const milestoneCategories = [
  'product',
  'customers',
  'revenue',
  'fundraising',
  'team',
  'legal_ip',
  'other',
] as const;
export const MilestoneCategory = z.enum(milestoneCategories, 'Choose one of the categories');
export type MilestoneCategory = z.infer<typeof MilestoneCategory>;
export const milestoneCategoryLabels: Record<MilestoneCategory, string> = {
  product: 'Product',
  customers: 'Customers',
  revenue: 'Revenue',
  fundraising: 'Fundraising',
  team: 'Team',
  legal_ip: 'Legal and IP',
  other: 'Other',
};

/**
 * Every move of a milestone, in one table: who makes it, from which statuses, to which. The startup starts
 * one and completes it (with evidence, from planned too: work done before it was started counts); a
 * confirmer confirms the evidence or sends it back to in progress with a note.
 */
export const milestoneMoves = {
  start: { by: 'startup', from: ['planned'], to: 'in_progress' },
  complete: { by: 'startup', from: ['planned', 'in_progress'], to: 'completed' },
  confirm: { by: 'confirmer', from: ['completed'], to: 'confirmed' },
  send_back: { by: 'confirmer', from: ['completed'], to: 'in_progress' },
} as const satisfies Record<
  string,
  { by: 'startup' | 'confirmer'; from: readonly MilestoneStatus[]; to: MilestoneStatus }
>;
export type MilestoneMove = keyof typeof milestoneMoves;
export const mayMove = (move: MilestoneMove, from: MilestoneStatus) =>
  (milestoneMoves[move].from as readonly MilestoneStatus[]).includes(from);

/** Why a move is refused from a status, in the startup's or the confirmer's words. */
export const refusedMoveText = (move: MilestoneMove, from: MilestoneStatus) => {
  const now = milestoneStatusLabels[from].toLowerCase();
  switch (move) {
    case 'start':
      return `This milestone is ${now}: only a planned milestone can be started`;
    case 'complete':
      return from === 'completed'
        ? 'This milestone is already waiting for confirmation'
        : 'This milestone is confirmed: it cannot be completed again';
    default:
      return from === 'confirmed'
        ? 'This milestone is already confirmed'
        : `This milestone is ${now}: only a completed milestone can be reviewed`;
  }
};

export const milestoneLimits = {
  titleLength: 120,
  descriptionLength: 2000,
  evidenceTextLength: 4000,
  evidenceUrlLength: 500,
  noteLength: 1000,
  maxDueAfterDays: 730,
  /** The evidence file: documents and PNG/JPEG, told by their bytes. */
  fileBytes: 10 * 1024 * 1024,
  /** Search words of the progress lists. */
  searchLength: 100,
} as const;

const Title = z
  .string()
  .trim()
  .min(2, 'Give the milestone a title')
  .max(milestoneLimits.titleLength, `Keep the title under ${milestoneLimits.titleLength} characters`);
const Description = z
  .string()
  .trim()
  .max(milestoneLimits.descriptionLength, `Keep the description under ${milestoneLimits.descriptionLength} characters`);

/** A due date as YYYY-MM-DD, not already past everywhere on earth. */
export const MilestoneDueOn = z.iso
  .date('Due date: use a date as YYYY-MM-DD')
  .max(40)
  .refine((date) => date >= earliestOpenDate(), 'Choose a due date from today on');

/** POST milestones: a milestone of the startup's own. */
export const MilestoneInput = z.strictObject({
  title: Title,
  category: MilestoneCategory,
  description: Description.default(''),
  dueOn: MilestoneDueOn,
});
export type MilestoneInput = z.input<typeof MilestoneInput>;

/** PATCH milestones/{uuid}: the fields that change (at least one). */
export const MilestoneChange = z
  .strictObject({
    title: Title.optional(),
    category: MilestoneCategory.optional(),
    description: Description.optional(),
    dueOn: MilestoneDueOn.optional(),
  })
  .refine((change) => Object.values(change).some((value) => value !== undefined), 'Change at least one field');
export type MilestoneChange = z.input<typeof MilestoneChange>;

/** The text fields of POST milestones/{uuid}/complete (multipart, with an optional `file`). */
export const MilestoneEvidenceFields = z.strictObject({
  evidenceText: z
    .string()
    .trim()
    .max(milestoneLimits.evidenceTextLength, `Keep the evidence under ${milestoneLimits.evidenceTextLength} characters`)
    .default(''),
  evidenceUrl: z
    .string()
    .trim()
    .max(milestoneLimits.evidenceUrlLength, `Keep the link under ${milestoneLimits.evidenceUrlLength} characters`)
    .refine((url) => url === '' || /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(url), {
      message: 'Enter a web address starting with http:// or https://',
    })
    .default(''),
});
export type MilestoneEvidenceFields = z.input<typeof MilestoneEvidenceFields>;
export const evidenceMissingText = 'Give evidence: a few words, a link or a file';

export const reviewDecisions = ['confirm', 'send_back'] as const;
export const ReviewDecision = z.enum(reviewDecisions, 'Choose confirm or send back');
export type ReviewDecision = z.infer<typeof ReviewDecision>;

/** POST milestones/{uuid}/review: confirm, or send back with a note saying what is missing. */
export const MilestoneReview = z
  .strictObject({
    decision: ReviewDecision,
    note: z
      .string()
      .trim()
      .max(milestoneLimits.noteLength, `Keep the note under ${milestoneLimits.noteLength} characters`)
      .default(''),
  })
  .refine((review) => review.decision === 'confirm' || review.note.length > 0, {
    message: 'Tell the startup what is missing',
    path: ['note'],
  });
export type MilestoneReview = z.input<typeof MilestoneReview>;

/** POST and PATCH partner/milestone-templates: a template of the caller's partner. */
export const MilestoneTemplateInput = z.strictObject({
  title: Title,
  category: MilestoneCategory,
  description: Description.default(''),
  dueAfterDays: z
    .number('Due after: a number of days')
    .int('Due after: a whole number of days')
    .min(1, 'Due after: at least 1 day')
    .max(milestoneLimits.maxDueAfterDays, `Due after: at most ${milestoneLimits.maxDueAfterDays} days`),
});
export type MilestoneTemplateInput = z.input<typeof MilestoneTemplateInput>;

/** POST and PATCH admin/milestone-templates: the tenant's own (no program) or a program's. */
export const AdminMilestoneTemplateInput = MilestoneTemplateInput.extend({
  programUuid: z.uuid('Choose a program').nullable().default(null),
});
export type AdminMilestoneTemplateInput = z.input<typeof AdminMilestoneTemplateInput>;

const SearchWords = z
  .string()
  .trim()
  .max(milestoneLimits.searchLength, `Search with at most ${milestoneLimits.searchLength} characters`)
  .default('');

/** GET milestones: the startup's own, of one status or all, by due date. */
export const MilestoneQuery = z.strictObject({
  status: MilestoneStatus.optional(),
  ...pageQuery(pageSizes.list),
});
export type MilestoneQuery = z.input<typeof MilestoneQuery>;

/** GET milestones/to-confirm and the templates' lists: a page. */
export const MilestonePageQuery = z.strictObject({ ...pageQuery(pageSizes.list) });
export type MilestonePageQuery = z.input<typeof MilestonePageQuery>;

/** GET admin/milestones/progress and partner/milestones/progress: startups by name. */
export const MilestoneProgressQuery = z.strictObject({ q: SearchWords, ...pageQuery(pageSizes.list) });
export type MilestoneProgressQuery = z.input<typeof MilestoneProgressQuery>;

/** GET admin/milestones?startup=: one startup's milestones (operators); partner/milestones for the partner's. */
export const StartupMilestonesQuery = z.strictObject({
  startup: z.uuid('This is not a startup id'),
  status: MilestoneStatus.optional(),
  ...pageQuery(pageSizes.list),
});
export type StartupMilestonesQuery = z.input<typeof StartupMilestonesQuery>;

// ---- Answers ----

const Named = z.object({ uuid: z.string(), name: z.string() });

export const templateOwners = ['tenant', 'program', 'partner'] as const;
export type TemplateOwner = (typeof templateOwners)[number];

export const MilestoneTemplate = z.object({
  uuid: z.string(),
  title: z.string(),
  category: MilestoneCategory,
  description: z.string(),
  dueAfterDays: z.number().int(),
  owner: z.enum(templateOwners),
  /** The program's or partner's name; the tenant's own templates carry the tenant's. */
  ownerName: z.string(),
  program: Named.nullable(),
  /** For a startup: it holds a milestone of this template that is not confirmed yet (adopting again is refused). */
  adopted: z.boolean(),
  createdAt: z.string(),
});
export type MilestoneTemplate = z.infer<typeof MilestoneTemplate>;
export const MilestoneTemplatePage = pageOf(MilestoneTemplate);
export type MilestoneTemplatePage = z.infer<typeof MilestoneTemplatePage>;

export const MilestoneEvidence = z.object({
  text: z.string(),
  url: z.string().nullable(),
  fileName: z.string().nullable(),
  /** The download (GET milestones/{uuid}/evidence), for the startup and its confirmers. */
  fileUrl: z.string().nullable(),
});

export const Milestone = z.object({
  uuid: z.string(),
  title: z.string(),
  category: MilestoneCategory,
  description: z.string(),
  dueOn: z.string(),
  status: MilestoneStatus,
  /** Past its due date and not completed yet. */
  overdue: z.boolean(),
  startup: Named,
  /** Whose template it came from and so who confirms it. */
  confirmedBy: z.enum(['program', 'partner', 'operators']),
  program: Named.nullable(),
  templateUuid: z.string().nullable(),
  evidence: MilestoneEvidence,
  completedAt: z.string().nullable(),
  confirmedAt: z.string().nullable(),
  reviewerName: z.string().nullable(),
  reviewerNote: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  can: z.object({
    edit: z.boolean(),
    remove: z.boolean(),
    start: z.boolean(),
    complete: z.boolean(),
    review: z.boolean(),
  }),
});
export type Milestone = z.infer<typeof Milestone>;
export const MilestonePage = pageOf(Milestone);
export type MilestonePage = z.infer<typeof MilestonePage>;

/** The startup's page: its counts by status beside the list, and whether it may keep milestones. */
export const MilestoneCounts = z.object({
  planned: z.number().int(),
  in_progress: z.number().int(),
  completed: z.number().int(),
  confirmed: z.number().int(),
  overdue: z.number().int(),
});
export type MilestoneCounts = z.infer<typeof MilestoneCounts>;

export const MyMilestones = MilestonePage.extend({ counts: MilestoneCounts });
export type MyMilestones = z.infer<typeof MyMilestones>;

/** One startup's row of the progress view. */
export const MilestoneProgress = z.object({
  startup: Named,
  counts: MilestoneCounts,
  total: z.number().int(),
  lastUpdate: z.string().nullable(),
});
export type MilestoneProgress = z.infer<typeof MilestoneProgress>;
export const MilestoneProgressPage = pageOf(MilestoneProgress);
export type MilestoneProgressPage = z.infer<typeof MilestoneProgressPage>;

/** A program a template may belong to (the console's picker). */
export const MilestoneProgramChoice = z.object({ uuid: z.string(), title: z.string() });
export type MilestoneProgramChoice = z.infer<typeof MilestoneProgramChoice>;

/** Who the caller is to milestones, so the page shows the right tabs. */
export const MilestoneAccess = z.object({
  /** An approved startup (or its team): keeps milestones. */
  keeps: z.boolean(),
  /** Why it may not, in words, when it may not. */
  keepsNot: z.string().nullable(),
  /** Reviews some milestones (a program reviewer, a partner's person or an operator). */
  confirms: z.boolean(),
});
export type MilestoneAccess = z.infer<typeof MilestoneAccess>;

/** GET admin/milestones?startup= and partner/milestones?startup=: one startup's milestones, and its name. */
export const StartupMilestones = MilestonePage.extend({ startup: Named });
export type StartupMilestones = z.infer<typeof StartupMilestones>;

/** The evidence form as the API document shows it (POST milestones/{uuid}/complete, multipart). */
export const MilestoneEvidenceForm = z.object({
  evidenceText: z.string().max(milestoneLimits.evidenceTextLength).optional(),
  evidenceUrl: z.string().max(milestoneLimits.evidenceUrlLength).optional(),
  file: z.file().describe('PDF, Word, Excel, PowerPoint, PNG or JPEG; at most 10 MB').optional(),
});
