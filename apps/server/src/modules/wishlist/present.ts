import type { WishlistEntry } from '@ventura/shared';
import type { EntryRow } from './repo.ts';

export const presentEntry = (row: EntryRow, connected: boolean): WishlistEntry => ({
  id: row.uuid,
  toUserUUID: row.userId,
  userAccountType: row.userAccountType,
  person: {
    profileUuid: row.profileUuid,
    userId: row.userId,
    name: row.name || row.userName,
    accountType: row.accountType,
    organizationName: row.organizationName,
    avatar: row.avatar,
  },
  connected,
  createdAt: row.createdAt.toISOString(),
});
