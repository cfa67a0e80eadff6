import { z } from 'zod';
import { AccountType } from './accounts.ts';
import { limits } from './constants.ts';
import { DocumentKind } from './documents.ts';
import { pageOf, pageQuery, pageSizes } from './paging.ts';

/*
 * IP requests and the IP marketplace (issue 40; product.md 2 /ip-request for startups and corporates and
 * /search/ips, flag ip_management; docs/ip.md). A startup or corporate asks for help with a patent, trademark,
 * copyright or design; the tenant's operators and the facilitator they assign move it through its stages with
 * notes (internal ones are theirs alone); once it is filed or granted its owner may offer it for licensing, and
 * then it is found in /search/ips.
 */

export const ipKinds = ['patent', 'trademark', 'copyright', 'design'] as const;
export const IpKind = z.enum(ipKinds, 'Choose patent, trademark, copyright or design');
export type IpKind = z.infer<typeof IpKind>;
export const ipKindLabels: Record<IpKind, string> = {
  patent: 'Patent',
  trademark: 'Trademark',
  copyright: 'Copyright',
  design: 'Design',
};

export const ipStages = [
  'submitted',
  'in_review',
  'needs_information',
  'drafting',
  'filed',
  'granted',
  'refused',
  'withdrawn',
] as const;
export const IpStage = z.enum(ipStages, 'Choose a stage of the request');
export type IpStage = z.infer<typeof IpStage>;
export const ipStageLabels: Record<IpStage, string> = {
  submitted: 'Submitted',
  in_review: 'In review',
  needs_information: 'Needs information',
  drafting: 'Drafting',
  filed: 'Filed',
  granted: 'Granted',
  refused: 'Refused',
  withdrawn: 'Withdrawn',
};

/**
 * Every move a request may make, and whose it is: `team` (the tenant's operators and the request's
 * facilitator) or `owner` (the startup or corporate it belongs to). The owner's answer or edit while it
 * needs information returns it to in_review by itself; that is not a move anyone chooses.
 */
export const ipStageMoves: Record<IpStage, { team: readonly IpStage[]; owner: readonly IpStage[] }> = {
  submitted: { team: ['in_review', 'refused'], owner: ['withdrawn'] },
  in_review: { team: ['needs_information', 'drafting', 'refused'], owner: ['withdrawn'] },
  needs_information: { team: ['in_review', 'refused'], owner: ['withdrawn'] },
  drafting: { team: ['needs_information', 'filed', 'refused'], owner: ['withdrawn'] },
  filed: { team: ['granted', 'refused'], owner: [] },
  granted: { team: [], owner: [] },
  refused: { team: [], owner: [] },
  withdrawn: { team: [], owner: [] },
};

/** Stages in which the owner may change the title, description and inventors. */
export const ipEditableStages: readonly IpStage[] = ['submitted', 'needs_information'];
/** Stages in which the owner may add or remove documents: before it is filed. */
export const ipDocumentStages: readonly IpStage[] = ['submitted', 'in_review', 'needs_information', 'drafting'];
/** Stages in which it may be offered for licensing. */
export const ipLicensableStages: readonly IpStage[] = ['filed', 'granted'];
/** Stages in which the request still needs the team's work. */
export const ipOpenStages: readonly IpStage[] = ['submitted', 'in_review', 'needs_information', 'drafting', 'filed'];

/** The document kinds a request takes (told by their bytes on the server). */
export const ipDocumentKinds = ['pdf', 'docx', 'png', 'jpg'] as const satisfies readonly DocumentKind[];
export const ipDocumentKindsText = 'a PDF, Word (.docx), PNG or JPEG file';

export const ipLimits = {
  titleLength: 200,
  descriptionLength: 8000,
  inventors: 20,
  inventorNameLength: 120,
  noteLength: 4000,
  applicationNumberLength: 60,
  summaryLength: 1000,
  industries: 10,
  filesPerRequest: 10,
  fileBytes: limits.documentSizeBytes,
  searchLength: 100,
} as const;

const text = (label: string, max: number) =>
  z.string().trim().min(1, `${label} is required`).max(max, `${label}: at most ${max} characters`);

// ---- Writes ----

export const IpInventorInput = z.strictObject({
  name: text('The inventor’s name', ipLimits.inventorNameLength),
  email: z
    .union([z.literal(''), z.email('Enter a valid email address').max(254)])
    .nullish()
    .transform((email) => email || null),
});
export type IpInventorInput = z.input<typeof IpInventorInput>;

const Inventors = z
  .array(IpInventorInput)
  .max(ipLimits.inventors, `Name at most ${ipLimits.inventors} inventors or authors`);

/** POST ip-requests (documents follow, one request each: POST ip-requests/{uuid}/files). */
export const NewIpRequest = z.strictObject({
  kind: IpKind,
  title: text('A title', ipLimits.titleLength),
  description: text('A description', ipLimits.descriptionLength),
  inventors: Inventors.default([]),
});
export type NewIpRequest = z.input<typeof NewIpRequest>;

/** PATCH ip-requests/{uuid}: what the owner may change while it is submitted or needs information. */
export const IpRequestChange = z
  .strictObject({
    title: text('A title', ipLimits.titleLength),
    description: text('A description', ipLimits.descriptionLength),
    inventors: Inventors,
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'Change the title, description or inventors');
export type IpRequestChange = z.input<typeof IpRequestChange>;

/** The latest date that is already today somewhere on earth (UTC+14): a filing date after it is in the future. */
export const latestToday = (now = new Date()) =>
  new Date(now.getTime() + 14 * 60 * 60 * 1000).toISOString().slice(0, 10);

/** POST ip-requests/{uuid}/stage: a move the caller may make; filing needs the office's number and date. */
export const IpStageChange = z
  .strictObject({
    stage: IpStage,
    note: z.string().trim().max(ipLimits.noteLength, `A note: at most ${ipLimits.noteLength} characters`).default(''),
    applicationNumber: z
      .string()
      .trim()
      .max(
        ipLimits.applicationNumberLength,
        `The application number: at most ${ipLimits.applicationNumberLength} characters`,
      )
      .optional(),
    filedOn: z.iso
      .date('The filing date: use a date as YYYY-MM-DD')
      .refine((date) => date <= latestToday(), 'The filing date cannot be in the future')
      .optional(),
  })
  .superRefine((body, ctx) => {
    if (body.stage !== 'filed') return;
    if (!body.applicationNumber) {
      ctx.addIssue({ code: 'custom', path: ['applicationNumber'], message: 'Give the application number' });
    }
    if (!body.filedOn) ctx.addIssue({ code: 'custom', path: ['filedOn'], message: 'Give the filing date' });
  });
export type IpStageChange = z.input<typeof IpStageChange>;

/** POST ip-requests/{uuid}/notes: the team may keep a note internal (the owner never sees it). */
export const NewIpNote = z.strictObject({
  note: text('A note', ipLimits.noteLength),
  internal: z.boolean().default(false),
});
export type NewIpNote = z.input<typeof NewIpNote>;

/** PUT ip-requests/{uuid}/licensing: offer it in /search/ips (with what is on offer and its industries), or not. */
export const IpLicensingChange = z
  .strictObject({
    published: z.boolean('Say whether it is offered for licensing'),
    summary: z
      .string()
      .trim()
      .max(ipLimits.summaryLength, `The summary: at most ${ipLimits.summaryLength} characters`)
      .default(''),
    industries: z
      .array(z.string().trim().min(1).max(100))
      .max(ipLimits.industries, `Choose at most ${ipLimits.industries} industries`)
      .default([]),
  })
  .superRefine((body, ctx) => {
    if (!body.published) return;
    if (!body.summary) {
      ctx.addIssue({ code: 'custom', path: ['summary'], message: 'Say what is on offer for licensing' });
    }
    if (body.industries.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['industries'], message: 'Choose at least one industry' });
    }
  });
export type IpLicensingChange = z.input<typeof IpLicensingChange>;

/** PUT admin/ip-requests/{uuid}/facilitator: an approved member of the tenant (their user id), or nobody. */
export const IpFacilitatorChange = z.strictObject({ userUuid: z.uuid('Choose a member').nullable() });
export type IpFacilitatorChange = z.infer<typeof IpFacilitatorChange>;

// ---- Reads ----

export const IpOwner = z.object({
  uuid: z.string(),
  name: z.string(),
  accountType: AccountType,
  logo: z.string().nullable(),
  /** The owner's public profile page. */
  url: z.string(),
});
export type IpOwner = z.infer<typeof IpOwner>;

export const IpPerson = z.object({ userUuid: z.string(), name: z.string() });
export type IpPerson = z.infer<typeof IpPerson>;

export const IpIndustry = z.object({ code: z.string(), name: z.string() });

/** A request in a list: the owner's, the facilitator's or the console's. */
export const IpRequestSummary = z.object({
  uuid: z.string(),
  kind: IpKind,
  title: z.string(),
  stage: IpStage,
  owner: IpOwner,
  requester: z.string(),
  facilitator: IpPerson.nullable(),
  applicationNumber: z.string().nullable(),
  filedOn: z.string().nullable(),
  publishedForLicensing: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type IpRequestSummary = z.infer<typeof IpRequestSummary>;

export const IpInventor = z.object({ name: z.string(), email: z.string().nullable() });
export type IpInventor = z.infer<typeof IpInventor>;

/** A stage move or a note, oldest first; internal ones reach the team only. */
export const IpEvent = z.object({
  id: z.number().int(),
  fromStage: IpStage.nullable(),
  toStage: IpStage.nullable(),
  note: z.string(),
  internal: z.boolean(),
  createdAt: z.string(),
  /** null when the author's account is gone. */
  author: z.object({ name: z.string(), side: z.enum(['owner', 'team']) }).nullable(),
  mine: z.boolean(),
});
export type IpEvent = z.infer<typeof IpEvent>;

export const IpFile = z.object({
  uuid: z.string(),
  name: z.string(),
  kind: DocumentKind,
  size: z.number().int(),
  url: z.string(),
  createdAt: z.string(),
});
export type IpFile = z.infer<typeof IpFile>;

/** What the caller may do with a request: the web shows controls from these and derives nothing. */
export const IpAbilities = z.object({
  edit: z.boolean(),
  /** The stages the caller may move it to now (withdrawn for the owner). */
  moves: z.array(IpStage),
  note: z.boolean(),
  internalNote: z.boolean(),
  upload: z.boolean(),
  removeFiles: z.boolean(),
  license: z.boolean(),
  assign: z.boolean(),
});

/** GET ip-requests/{uuid}. */
export const IpRequest = IpRequestSummary.extend({
  description: z.string(),
  inventors: z.array(IpInventor),
  licensingSummary: z.string(),
  industries: z.array(IpIndustry),
  events: z.array(IpEvent),
  files: z.array(IpFile),
  /** How the caller sees it: as its owner, its facilitator or an operator. */
  viewer: z.enum(['owner', 'facilitator', 'operator']),
  can: IpAbilities,
});
export type IpRequest = z.infer<typeof IpRequest>;

export const IpRequestPage = pageOf(IpRequestSummary);
export type IpRequestPage = z.infer<typeof IpRequestPage>;

/** GET ip-requests: the caller's organisation's requests, and whether the caller may file one. */
export const MyIpRequestPage = IpRequestPage.extend({ canFile: z.boolean() });
export type MyIpRequestPage = z.infer<typeof MyIpRequestPage>;

/** GET ip-requests and ip-requests/assigned. */
export const MyIpRequestsQuery = z.object({ ...pageQuery(pageSizes.list) });
export type MyIpRequestsQuery = z.infer<typeof MyIpRequestsQuery>;

/** GET admin/ip-requests: the queue. */
export const AdminIpQuery = z.object({
  /** A stage, 'open' (every stage that still needs work; the default) or 'all'. */
  stage: z.union([IpStage, z.literal('open'), z.literal('all')]).default('open'),
  kind: IpKind.optional(),
  /** Anyone, nobody yet, or one member (their user id). */
  facilitator: z.union([z.enum(['anyone', 'unassigned']), z.uuid('Choose a facilitator')]).default('anyone'),
  /** Words of the title, the owner's name or the application number. */
  q: z.string().trim().max(ipLimits.searchLength).optional(),
  ...pageQuery(pageSizes.table),
});
export type AdminIpQuery = z.input<typeof AdminIpQuery>;
export type AdminIpFilter = z.output<typeof AdminIpQuery>;

export const AdminIpPage = IpRequestPage.extend({
  /** How many of the tenant's requests are in each stage now. */
  counts: z.record(IpStage, z.number().int()),
});
export type AdminIpPage = z.infer<typeof AdminIpPage>;

/** GET admin/ip-facilitators?q=: approved members a request may be given to. */
export const IpFacilitatorQuery = z.object({ q: z.string().trim().max(ipLimits.searchLength).default('') });
export const IpFacilitatorChoice = z.object({
  userUuid: z.string(),
  name: z.string(),
  organization: z.string().nullable(),
  accountType: AccountType,
});
export type IpFacilitatorChoice = z.infer<typeof IpFacilitatorChoice>;

// ---- The marketplace ----

/** GET ip-marketplace: what owners offer for licensing, newest first. */
export const IpMarketplaceQuery = z.object({
  q: z.string().trim().max(ipLimits.searchLength, `Search at most ${ipLimits.searchLength} characters`).optional(),
  kind: IpKind.optional(),
  industry: z.string().trim().max(100).optional(),
  ...pageQuery(pageSizes.grid),
});
export type IpMarketplaceQuery = z.input<typeof IpMarketplaceQuery>;

/** A card of /search/ips: never the description, inventors, documents or notes of the request. */
export const IpListing = z.object({
  uuid: z.string(),
  kind: IpKind,
  title: z.string(),
  licensingSummary: z.string(),
  industries: z.array(IpIndustry),
  stage: IpStage,
  owner: IpOwner,
  publishedAt: z.string(),
  /** Ask about licensing: a signed-in member who may message and is not of the owner. */
  can: z.object({ message: z.boolean() }),
});
export type IpListing = z.infer<typeof IpListing>;

export const IpListingPage = pageOf(IpListing);
export type IpListingPage = z.infer<typeof IpListingPage>;
