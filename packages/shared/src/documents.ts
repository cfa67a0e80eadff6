import { z } from 'zod';
import { limits } from './constants.ts';
import { pagePath, pageSizes } from './paging.ts';

/*
 * Program office application documents (spec calls 7.4): a program office asks a startup for a document,
 * the startup uploads it, the office accepts it or sends it back with a comment, and the startup uploads
 * it again. One request carries at most one file, the latest.
 */

/** What a document may be, told from its bytes on the server (never from its name or declared type). */
export const documentKinds = ['pdf', 'doc', 'docx', 'xlsx', 'pptx', 'png', 'jpg'] as const;
export const DocumentKind = z.enum(documentKinds);
export type DocumentKind = z.infer<typeof DocumentKind>;

/** Each kind's content type (as stored and served) and its name for people. */
export const documentKindInfo: Record<DocumentKind, { contentType: string; label: string }> = {
  pdf: { contentType: 'application/pdf', label: 'PDF' },
  doc: { contentType: 'application/msword', label: 'Word 97-2003 document' },
  docx: {
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    label: 'Word document',
  },
  xlsx: { contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', label: 'Excel workbook' },
  pptx: {
    contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    label: 'PowerPoint presentation',
  },
  png: { contentType: 'image/png', label: 'PNG image' },
  jpg: { contentType: 'image/jpeg', label: 'JPEG image' },
};

/** The sentence that says what may be uploaded, for forms and for the server's refusals. */
export const documentKindsText = 'a PDF, Word (.doc or .docx), Excel (.xlsx), PowerPoint (.pptx), PNG or JPEG file';

/**
 * pending: asked, no file yet; submitted: a file waits for the office's review; accepted: done;
 * rejected: sent back with a comment, waiting for a new file.
 */
export const documentStatuses = ['pending', 'submitted', 'accepted', 'rejected'] as const;
export const DocumentStatus = z.enum(documentStatuses);
export type DocumentStatus = z.infer<typeof DocumentStatus>;

/** The states in which the startup owes a file: asked for, or sent back (pendingDocumentsUploadCount). */
export const awaitingUploadStatuses: readonly DocumentStatus[] = ['pending', 'rejected'];

/** The filter of a list: one state, or all of them. */
export const DocumentListStatus = z.enum(['all', ...documentStatuses]);
export type DocumentListStatus = z.infer<typeof DocumentListStatus>;

/** The earliest date that is still today somewhere on earth (UTC-12): a due date before it has passed everywhere. */
export const earliestDueDate = (now = new Date()) =>
  new Date(now.getTime() - 12 * 60 * 60 * 1000).toISOString().slice(0, 10);

const Title = z.string().trim().min(1, 'Title required').max(120, 'The title can be at most 120 characters');
const Description = z
  .string()
  .trim()
  .min(1, 'Say what the document should contain')
  .max(2000, 'The description can be at most 2000 characters');
const DueDate = z.iso
  .date('Use a date as YYYY-MM-DD')
  .refine((date) => date >= earliestDueDate(), 'The due date has already passed');
/** The program the request belongs to, for the programs feature to come: a code such as `ACC-2027`. */
const ProgramCode = z
  .string()
  .trim()
  .min(1, 'Program code required')
  .max(40, 'A program code is at most 40 characters')
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'A program code is letters, digits, dots, dashes or underscores');
const Comment = z.string().trim().max(1000, 'The comment can be at most 1000 characters');

/** POST program_office_members/submit-document: an office asks a startup of its tenant for a document. */
export const RequestDocument = z.strictObject({
  startupUuid: z.uuid('Choose a startup'),
  title: Title,
  description: Description,
  dueDate: DueDate.nullish(),
  programCode: ProgramCode.nullish(),
});
export type RequestDocument = z.infer<typeof RequestDocument>;

/**
 * PUT program_office_members/update-document/{id}: the office accepts a submitted document, rejects it
 * with a comment saying what to change, or edits the request while the startup still owes a file.
 */
export const UpdateDocument = z.discriminatedUnion('action', [
  z.strictObject({ action: z.literal('accept'), comment: Comment.optional() }),
  z.strictObject({
    action: z.literal('reject'),
    comment: Comment.min(1, 'Say why the document is rejected, so the startup knows what to change'),
  }),
  z
    .strictObject({
      action: z.literal('edit'),
      title: Title.optional(),
      description: Description.optional(),
      dueDate: DueDate.nullish(),
      programCode: ProgramCode.nullish(),
    })
    .refine(
      (edit) => Object.keys(edit).some((key) => key !== 'action'),
      'Send at least one of title, description, dueDate or programCode',
    ),
]);
export type UpdateDocument = z.infer<typeof UpdateDocument>;

export const DocumentIdParams = z.object({ id: z.uuid('This is not a document id') });
export type DocumentIdParams = z.infer<typeof DocumentIdParams>;

/** GET program_office_members/fetch-documents/{pageNumber}/{limit}[/{status}]: a page of one state, or of all. */
export const DocumentListParams = z.object({
  ...pagePath(pageSizes.list),
  status: DocumentListStatus.optional(),
});
export type DocumentListParams = z.infer<typeof DocumentListParams>;

/** GET program_office_members/fetch-documents-rejected/{pageNumber}/{limit}: the documents sent back. */
export const RejectedDocumentListParams = z.object(pagePath(pageSizes.list));
export type RejectedDocumentListParams = z.infer<typeof RejectedDocumentListParams>;

/** Narrows a list to one counterpart: a startup for an office, an office for a startup. */
export const DocumentListQuery = z.object({ profileUuid: z.uuid('This is not a profile id').optional() });
export type DocumentListQuery = z.infer<typeof DocumentListQuery>;

/** POST program_office_members/{id}/upload-document: one file in the form field `file`. */
export const DocumentUploadForm = z.object({
  // The accepted kinds are checked from the bytes on the server; OpenAPI 3.0 cannot say them per field.
  file: z.file().describe(`${documentKindsText}; at most ${limits.documentSizeBytes / 1024 / 1024} MB`),
});
export type DocumentUploadForm = z.infer<typeof DocumentUploadForm>;

/** One side of a request, as both sides see it. */
export const DocumentParty = z.object({ uuid: z.string(), name: z.string(), logo: z.string().nullable() });
export type DocumentParty = z.infer<typeof DocumentParty>;

/** The file a startup sent: what it is, and where the parties download it (with their session). */
export const DocumentFile = z.object({
  kind: DocumentKind,
  contentType: z.string(),
  size: z.number().int(),
  /** The name a download is saved under: the request's title and the kind's extension. */
  name: z.string(),
  url: z.string(),
  uploadedAt: z.string(),
});
export type DocumentFile = z.infer<typeof DocumentFile>;

export const DocumentRequest = z.object({
  uuid: z.string(),
  title: z.string(),
  description: z.string(),
  dueDate: z.string().nullable(),
  programCode: z.string().nullable(),
  status: DocumentStatus,
  /** Past its due date with the file still owed. */
  overdue: z.boolean(),
  /** The office's words with its last decision. */
  reviewComment: z.string().nullable(),
  /** How many files the startup has sent for this request, re-uploads included. */
  submissions: z.number().int(),
  office: DocumentParty,
  startup: DocumentParty,
  file: DocumentFile.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  decidedAt: z.string().nullable(),
  /** What the caller may do with it: the web shows buttons from these and derives no rule itself. */
  can: z.object({
    upload: z.boolean(),
    accept: z.boolean(),
    reject: z.boolean(),
    edit: z.boolean(),
    withdraw: z.boolean(),
    download: z.boolean(),
  }),
});
export type DocumentRequest = z.infer<typeof DocumentRequest>;

/**
 * An investor's connection document (investors/upload/connection-document): what a startup reads, and
 * often fills in, before asking that investor to connect. Shown to the investor's team, operators and
 * the members who may connect with the investor.
 */
export const ConnectionDocument = z.object({
  investor: DocumentParty,
  file: DocumentFile,
  /** The investor's own team may replace or remove it. */
  can: z.object({ replace: z.boolean(), remove: z.boolean() }),
});
export type ConnectionDocument = z.infer<typeof ConnectionDocument>;
