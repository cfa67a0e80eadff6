import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/**
 * A subscription to a PostgreSQL notification channel. `onState(false)` means notifications may be
 * missed from now on (the connection dropped); `onState(true)` that they flow again. A cache fed by
 * notifications must stop trusting itself while the state is false.
 */
export type Listen = (
  channel: string,
  onNotify: (payload: string) => void,
  onState: (live: boolean) => void,
) => Promise<() => Promise<void>>;

/** The embedded database lives in this process: its notifications cannot be missed. */
export const pgliteListen =
  (client: PGlite): Listen =>
  async (channel, onNotify, onState) => {
    const unsubscribe = await client.listen(channel, onNotify);
    onState(true);
    return async () => {
      onState(false);
      // The database may already be closed when the server shuts down: nothing left to unsubscribe from.
      if (!client.closed) await unsubscribe().catch(() => {});
    };
  };

/**
 * PostgreSQL: one dedicated connection per channel, re-established (every 1 to 5 s) after the server
 * restarts or the network drops, without ending the process.
 */
export const postgresListen =
  (url: string): Listen =>
  async (channel, onNotify, onState) => {
    let closed = false;
    let client: pg.Client | undefined;
    let retry: NodeJS.Timeout | undefined;
    let delayMs = 1000;
    const reconnect = () => {
      onState(false);
      if (closed || retry) return;
      retry = setTimeout(() => {
        retry = undefined;
        void connect();
      }, delayMs);
      retry.unref();
      delayMs = Math.min(delayMs * 2, 5000);
    };
    const connect = async () => {
      const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000, keepAlive: true });
      next.on('error', reconnect);
      next.on('end', reconnect);
      next.on('notification', (message) => {
        if (message.channel === channel) onNotify(message.payload ?? '');
      });
      try {
        await next.connect();
        await next.query(`LISTEN "${channel.replaceAll('"', '')}"`);
        client = next;
        delayMs = 1000;
        onState(true);
      } catch {
        next.removeAllListeners('end');
        await next.end().catch(() => {});
        reconnect();
      }
    };
    await connect();
    return async () => {
      closed = true;
      clearTimeout(retry);
      onState(false);
      await client?.end().catch(() => {});
    };
  };
