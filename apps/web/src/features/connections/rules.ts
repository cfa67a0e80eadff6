import type { AccountType, ConnectionState, TenantDetails } from '@ventura/shared';

type Stated = Pick<ConnectionState, 'connectionStatus' | 'direction'>;

/*
 * Which of the caller's own actions a connection offers. The server's `can` says who may answer a request
 * (accept, reject); withdrawing and removing are the caller's own records, open while they stand. Should
 * the server add `can.withdraw` / `can.remove` to Connection, the buttons read those instead.
 */

/** A request the caller sent that nobody has answered yet (also while it waits for moderation). */
export const canWithdraw = (connection: Stated) =>
  connection.direction === 'sent' &&
  (connection.connectionStatus === 'pending' || connection.connectionStatus === 'pending_moderation');

/** An accepted connection, whichever side asked. */
export const canRemove = (connection: Stated) => connection.connectionStatus === 'accepted';

/**
 * What the Connect control shows for the caller's state with a profile: ask (nothing open, or the last
 * request was declined), sent (waiting), received (the other asked: answer it), or connected.
 */
export type ConnectStep = 'connect' | 'sent' | 'received' | 'connected';
export const connectStepOf = (state: Stated | null | undefined): ConnectStep => {
  if (!state || state.connectionStatus === 'rejected') return 'connect';
  if (state.connectionStatus === 'accepted') return 'connected';
  return state.direction === 'sent' ? 'sent' : 'received';
};

type Viewer = { uuid: string; accountType: AccountType };
type ViewerProfile = { uuid: string; can: { connect: boolean } };

/**
 * Whether a directory card offers Connect. A card carries no `can` of its own, so this reads what the
 * server said about the viewer (its profile's `can.connect`: connections on, a networking account type,
 * not under limited access) and the tenant's connection matrix for the card's type; never one's own card.
 */
export const cardConnectable = ({
  tenant,
  user,
  profile,
  card,
}: {
  tenant: Pick<TenantDetails, 'connection_matrix'>;
  user: Viewer | null;
  profile: ViewerProfile | null;
  card: { uuid: string; accountType: AccountType };
}) =>
  user !== null &&
  profile !== null &&
  profile.uuid === user.uuid &&
  profile.can.connect &&
  card.uuid !== user.uuid &&
  tenant.connection_matrix.some(
    (entry) =>
      entry.profileType === user.accountType && entry.otherProfileType === card.accountType && entry.canConnect,
  );
