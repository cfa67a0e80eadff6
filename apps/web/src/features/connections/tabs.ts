import { type ConnectionCounts, shortCount } from '@ventura/shared';

/** The lists of the connections page: accepted connections, and pending requests received or sent. */
export const connectionTabs = ['connections', 'received', 'sent'] as const;
export type ConnectionTab = (typeof connectionTabs)[number];

const labels: Record<ConnectionTab, string> = { connections: 'Connections', received: 'Received', sent: 'Sent' };

/** The tab a `?tab=` value names; anything else opens the connections themselves. */
export const tabFromParam = (value: string | null): ConnectionTab =>
  connectionTabs.find((tab) => tab === value) ?? 'connections';

/** "Received (3)" once the counts are known, "Received" before or when they could not be loaded. */
export const tabLabel = (tab: ConnectionTab, counts: ConnectionCounts | undefined) =>
  counts ? `${labels[tab]} (${shortCount(counts[tab])})` : labels[tab];

/** What an empty list says, per tab. */
export const emptyTexts: Record<ConnectionTab, { title: string; message: string }> = {
  connections: {
    title: 'No connections yet',
    message: 'When you accept a request, or someone accepts yours, they appear here.',
  },
  received: {
    title: 'No requests waiting',
    message: 'Requests other members send you appear here for you to accept or reject.',
  },
  sent: {
    title: 'No requests sent',
    message: 'Requests you send stay here until they are answered.',
  },
};
