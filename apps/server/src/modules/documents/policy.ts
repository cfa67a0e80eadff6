import { awaitingUploadStatuses, type DocumentStatus } from '@ventura/shared';
import type { AuthContext, ProfileRow } from '../../platform/auth/sessions.ts';
import { organisationOf } from '../../platform/identity/organisation.ts';
import type { DocumentRow } from './repo.ts';

const isOperator = (auth: AuthContext) => auth.user.role === 'operator';
const isApprovedOffice = (profile: ProfileRow) =>
  profile.accountType === 'program_office' && profile.approvalStatus === 'approved';
/** The caller's profile is (a member of) the office that asked, approved or not. */
const asked = (profile: ProfileRow, document: DocumentRow) =>
  profile.accountType === 'program_office' && organisationOf(profile) === document.officeProfileId;
/** The caller's profile is (a member of) the startup asked. */
const isAsked = (profile: ProfileRow, document: DocumentRow) =>
  profile.accountType === 'startup' && organisationOf(profile) === document.startupProfileId;
const actsForOffice = (profile: ProfileRow, document: DocumentRow) =>
  asked(profile, document) && isApprovedOffice(profile);

/** A file may be sent while it is owed, and replaced until the office has decided on it. */
const uploadable: readonly DocumentStatus[] = [...awaitingUploadStatuses, 'submitted'];

/**
 * Who may do what with document requests, as pure functions of the caller and the request. An office
 * acts only while its profile is approved; a startup may answer in any approval state (documents are
 * often part of an application, before approval). Operators of the tenant may read, never act.
 */
export const documentPolicy = {
  /** Only an approved program office asks for documents. */
  request: (profile: ProfileRow) => isApprovedOffice(profile),
  /** Whom the request concerns at all: anyone else is told it does not exist. */
  involved: (auth: AuthContext, document: DocumentRow) =>
    isOperator(auth) || asked(auth.profile, document) || isAsked(auth.profile, document),
  /** Lists: the requests of the caller's office, those addressed to the caller's startup, or all (operators). */
  list: (auth: AuthContext) =>
    isOperator(auth) || isApprovedOffice(auth.profile) || auth.profile.accountType === 'startup',
  upload: (profile: ProfileRow, document: DocumentRow) =>
    isAsked(profile, document) && uploadable.includes(document.status),
  review: (profile: ProfileRow, document: DocumentRow) =>
    actsForOffice(profile, document) && document.status === 'submitted',
  /** The request's wording may change only while the startup owes a file, never under a file being read. */
  edit: (profile: ProfileRow, document: DocumentRow) =>
    actsForOffice(profile, document) && awaitingUploadStatuses.includes(document.status),
  withdraw: (profile: ProfileRow, document: DocumentRow) => actsForOffice(profile, document),
  download: (auth: AuthContext, document: DocumentRow) =>
    document.fileKey !== null &&
    (isOperator(auth) || actsForOffice(auth.profile, document) || isAsked(auth.profile, document)),
  /** Whether the caller acts for the office that asked (approved or not), to tell them why they may not. */
  isOfficeSide: asked,
  isStartupSide: isAsked,
};
