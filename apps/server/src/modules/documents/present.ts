import {
  awaitingUploadStatuses,
  type DocumentKind,
  type DocumentRequest,
  documentKindInfo,
  profileTypes,
} from '@ventura/shared';
import type { AuthContext } from '../../platform/auth/sessions.ts';
import { documentPolicy } from './policy.ts';
import type { DocumentWithParties } from './repo.ts';

/** Where the parties download a request's file, with their session (never the public files route). */
export const fileUrlOf = (uuid: string) => `/api/v1/${profileTypes.program_office.rolePath}/documents/${uuid}/file`;

/** The name a download is saved under: the request's title, without what file systems refuse, and the kind's extension. */
export const fileNameOf = (title: string, kind: DocumentKind) => {
  const base =
    title
      .normalize('NFKC')
      .replace(/[\\/:*?"<>|\p{Cc}\p{Cf}]+/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 100)
      .replace(/^\.+/, '') || 'document';
  return `${base}.${kind}`;
};

const partyOf = (side: DocumentWithParties['office']) => ({
  uuid: side.uuid,
  name: side.organizationName?.trim() || side.personName,
  logo: side.logo,
});

const today = () => new Date().toISOString().slice(0, 10);

/** A request as the caller sees it, with what they may do with it. */
export const presentDocument = ({ document, office, startup }: DocumentWithParties, auth: AuthContext) => {
  const { fileKind, fileSize, submittedAt } = document;
  const file =
    fileKind && fileSize !== null && submittedAt
      ? {
          kind: fileKind,
          contentType: documentKindInfo[fileKind].contentType,
          size: fileSize,
          name: fileNameOf(document.title, fileKind),
          url: fileUrlOf(document.uuid),
          uploadedAt: submittedAt.toISOString(),
        }
      : null;
  const review = documentPolicy.review(auth.profile, document);
  return {
    uuid: document.uuid,
    title: document.title,
    description: document.description,
    dueDate: document.dueDate,
    programCode: document.programCode,
    status: document.status,
    overdue:
      document.dueDate !== null && document.dueDate < today() && awaitingUploadStatuses.includes(document.status),
    reviewComment: document.reviewComment,
    submissions: document.submissions,
    office: partyOf(office),
    startup: partyOf(startup),
    file,
    createdAt: document.createdAt.toISOString(),
    updatedAt: document.updatedAt.toISOString(),
    decidedAt: document.decidedAt?.toISOString() ?? null,
    can: {
      upload: documentPolicy.upload(auth.profile, document),
      accept: review,
      reject: review,
      edit: documentPolicy.edit(auth.profile, document),
      withdraw: documentPolicy.withdraw(auth.profile, document),
      download: documentPolicy.download(auth, document),
    },
  } satisfies DocumentRequest;
};
