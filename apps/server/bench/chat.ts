// The chat step of `npm run bench` (BENCH_ONLY=chat runs it alone; PostgreSQL and REDIS_URL only, since
// two server processes cannot share PGlite): BENCH_CHAT_CONVERSATIONS connected pairs (default 1,000), each
// with its conversation opened through the API. The second member of each pair has a socket on server B
// in the conversation's room; the first sends messages through server A's HTTP API (POST chat/
// conversations/{uuid}/messages), all conversations at once, BENCH_CHAT_RATE messages a second in all
// (default 100) for BENCH_CHAT_SECONDS (default 20). Measured: from just before the POST leaves to the
// moment 'message_received' arrives on B (through Redis), p50/p99/max, and the POST's own answer time.
// Beside it, in the same run, the bare ceiling: two bare Socket.IO servers on the same Redis
// (bench/bare-socket.ts) carrying the same schedule from a sender socket on one to the room on the other.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { io, type Socket } from 'socket.io-client';
import { z } from 'zod';
import { type Latencies, round, type Spread, spread } from './latency.ts';
import { host, port, serverRoot, sleep, startServer, stop } from './server.ts';
import { makePeople } from './sockets.ts';

const conversations = Number(process.env.BENCH_CHAT_CONVERSATIONS ?? 1000);
const rate = Number(process.env.BENCH_CHAT_RATE ?? 100);
const seconds = Number(process.env.BENCH_CHAT_SECONDS ?? 20);
const ports = { a: port + 10, b: port + 11, bareA: port + 12, bareB: port + 13 };

type Person = { userId: string; profileUuid: string; token: string };
type Pair = { sender: Person; receiver: Person; conversation: string };
type Run = { delivered: Spread; lost: number; sent: number; answer?: Spread; errors: number; clientDelay: number };

const baseOf = (p: number) => `http://127.0.0.1:${p}`;

const healthy = async (p: number, child: ChildProcess) => {
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`the server on ${p} exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${baseOf(p)}/api/health`)).ok) return;
    } catch {}
    await sleep(250);
  }
  throw new Error(`the server on ${p} did not start within 60 s`);
};

const startBareSocket = async (p: number, redisUrl: string) => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/bare-socket.ts', String(p), redisUrl], {
    cwd: serverRoot,
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`the bare socket server exited with ${code}`)));
  });
  return child;
};

const connectTo = (p: number, token?: string) =>
  new Promise<Socket>((resolve, reject) => {
    const socket = io(baseOf(p), {
      path: '/socket.io',
      transports: ['websocket'],
      extraHeaders: { host: `${host}:${p}` },
      ...(token ? { auth: { token } } : {}),
      forceNew: true,
      reconnection: false,
      timeout: 60_000,
    });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });

const joinRoom = (socket: Socket, room: string) =>
  new Promise<void>((resolve, reject) =>
    socket.emit('joinRoom', room, (answer: { ok: boolean; message?: string }) =>
      answer.ok ? resolve() : reject(new Error(answer.message ?? 'refused')),
    ),
  );

/** Runs `work` over items, `width` at a time. */
const inBatches = async <T>(items: T[], width: number, work: (item: T) => Promise<void>) => {
  for (let i = 0; i < items.length; i += width) await Promise.all(items.slice(i, i + width).map(work));
};

/**
 * The schedule both runs follow: message i leaves at i / rate seconds from the start, from conversation
 * i modulo the number of conversations. `send` starts it; `seqOf` reads its number back on arrival.
 */
const drive = async (
  receivers: Socket[],
  seqOf: (payload: unknown) => number | undefined,
  send: (index: number, seq: number) => Promise<unknown> | undefined,
): Promise<Run> => {
  const total = rate * seconds;
  const sentAt = new Float64Array(total);
  const delivered: Latencies = [];
  const answers: Latencies = [];
  let errors = 0;
  for (const socket of receivers) {
    socket.on('message_received', (payload: unknown) => {
      const seq = seqOf(payload);
      if (seq !== undefined && seq < total) delivered.push(performance.now() - (sentAt[seq] ?? 0));
    });
  }
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const started = performance.now();
  const inFlight: Promise<unknown>[] = [];
  for (let seq = 0; seq < total; ) {
    const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * rate) + 1);
    for (; seq < due; seq++) {
      sentAt[seq] = performance.now();
      const leftAt = sentAt[seq] ?? 0;
      const pending = send(seq % receivers.length, seq);
      if (pending) {
        inFlight.push(
          pending.then(
            () => answers.push(performance.now() - leftAt),
            () => errors++,
          ),
        );
      }
    }
    await sleep(5);
  }
  await Promise.all(inFlight);
  await sleep(2000);
  loop.disable();
  for (const socket of receivers) socket.removeAllListeners('message_received');
  return {
    delivered: spread(delivered),
    lost: total - delivered.length,
    sent: total,
    ...(answers.length > 0 ? { answer: spread(answers) } : {}),
    errors,
    clientDelay: round(Math.max(0, loop.percentile(99) / 1e6 - 10)),
  };
};

const MessageEvent = z.object({ message: z.object({ text: z.string() }) });
const seqOfProduct = (payload: unknown) => {
  const parsed = MessageEvent.safeParse(payload);
  const seq = parsed.success ? Number(parsed.data.message.text.slice(1)) : Number.NaN;
  return Number.isInteger(seq) ? seq : undefined;
};
const seqOfBare = (payload: unknown) => {
  const seq = (payload as { seq?: unknown } | null)?.seq;
  return typeof seq === 'number' ? seq : undefined;
};

const openConversations = async (people: Person[]): Promise<Pair[]> => {
  const pairs: Pair[] = [];
  const halves = Array.from({ length: people.length / 2 }, (_, i) => i);
  await inBatches(halves, 50, async (i) => {
    const sender = people[2 * i];
    const receiver = people[2 * i + 1];
    if (!sender || !receiver) return;
    const res = await fetch(`${baseOf(ports.a)}/api/v1/chat/conversations`, {
      method: 'POST',
      headers: { host, authorization: `Bearer ${sender.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ profileUUID: receiver.profileUuid }),
    });
    if (!res.ok) throw new Error(`opening a conversation answered ${res.status}: ${await res.text()}`);
    const { uuid } = z.object({ data: z.object({ uuid: z.string() }) }).parse(await res.json()).data;
    pairs.push({ sender, receiver, conversation: uuid });
  });
  return pairs;
};

const productRun = async (pairs: Pair[]) => {
  // Receiver i is in pair i's room.
  const sockets: Socket[] = new Array(pairs.length);
  await inBatches([...pairs.keys()], 100, async (i) => {
    const pair = pairs[i];
    if (!pair) return;
    const socket = await connectTo(ports.b, pair.receiver.token);
    await joinRoom(socket, `conversation_${pair.conversation}`);
    sockets[i] = socket;
  });
  await sleep(1000);
  try {
    return await drive(sockets, seqOfProduct, (index, seq) => {
      const pair = pairs[index];
      if (!pair) return undefined;
      return fetch(`${baseOf(ports.a)}/api/v1/chat/conversations/${pair.conversation}/messages`, {
        method: 'POST',
        headers: { host, authorization: `Bearer ${pair.sender.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ text: `#${seq}` }),
      }).then(async (res) => {
        await res.arrayBuffer();
        if (res.status !== 201) throw new Error(`sending answered ${res.status}`);
      });
    });
  } finally {
    for (const socket of sockets) socket.close();
  }
};

const bareRun = async (count: number, redisUrl: string) => {
  const servers = await Promise.all([startBareSocket(ports.bareA, redisUrl), startBareSocket(ports.bareB, redisUrl)]);
  // Receiver i is in room i, and sender i talks to it.
  const receivers: Socket[] = new Array(count);
  const senders: Socket[] = new Array(count);
  try {
    await inBatches([...Array(count).keys()], 100, async (i) => {
      const [receiver, sender] = await Promise.all([connectTo(ports.bareB), connectTo(ports.bareA)]);
      await joinRoom(receiver, `conversation_${i}`);
      receivers[i] = receiver;
      senders[i] = sender;
    });
    await sleep(1000);
    return await drive(receivers, seqOfBare, (index, seq) => {
      senders[index]?.emit('send', { room: `conversation_${index}`, payload: { seq, text: `#${seq}` } });
      return undefined;
    });
  } finally {
    for (const socket of [...receivers, ...senders]) socket.close();
    await Promise.all(servers.map((server) => stop(server)));
  }
};

export const runChatBench = async (label: string, env: Record<string, string>) => {
  const redisUrl = process.env.REDIS_URL;
  if (!env.DATABASE_URL || !redisUrl) {
    console.log(`\n### ${label}: chat delivery skipped (needs PostgreSQL and REDIS_URL for two server processes)`);
    return;
  }
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'ventura-bench-chat-'));
  const servers: ChildProcess[] = [];
  try {
    const people = await makePeople(env, path.join(work, 'people.json'), conversations * 2);
    for (const p of [ports.a, ports.b]) servers.push(startServer({ ...env, REDIS_URL: redisUrl, PORT: String(p) }));
    await Promise.all([healthy(ports.a, servers[0] as ChildProcess), healthy(ports.b, servers[1] as ChildProcess)]);
    const pairs = await openConversations(people);
    const product = await productRun(pairs);
    const bare = await bareRun(pairs.length, redisUrl);
    console.log(
      `\n### ${label}: chat delivery across two server processes on Redis, ${pairs.length.toLocaleString('en')} conversations at once, ${rate} messages/s for ${seconds} s, ${os.cpus().length} cores, Node ${process.version}\n`,
    );
    console.log(
      '| path | messages | delivered p50 ms | p99 ms | max ms | lost | POST answer p50 / p99 ms | errors | bench client loop delay p99 ms |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|');
    const line = (name: string, run: Run) =>
      console.log(
        `| ${name} | ${run.sent} | ${run.delivered.p50} | ${run.delivered.p99} | ${run.delivered.max} | ${run.lost} | ${run.answer ? `${run.answer.p50} / ${run.answer.p99}` : '-'} | ${run.errors} | ${run.clientDelay} |`,
      );
    line('product: POST on A → message_received on B', product);
    line('bare Socket.IO: emit on A → room on B', bare);
  } finally {
    await Promise.all(servers.map((server) => stop(server)));
    fs.rmSync(work, { recursive: true, force: true });
  }
};
