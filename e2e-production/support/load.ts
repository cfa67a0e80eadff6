import http from 'node:http';
import net from 'node:net';
import { io, type Socket } from 'socket.io-client';
import { type Answer, httpRequest } from './processes.ts';

/* Load and watchers for the SIGTERM test: a steady stream of requests, a request held open half-sent,
   and Socket.IO clients that count their disconnections and what they hear. */

export type Outcome = { label: string; status: number | null; error?: string };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts one request every `intervalMs`, at most `inFlight` at once, until stopped or past its bounds
 * (`maxRequests`, `maxMs`): a steady rate whatever the answers' times, and a loop that ends by itself.
 */
export const steadyLoad = (options: {
  intervalMs: number;
  inFlight: number;
  maxRequests: number;
  maxMs: number;
  send: (n: number) => Promise<Outcome>;
}) => {
  const outcomes: Outcome[] = [];
  const pending = new Set<Promise<void>>();
  const started = Date.now();
  let stopped = false;
  let sent = 0;
  const done = (async () => {
    while (!stopped && sent < options.maxRequests && Date.now() - started < options.maxMs) {
      if (pending.size < options.inFlight) {
        const request = options
          .send(sent++)
          .then((outcome) => void outcomes.push(outcome))
          .finally(() => pending.delete(request));
        pending.add(request);
      }
      await sleep(options.intervalMs);
    }
    await Promise.all(pending);
  })();
  return {
    /** Stops starting requests and waits for those under way; every outcome. */
    stop: async () => {
      stopped = true;
      await done;
      return outcomes;
    },
  };
};

/**
 * One request of a load, as its outcome: the status (with the start of a non-2xx answer's text), or the
 * error of a request that got no answer at all.
 */
export const outcomeOf = async (label: string, request: Parameters<typeof httpRequest>[0]): Promise<Outcome> => {
  try {
    const answer = await httpRequest({ timeoutMs: 30_000, ...request });
    return { label, status: answer.status, ...(answer.status >= 300 ? { error: answer.text.slice(0, 300) } : {}) };
  } catch (error) {
    return { label, status: null, error: error instanceof Error ? error.message : String(error) };
  }
};

/** The outcomes counted: all, 2xx, each other status, and connection errors (no answer at all). */
export const countOutcomes = (outcomes: Outcome[]) => {
  const counts: Record<string, number> = { requests: outcomes.length, '2xx': 0 };
  for (const { status } of outcomes) {
    const key = status === null ? 'connection errors' : status >= 200 && status < 300 ? '2xx' : String(status);
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
};

/**
 * A JSON POST whose headers and first half of the body go out now and whose rest goes out on `finish`:
 * a request the process is in the middle of receiving, for as long as the test likes.
 */
export const halfSentPost = async (options: {
  port: number;
  host: string;
  path: string;
  token: string;
  body: unknown;
}) => {
  const payload = Buffer.from(JSON.stringify(options.body));
  const half = Math.floor(payload.length / 2);
  let sending: http.ClientRequest | undefined;
  const answer = new Promise<Answer>((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: options.port,
        method: 'POST',
        path: options.path,
        agent: false,
        headers: {
          host: options.host,
          'content-type': 'application/json',
          'content-length': String(payload.length),
          authorization: `Bearer ${options.token}`,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text, json: () => JSON.parse(text) }));
      },
    );
    req.on('error', reject);
    req.write(payload.subarray(0, half));
    sending = req;
  });
  // Read by `finish`; a test that fails before then must not leave an unhandled rejection behind.
  answer.catch(() => {});
  // The headers and half the body have reached the process once it has had a moment to read them.
  await sleep(300);
  return {
    finish: () => {
      sending?.end(payload.subarray(half));
      return answer;
    },
  };
};

/** Whether something accepts connections on 127.0.0.1:port. */
export const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

export type WatchedSocket = {
  socket: Socket;
  disconnections: string[];
  /** When it last connected, and the events named `event` it heard since (ms timestamps). */
  lastConnectedAt: number;
  heard: number[];
};

/**
 * Socket.IO clients as the web app connects them (WebSocket only, the session's token), through `port`
 * with the tenant's Host; each keeps count of its disconnections and of the `event`s it hears. They
 * reconnect by themselves, as the web app's do.
 */
export const watchSockets = async (options: {
  count: number;
  port: number;
  host: string;
  token: string;
  event: string;
}) => {
  const watched: WatchedSocket[] = [];
  // One after the other, so that nginx's round robin spreads them over the processes.
  for (let i = 0; i < options.count; i++) {
    const socket = io(`http://127.0.0.1:${options.port}`, {
      path: '/socket.io',
      transports: ['websocket'],
      extraHeaders: { host: options.host },
      auth: { token: options.token },
      reconnectionDelay: 200,
      reconnectionDelayMax: 1000,
    });
    const entry: WatchedSocket = { socket, disconnections: [], lastConnectedAt: 0, heard: [] };
    socket.on('connect', () => {
      entry.lastConnectedAt = Date.now();
    });
    socket.on('disconnect', (reason) => entry.disconnections.push(reason));
    socket.on(options.event, () => entry.heard.push(Date.now()));
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    watched.push(entry);
  }
  return {
    watched,
    close: () => {
      for (const { socket } of watched) socket.close();
    },
  };
};
