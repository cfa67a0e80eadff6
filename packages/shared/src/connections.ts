import { z } from 'zod';
import { AccountType } from './accounts.ts';
import { ConnectionStatus } from './activity.ts';
import { limits } from './constants.ts';
import { pageQuery, pageSizes } from './paging.ts';

export const ConnectionRequestsType = z.enum(['received', 'sent']);
export type ConnectionRequestsType = z.infer<typeof ConnectionRequestsType>;

/** Connection lists page by pageNumber (default 1) and limit (default 500), as spec 9 says. */
export const ConnectionPaging = z.object(pageQuery(pageSizes.connections));
export type ConnectionPaging = z.infer<typeof ConnectionPaging>;

/** PATCH connections/accept|reject/{uuid}: the receiver's answer, with an optional message (no other keys). */
export const ConnectionAction = z.strictObject({
  actionMessage: z.string().trim().max(500, 'The message can be at most 500 characters').optional(),
});
export type ConnectionAction = z.infer<typeof ConnectionAction>;

export const ConnectionPeer = z.object({
  uuid: z.string(),
  /** The person behind the profile: what presence (the online dot) is asked about. */
  userId: z.string(),
  name: z.string(),
  accountType: AccountType,
  accountTypeLabel: z.string(),
  organizationName: z.string().nullable(),
  avatar: z.string().nullable(),
});
export type ConnectionPeer = z.infer<typeof ConnectionPeer>;

export const Connection = z.object({
  connectionUUID: z.string(),
  companyUUID: z.string(),
  connectionStatus: ConnectionStatus,
  direction: z.enum(['sent', 'received']),
  requestMessage: z.string().nullable(),
  actionMessage: z.string().nullable(),
  createdAt: z.string(),
  respondedAt: z.string().nullable(),
  other: ConnectionPeer,
  /** What the caller may do with it: answer a request received, withdraw one sent, remove an accepted one. */
  can: z.object({ accept: z.boolean(), reject: z.boolean(), withdraw: z.boolean(), remove: z.boolean() }),
});
export type Connection = z.infer<typeof Connection>;

export const ConnectionCounts = z.object({
  connections: z.number().int(),
  received: z.number().int(),
  sent: z.number().int(),
});
export type ConnectionCounts = z.infer<typeof ConnectionCounts>;

const ProfileUuid = z.string().uuid('Choose a profile to connect with');
const RequestMessage = z
  .string()
  .trim()
  .max(limits.connectionMessageLength, `The message can be at most ${limits.connectionMessageLength} characters`)
  .optional();

/** POST connections/send/request: ask a profile to connect, with an optional message. */
export const SendConnectionRequest = z.strictObject({ profileUUID: ProfileUuid, message: RequestMessage });
export type SendConnectionRequest = z.infer<typeof SendConnectionRequest>;

/** POST connections/investor: ask an investor, with the document uploaded first (POST connections/upload/document). */
export const InvestorConnectionRequest = z.strictObject({
  profileUUID: ProfileUuid,
  message: RequestMessage,
  documentUUID: z.string().uuid('Upload the document first'),
});
export type InvestorConnectionRequest = z.infer<typeof InvestorConnectionRequest>;

/** What POST connections/upload/document answers: the uploaded file, to send with the request. */
export const ConnectionAttachment = z.object({
  uuid: z.string(),
  fileName: z.string(),
  fileSize: z.number().int(),
  fileKind: z.string(),
});
export type ConnectionAttachment = z.infer<typeof ConnectionAttachment>;

/** What a send answers, and what GET connections/check/request/{profileUuid} answers (null: none). */
export const ConnectionState = z.object({
  connectionUUID: z.string(),
  companyUUID: z.string(),
  connectionStatus: ConnectionStatus,
  direction: z.enum(['sent', 'received']),
  actionMessage: z.string().nullable(),
});
export type ConnectionState = z.infer<typeof ConnectionState>;

/** POST public/connections/action: accept or reject from the email's link, no session. */
export const PublicConnectionAction = z.strictObject({
  token: z.string().trim().min(1, 'The link is incomplete').max(600, 'The link is not valid'),
  action: z.enum(['accept', 'reject']),
  actionMessage: ConnectionAction.shape.actionMessage,
});
export type PublicConnectionAction = z.infer<typeof PublicConnectionAction>;
export const PublicConnectionActionAnswer = z.object({
  connectionStatus: ConnectionStatus,
  requesterName: z.string(),
});
export type PublicConnectionActionAnswer = z.infer<typeof PublicConnectionActionAnswer>;

/** GET connections/list/basic/all: the caller's accepted connections, small, for pickers. */
export const BasicConnection = z.object({
  uuid: z.string(),
  userId: z.string(),
  name: z.string(),
  organizationName: z.string().nullable(),
  accountType: AccountType,
  avatar: z.string().nullable(),
});
export type BasicConnection = z.infer<typeof BasicConnection>;

/** GET connections/check_user_online_status?userIds=a,b: who of them is online now. */
export const OnlineStatusQuery = z.object({
  userIds: z
    .string()
    .max(limits.onlineStatusUsers * 37)
    .transform((text) => text.split(',').filter(Boolean))
    .pipe(z.array(z.string().uuid('Each user id must be a uuid')).min(1).max(limits.onlineStatusUsers)),
});
export const OnlineStatus = z.record(z.string(), z.boolean());

/** GET connections/parent-user/group/{profileUuid}: an organisation's people and the caller's connection to each. */
export const GroupMember = z.object({
  uuid: z.string(),
  userId: z.string(),
  name: z.string(),
  accountType: AccountType,
  avatar: z.string().nullable(),
  isParent: z.boolean(),
  connectionStatus: ConnectionStatus.nullable(),
});
export type GroupMember = z.infer<typeof GroupMember>;

/** The operator console's moderation queue. */
export const ModerationDecision = z.strictObject({
  decision: z.enum(['approve', 'decline']),
  note: z.string().trim().max(500, 'The note can be at most 500 characters').optional(),
});
export type ModerationDecision = z.infer<typeof ModerationDecision>;
export const ModeratedConnection = z.object({
  connectionUUID: z.string(),
  createdAt: z.string(),
  requestMessage: z.string().nullable(),
  hasDocument: z.boolean(),
  from: ConnectionPeer,
  to: ConnectionPeer,
});
export type ModeratedConnection = z.infer<typeof ModeratedConnection>;

/** GET connections: the caller's accepted connections, paged, narrowed by the other's name or account type. */
export const ConnectionListQuery = ConnectionPaging.extend({
  q: z.string().trim().max(100, 'Search text can be at most 100 characters').optional(),
  accountType: AccountType.optional(),
});
export type ConnectionListQuery = z.infer<typeof ConnectionListQuery>;

/** A connection named in a path (DELETE connections/{connectionUUID}, its document). */
export const ConnectionParams = z.object({ connectionUUID: z.uuid('This is not a connection id') });

/** GET admin/connections/moderation: the oldest waiting first, paged. */
export const ModerationQuery = z.object(pageQuery(pageSizes.list));
export type ModerationQuery = z.infer<typeof ModerationQuery>;
export const ModerationAnswer = z.object({
  connectionUUID: z.string(),
  connectionStatus: ConnectionStatus,
});
export type ModerationAnswer = z.infer<typeof ModerationAnswer>;
