import {
  type DocumentKind,
  type IpEvent,
  type IpFile,
  type IpKind,
  type IpListing,
  type IpOwner,
  type IpRequest,
  type IpRequestSummary,
  type IpStage,
  isProfileAccountType,
  publicProfilePath,
} from '@ventura/shared';
import { type Caller, ipPolicy, type RequestFacts } from './policy.ts';
import type { EventRow, FileRow, RequestRow } from './repo.ts';

/* What a request looks like on the wire: explicit fields, and what the caller may do with it. */

const stageOf = (stage: string | null) => stage as IpStage | null;

export const facts = (row: RequestRow): RequestFacts => ({
  stage: row.stage as IpStage,
  profileId: row.profileId,
  requesterUserId: row.requesterUserId,
  facilitatorUserId: row.facilitatorUserId,
});

export const presentOwner = (row: RequestRow): IpOwner => ({
  uuid: row.ownerUuid,
  name: row.ownerName,
  accountType: row.ownerType,
  logo: row.ownerLogo,
  url: isProfileAccountType(row.ownerType) ? publicProfilePath(row.ownerType, row.ownerUuid, row.ownerName) : '',
});

export const presentSummary = (row: RequestRow): IpRequestSummary => ({
  uuid: row.uuid,
  kind: row.kind as IpKind,
  title: row.title,
  stage: row.stage as IpStage,
  owner: presentOwner(row),
  requester: row.requesterName,
  facilitator: row.facilitatorUserId ? { userUuid: row.facilitatorUserId, name: row.facilitatorName ?? '' } : null,
  applicationNumber: row.applicationNumber,
  filedOn: row.filedOn,
  publishedForLicensing: row.publishedForLicensing,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const presentFile = (requestUuid: string, file: FileRow): IpFile => ({
  uuid: file.uuid,
  name: file.fileName,
  kind: file.kind as DocumentKind,
  size: file.size,
  url: `/api/v1/ip-requests/${requestUuid}/files/${file.uuid}`,
  createdAt: file.createdAt.toISOString(),
});

/** An event; its author is of the owner's side when they act for the owning organisation. */
export const presentEvent = (event: EventRow, caller: Caller, ownerSide: ReadonlySet<string>): IpEvent => ({
  id: event.id,
  fromStage: stageOf(event.fromStage),
  toStage: stageOf(event.toStage),
  note: event.note,
  internal: event.internal,
  createdAt: event.createdAt.toISOString(),
  author:
    event.authorName === null || event.authorUserId === null
      ? null
      : { name: event.authorName, side: ownerSide.has(event.authorUserId) ? 'owner' : 'team' },
  mine: event.authorUserId === caller.userId,
});

export const presentRequest = (
  row: RequestRow,
  caller: Caller,
  extra: {
    events: EventRow[];
    files: FileRow[];
    industryNames: Map<string, string>;
    ownerSide: ReadonlySet<string>;
  },
): IpRequest => {
  const r = facts(row);
  return {
    ...presentSummary(row),
    description: row.description,
    inventors: row.inventors.map((inventor) => ({ name: inventor.name, email: inventor.email ?? null })),
    licensingSummary: row.licensingSummary,
    industries: row.industries.map((code) => ({ code, name: extra.industryNames.get(code) ?? code })),
    events: extra.events.map((event) => presentEvent(event, caller, extra.ownerSide)),
    files: extra.files.map((file) => presentFile(row.uuid, file)),
    viewer: ipPolicy.viewer(caller, r),
    can: {
      edit: ipPolicy.edit(caller, r),
      moves: ipPolicy.moves(caller, r),
      note: ipPolicy.note(caller, r),
      internalNote: ipPolicy.internalNote(caller, r),
      upload: ipPolicy.upload(caller, r),
      removeFiles: ipPolicy.upload(caller, r),
      license: ipPolicy.license(caller, r),
      assign: ipPolicy.assign(caller),
    },
  };
};

/** A marketplace card: what its owner chose to publish, never the request's description, people or papers. */
export const presentListing = (row: RequestRow, industryNames: Map<string, string>, message: boolean): IpListing => ({
  uuid: row.uuid,
  kind: row.kind as IpKind,
  title: row.title,
  licensingSummary: row.licensingSummary,
  industries: row.industries.map((code) => ({ code, name: industryNames.get(code) ?? code })),
  stage: row.stage as IpStage,
  owner: presentOwner(row),
  publishedAt: row.updatedAt.toISOString(),
  can: { message },
});
