import { accountTypeLabels, type Connection } from '@ventura/shared';
import type { ProfileRow, User } from '../../platform/auth/sessions.ts';
import { connectionPolicy } from './policy.ts';
import type { ConnectionListRow } from './repo.ts';

const peer = (profile: ProfileRow, user: User) => ({
  uuid: profile.uuid,
  name: user.name,
  accountType: profile.accountType,
  accountTypeLabel: accountTypeLabels[profile.accountType],
  organizationName: profile.organizationName,
  avatar: profile.avatar,
});

export const presentConnection = (row: ConnectionListRow, me: ProfileRow): Connection => {
  const sent = row.connection.fromProfileId === me.id;
  const other = sent ? peer(row.toProfile, row.toUser) : peer(row.fromProfile, row.fromUser);
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
    can: { accept: canRespond, reject: canRespond },
  };
};
