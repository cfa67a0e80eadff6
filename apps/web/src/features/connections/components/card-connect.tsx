import { type UseQueryResult, useQueries } from '@tanstack/react-query';
import type { ConnectionState, DirectoryCard } from '@ventura/shared';
import { useSessionUser, useStoredProfile } from '../../../core/session.ts';
import { useTenant } from '../../../core/tenant.ts';
import { type ConnectionListPage, connectionsQuery } from '../api.ts';
import { cardConnectable } from '../rules.ts';
import { connectionTabs } from '../tabs.ts';
import { ConnectControl } from './connect-control.tsx';

/**
 * The caller's state with every profile it is connected with or has an open request with, by profile
 * uuid, from the three lists of the connections page (one call each, shared with that page's cache):
 * a directory page asks three times instead of once per card. Undefined until all three have answered.
 */
const statesOf = (results: UseQueryResult<ConnectionListPage>[]) => {
  if (results.some((result) => result.isPending)) return undefined;
  const states = new Map<string, ConnectionState>();
  for (const result of results) {
    for (const connection of result.data?.items ?? []) states.set(connection.other.uuid, connection);
  }
  return states;
};

/**
 * Connect on a directory card, for members who may connect with this kind of profile. The card does
 * not say what the server allows (it carries no `can`); the viewer's own `can.connect` and the tenant's
 * connection matrix decide, and the server still refuses what it does not allow.
 */
export function DirectoryConnectButton({ card }: { card: DirectoryCard }) {
  const tenant = useTenant();
  const user = useSessionUser();
  const profile = useStoredProfile();
  const allowed = cardConnectable({ tenant, user, profile, card });
  const states = useQueries({
    queries: connectionTabs.map((tab) => ({ ...connectionsQuery(tab), enabled: allowed, staleTime: 30_000 })),
    combine: statesOf,
  });
  if (!allowed) return null;
  return (
    <ConnectControl
      target={{ uuid: card.uuid, name: card.name, accountType: card.accountType }}
      state={states === undefined ? undefined : (states.get(card.uuid) ?? null)}
      size="xs"
    />
  );
}
