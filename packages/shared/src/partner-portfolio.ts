import { z } from 'zod';
import { ApprovalStatus } from './accounts.ts';
import { Email, TeamInvitation } from './auth.ts';
import { limits } from './constants.ts';
import { pageOf, pageQuery, pageSizes } from './paging.ts';
import { websitePattern } from './patterns.ts';

/**
 * A partner's portfolio: the startups it brings to the platform. A partner adds one (`add-startup`)
 * or many (`upload/csv`), or a founder submits theirs on the partner's public page; either way the
 * founder is invited by a link sent to their email, and accepting it creates (or links) their startup
 * profile under the partner. Nothing is created for a founder who has not used the link.
 */
export const portfolioSources = ['added', 'csv', 'submission'] as const;
export const PortfolioSource = z.enum(portfolioSources);
export type PortfolioSource = z.infer<typeof PortfolioSource>;

/**
 * submitted: a founder's own submission, waiting for the partner to invite it; invited: the link is
 * out; joined: the founder accepted and the startup profile is linked; declined: the founder said no.
 */
export const portfolioStatuses = ['submitted', 'invited', 'joined', 'declined'] as const;
export const PortfolioStatus = z.enum(portfolioStatuses);
export type PortfolioStatus = z.infer<typeof PortfolioStatus>;

export const portfolioStatusLabels: Record<PortfolioStatus, string> = {
  submitted: 'Submitted',
  invited: 'Invited',
  joined: 'Joined',
  declined: 'Declined',
};

const Name = (what: string) =>
  z.string().trim().min(2, `Enter the ${what}`).max(120, `Keep the ${what} under 120 characters`);
const Website = z
  .string()
  .trim()
  .max(300, 'Keep the website under 300 characters')
  .regex(websitePattern, 'Enter a valid website, such as https://example.com');

/** One startup a partner adds, by hand or as a row of its CSV. */
export const PortfolioStartupInput = z
  .object({
    startupName: Name('startup name'),
    founderName: Name("founder's name"),
    email: Email,
    website: Website.optional(),
    /** A line for the founder, put in the invitation. */
    message: z.string().trim().max(1000, 'Keep the message under 1000 characters').optional(),
  })
  .strict();
export type PortfolioStartupInput = z.input<typeof PortfolioStartupInput>;

/** A founder's own submission on the partner's public page: what they do, in a few words, is asked. */
export const PartnerSubmissionInput = PortfolioStartupInput.extend({
  message: z
    .string()
    .trim()
    .min(20, 'Tell the partner in a sentence or two what your startup does')
    .max(2000, 'Keep the message under 2000 characters'),
}).strict();
export type PartnerSubmissionInput = z.input<typeof PartnerSubmissionInput>;

/** The partner's public page the submission is for: the uuid of its partner profile. */
export const PartnerSubmissionParams = z.object({ id: z.uuid('This is not a partner id') });

export const PortfolioEntryParams = z.object({ id: z.uuid('This is not a portfolio entry id') });

export const PortfolioQuery = z
  .object({
    ...pageQuery(pageSizes.list),
    status: PortfolioStatus.optional(),
    /** Part of a startup's or founder's name, or of an email. */
    search: z.string().trim().max(100).optional(),
  })
  .strict();
export type PortfolioQuery = z.input<typeof PortfolioQuery>;

export const PortfolioEntry = z.object({
  id: z.string(),
  startupName: z.string(),
  founderName: z.string(),
  email: z.string(),
  website: z.string().nullable(),
  message: z.string().nullable(),
  source: PortfolioSource,
  status: PortfolioStatus,
  createdAt: z.string(),
  /** When the last invitation was sent, and until when its link works; null before one is sent. */
  invitedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  /** The joined startup, with its public profile's path. */
  startup: z
    .object({ uuid: z.string(), name: z.string(), path: z.string(), approvalStatus: ApprovalStatus })
    .nullable(),
});
export type PortfolioEntry = z.infer<typeof PortfolioEntry>;

export const PortfolioPage = pageOf(PortfolioEntry).extend({
  /** Entries in each state, whatever the filter: the tabs' badges. */
  counts: z.record(PortfolioStatus, z.number().int()),
  /** Whether the caller may add, import and invite now; if not, why (the partner profile awaits approval...). */
  can: z.object({ invite: z.boolean() }),
  blockedReason: z.string().nullable(),
});
export type PortfolioPage = z.infer<typeof PortfolioPage>;

/** The columns of a portfolio CSV, in the template's order; the first three are required. */
export const portfolioCsvColumns = ['startup_name', 'founder_name', 'email', 'website', 'message'] as const;
export const portfolioCsvRequired = ['startup_name', 'founder_name', 'email'] as const;

/** POST partners/upload/csv: one CSV (UTF-8) in the form field `file`. */
export const PortfolioCsvForm = z.object({
  file: z
    .file()
    .describe(
      `CSV with a header row: ${portfolioCsvColumns.join(', ')} (the first three required); at most ${limits.portfolioCsvRows} rows and ${limits.portfolioCsvBytes / 1024} KB`,
    ),
});

/** What an import did: rows imported (and invited), and each refused row with its reasons. */
export const CsvImportReport = z.object({
  rows: z.number().int(),
  imported: z.array(z.object({ row: z.number().int(), startupName: z.string(), email: z.string() })),
  refused: z.array(
    z.object({
      /** The row's line in the file, counting the header as line 1. */
      row: z.number().int(),
      startupName: z.string().nullable(),
      email: z.string().nullable(),
      errors: z.array(z.string()),
    }),
  ),
});
export type CsvImportReport = z.infer<typeof CsvImportReport>;

/** What a founder sees on the invitation link: the team invitation's shape, for the partner's portfolio. */
export const PartnerInvitation = TeamInvitation.extend({
  startupName: z.string(),
  /** The founder already has a startup profile here: accepting links it rather than creating one. */
  hasStartup: z.boolean(),
});
export type PartnerInvitation = z.infer<typeof PartnerInvitation>;
