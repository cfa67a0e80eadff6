import {
  accountTypeLabels,
  type BasicConnection,
  type Connection,
  type ConnectionAttachment,
  type ConnectionPeer,
  type ConnectionState,
  type ConnectionStatus,
  type GroupMember,
  type ModeratedConnection,
} from '@ventura/shared';
import type { ProfileRow, User } from '../../platform/auth/sessions.ts';
import type { AttachmentRow } from './attachment-repo.ts';
import { connectionPolicy } from './policy.ts';
import type { ConnectionListRow, ConnectionRow } from './repo.ts';

export const presentPeer = (profile: ProfileRow, user: User): ConnectionPeer => ({
  uuid: profile.uuid,
  userId: user.id,
  name: user.name,
  accountType: profile.accountType,
  accountTypeLabel: accountTypeLabels[profile.accountType],
  organizationName: profile.organizationName,
  avatar: profile.avatar,
});

export const presentConnection = (row: ConnectionListRow, me: ProfileRow): Connection => {
  const sent = row.connection.fromProfileId === me.id;
  const other = sent ? presentPeer(row.toProfile, row.toUser) : presentPeer(row.fromProfile, row.fromUser);
  const canRespond = connectionPolicy.respond(me, row.connection);
  return {
    connectionUUID: row.connection.uuid,
    companyUUID: other.uuid,
    connectionStatus: row.connection.status,
    direction: sent ? 'sent' : 'received',
    requestMessage: row.connection.requestMessage,
    actionMessage: row.connection.actionMessage,
    createdAt: row.connection.createdAt.toISOString(),
    respondedAt: row.connection.respondedAt?.toISOString() ?? null,
    other,
    can: {
      accept: canRespond,
      reject: canRespond,
      withdraw: connectionPolicy.withdraw(me, row.connection),
      remove: connectionPolicy.remove(me, row.connection),
    },
  };
};

/** Where the caller stands with the profile at the other end (`other`). */
export const presentState = (c: ConnectionRow, me: ProfileRow, other: ProfileRow): ConnectionState => ({
  connectionUUID: c.uuid,
  companyUUID: other.uuid,
  connectionStatus: c.status,
  direction: c.fromProfileId === me.id ? 'sent' : 'received',
  actionMessage: c.actionMessage,
});

export const presentAttachment = (row: AttachmentRow): ConnectionAttachment => ({
  uuid: row.uuid,
  fileName: row.fileName,
  fileSize: row.fileSize,
  fileKind: row.fileKind,
});

export const presentBasic = (profile: ProfileRow, user: User): BasicConnection => ({
  uuid: profile.uuid,
  userId: user.id,
  name: user.name,
  organizationName: profile.organizationName,
  accountType: profile.accountType,
  avatar: profile.avatar,
});

export const presentGroupMember = (
  row: { profile: ProfileRow; user: User; status: ConnectionStatus | null; sentByViewer: boolean | null },
  organisationId: number,
): GroupMember => ({
  uuid: row.profile.uuid,
  userId: row.user.id,
  name: row.user.name,
  accountType: row.profile.accountType,
  avatar: row.profile.avatar,
  isParent: row.profile.id === organisationId,
  // A request still with the operators is the sender's to know about, not the receiver's.
  connectionStatus: row.status === 'pending_moderation' && !row.sentByViewer ? null : row.status,
});

export const presentModerated = (row: ConnectionListRow): ModeratedConnection => ({
  connectionUUID: row.connection.uuid,
  createdAt: row.connection.createdAt.toISOString(),
  requestMessage: row.connection.requestMessage,
  hasDocument: row.connection.attachmentId !== null,
  from: presentPeer(row.fromProfile, row.fromUser),
  to: presentPeer(row.toProfile, row.toUser),
});
