// The realtime step of `npm run bench` (BENCH_ONLY=sockets runs it alone): BENCH_SOCKETS signed-in members
// (default 10,000), each with a session made in the database first (socket-people.ts), open one Socket.IO
// connection each to one server process and say they are online as the web does ('joinRoom'
// 'online_users', then 'online_users' with their user id a second later). Measured: the time to connect
// them all, the server's memory before and after (after a full collection, through bench/probe.ts), what
// each socket costs, that presence holds (GET connections/check_user_online_status), how fast an event
// reaches one user's socket while all are connected (PATCH notifications/mark-all-read emits 'fetch-count'
// to the caller's sockets), a socket round trip, and the event loop's health (the health route's latency
// and the loop's delay). Without Redis, and with it when REDIS_URL is set.
//
//   BENCH_SOCKETS=10000 BENCH_SOCKET_CONCURRENCY=100 (handshakes in flight) BENCH_SAMPLES=200
//   BENCH_HEAP_SNAPSHOTS=folder: the server's heap before, with everyone connected, and after they left
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { onlineUsersRoom, socketEvents } from '@ventura/shared';
import { io, type Socket } from 'socket.io-client';
import { z } from 'zod';
import { type Latencies, type Spread, spread } from './latency.ts';
import { base, host, port, serverRoot, sleep, startServer, stop, waitForHealth } from './server.ts';

const count = Number(process.env.BENCH_SOCKETS ?? 10_000);
const concurrency = Number(process.env.BENCH_SOCKET_CONCURRENCY ?? 100);
const samples = Number(process.env.BENCH_SAMPLES ?? 200);
const presenceSample = 100;
/** A folder: heap snapshots of the server before, with everyone connected and after they all left. */
const snapshots = process.env.BENCH_HEAP_SNAPSHOTS;

type Person = { userId: string; profileUuid: string; token: string };
type Probe = {
  delay: { p50: number; p99: number; max: number };
  memory: { rss: number; heapUsed: number; heapTotal: number; external: number; arrayBuffers: number };
};
type Member = Person & { socket: Socket; answered: boolean };

type Result = {
  label: string;
  connected: number;
  failed: number;
  connectSeconds: number;
  handshake: Spread;
  answered: number;
  before: Probe;
  after: Probe;
  idle: Probe;
  gone: Probe;
  online: number;
  offlineAfter: number;
  fetchCount: Spread & { lost: number };
  markAllRead: Spread;
  roundTrip: Spread;
  healthBefore: Spread;
  healthDuring: Spread;
  dropped: number;
  disconnectSeconds: number;
  settleSeconds: number;
  clientRss: number;
};

/** Members with sessions, made before the server opens the database (as the scale seed is). */
export const makePeople = async (env: Record<string, string>, file: string, how = count) => {
  const { DATABASE_URL: _url, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/socket-people.ts', String(how), file], {
    cwd: serverRoot,
    env: { ...inherited, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const code = await new Promise((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`making ${how} members failed with ${code}`);
  return z
    .array(z.object({ userId: z.string(), profileUuid: z.string(), token: z.string() }))
    .parse(JSON.parse(fs.readFileSync(file, 'utf8')));
};

const probe = (server: ChildProcess) =>
  new Promise<Probe>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the server did not answer the probe')), 30_000);
    server.once('message', (message) => {
      clearTimeout(timer);
      resolve(message as Probe);
    });
    server.send('probe');
  });

const snapshot = async (server: ChildProcess, name: string) => {
  if (!snapshots) return;
  fs.mkdirSync(snapshots, { recursive: true });
  const file = path.join(snapshots, `${name}-${Date.now()}.heapsnapshot`);
  const written = new Promise((resolve) => server.once('message', resolve));
  server.send(`snapshot:${file}`);
  await written;
  console.log(`heap snapshot: ${file}`);
};

const timed = async (times: Latencies, run: () => Promise<unknown>) => {
  const started = performance.now();
  await run();
  times.push(performance.now() - started);
};

/** The health route (one `select 1`), asked one request after another: the event loop's responsiveness. */
const healthLatency = async () => {
  const times: Latencies = [];
  for (let i = 0; i < samples; i++) await timed(times, async () => (await fetch(`${base}/api/health`)).arrayBuffer());
  return spread(times);
};

const connectOne = (person: Person) =>
  new Promise<Socket>((resolve, reject) => {
    const socket = io(base, {
      path: '/socket.io',
      transports: ['websocket'],
      extraHeaders: { host: `${host}:${port}` },
      auth: { token: person.token },
      forceNew: true,
      reconnection: false,
      timeout: 60_000,
    });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });

/** Connects everyone, `concurrency` handshakes at a time; each says it is online as the web does. */
const connectAll = async (people: Person[]) => {
  const members: Member[] = [];
  const handshakes: Latencies = [];
  const failures: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < people.length) {
      const person = people[next++];
      if (!person) return;
      const started = performance.now();
      try {
        const socket = await connectOne(person);
        handshakes.push(performance.now() - started);
        const member: Member = { ...person, socket, answered: false };
        members.push(member);
        socket.on(socketEvents.onlineUsersList, () => {
          member.answered = true;
        });
        socket.emit(socketEvents.joinRoom, onlineUsersRoom, () => {});
        setTimeout(() => socket.emit(socketEvents.onlineUsers, person.userId), 1000);
      } catch (error) {
        failures.push(error instanceof Error ? error.message : String(error));
      }
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  if (failures.length > 0) console.warn(`${failures.length} sockets failed to connect, first: ${failures[0]}`);
  return { members, seconds, handshake: spread(handshakes), failed: failures.length };
};

const signedInFetch = (url: string, token: string, method = 'GET') =>
  fetch(`${base}${url}`, { method, headers: { host, authorization: `Bearer ${token}` } });

const onlineCount = async (asker: Person, people: Person[]) => {
  const ids = people.map((p) => p.userId).join(',');
  const res = await signedInFetch(`/api/v1/connections/check_user_online_status?userIds=${ids}`, asker.token);
  if (!res.ok) throw new Error(`check_user_online_status answered ${res.status}: ${await res.text()}`);
  const { data } = z.object({ data: z.record(z.string(), z.boolean()) }).parse(await res.json());
  return people.filter((p) => data[p.userId]).length;
};

const pick = <T>(items: T[], n: number) => {
  const chosen = new Set<T>();
  while (chosen.size < Math.min(n, items.length)) {
    const item = items[Math.floor(Math.random() * items.length)];
    if (item !== undefined) chosen.add(item);
  }
  return [...chosen];
};

/** From the request to the member's socket hearing 'fetch-count', and the request's own answer. */
const deliveryLatency = async (members: Member[]) => {
  const events: Latencies = [];
  const answers: Latencies = [];
  let lost = 0;
  for (const member of pick(members, samples)) {
    const started = performance.now();
    const heard = new Promise<number | undefined>((resolve) => {
      const timer = setTimeout(() => resolve(undefined), 5_000);
      member.socket.once(socketEvents.fetchCount, () => {
        clearTimeout(timer);
        resolve(performance.now());
      });
    });
    const res = await signedInFetch('/api/v1/notifications/mark-all-read', member.token, 'PATCH');
    answers.push(performance.now() - started);
    if (!res.ok) throw new Error(`mark-all-read answered ${res.status}: ${await res.text()}`);
    const at = await heard;
    if (at === undefined) lost++;
    else events.push(at - started);
  }
  return { fetchCount: { ...spread(events), lost }, markAllRead: spread(answers) };
};

/** One socket's request and the server's acknowledgement ('joinRoom' of a room it is already in). */
const roundTrip = async (members: Member[]) => {
  const times: Latencies = [];
  for (const member of pick(members, samples)) {
    await timed(
      times,
      () => new Promise<void>((resolve) => member.socket.emit(socketEvents.joinRoom, onlineUsersRoom, () => resolve())),
    );
  }
  return spread(times);
};

/** CPU seconds the process has used (user + system), from /proc. */
const cpuSeconds = (pid: number) => {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
};

/** Until the server uses under a tenth of a core for a whole second (its backlog done); the seconds waited. */
const waitForIdle = async (server: ChildProcess, limitSeconds = 120) => {
  const started = performance.now();
  const pid = server.pid;
  if (pid === undefined) return 0;
  for (let i = 0; i < limitSeconds; i++) {
    const before = cpuSeconds(pid);
    await sleep(1000);
    if (cpuSeconds(pid) - before < 0.1) break;
  }
  return (performance.now() - started) / 1000;
};

const waitFor = async (done: () => boolean, seconds: number) => {
  for (let i = 0; i < seconds * 10 && !done(); i++) await sleep(100);
};

const measure = async (label: string, env: Record<string, string>, people: Person[]): Promise<Result> => {
  const probeFile = path.join(import.meta.dirname, 'probe.ts');
  const server = startServer(env, { nodeArgs: ['--expose-gc', '--import', probeFile], ipc: true });
  const members: Member[] = [];
  try {
    await waitForHealth(server);
    await healthLatency(); // warm-up
    const healthBefore = await healthLatency();
    const before = await probe(server);
    await snapshot(server, 'before');
    const asker = people[0];
    if (!asker) throw new Error('no members');
    let dropped = 0;
    const connected = await connectAll(people);
    members.push(...connected.members);
    for (const member of members) member.socket.on('disconnect', () => dropped++);
    await waitFor(() => members.every((m) => m.answered), 60);
    const answered = members.filter((m) => m.answered).length;
    const after = await probe(server);
    await snapshot(server, 'connected');
    const online = await onlineCount(asker, pick(people, presenceSample));
    await sleep(5_000);
    const idle = await probe(server); // the loop's delay while every socket sits connected
    const healthDuring = await healthLatency();
    const delivery = await deliveryLatency(members);
    const trip = await roundTrip(members);
    const clientRss = process.memoryUsage().rss;
    const droppedWhileConnected = dropped;
    const closing = performance.now();
    for (const member of members) member.socket.close();
    const disconnectSeconds = (performance.now() - closing) / 1000;
    const sample = pick(people, presenceSample);
    let offlineAfter = presenceSample;
    for (let i = 0; i < 30 && offlineAfter > 0; i++) {
      await sleep(500);
      offlineAfter = await onlineCount(asker, sample);
    }
    // Each departure is announced to the member's connections (a query each): memory is read once done.
    const settleSeconds = await waitForIdle(server);
    const gone = await probe(server);
    await snapshot(server, 'closed');
    return {
      label,
      connected: members.length,
      failed: connected.failed,
      connectSeconds: connected.seconds,
      handshake: connected.handshake,
      answered,
      before,
      after,
      idle,
      gone,
      online,
      offlineAfter,
      ...delivery,
      roundTrip: trip,
      healthBefore,
      healthDuring,
      dropped: droppedWhileConnected,
      disconnectSeconds,
      settleSeconds,
      clientRss,
    };
  } finally {
    for (const member of members) member.socket.close();
    await stop(server);
  }
};

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (s: Spread) => `${s.p50} / ${s.p99} / ${s.max}`;

const printResults = (label: string, results: Result[]) => {
  console.log(
    `\n### ${label}: ${count.toLocaleString('en')} signed-in sockets on one server process, ${os.cpus().length} cores, Node ${process.version}\n`,
  );
  console.log(`| | ${results.map((r) => r.label).join(' | ')} |`);
  console.log(`|---|${results.map(() => '---|').join('')}`);
  const line = (name: string, value: (r: Result) => string) =>
    console.log(`| ${name} | ${results.map(value).join(' | ')} |`);
  line('sockets connected (failed)', (r) => `${r.connected.toLocaleString('en')} (${r.failed})`);
  line(
    `time to connect all, ${concurrency} handshakes in flight`,
    (r) => `${r.connectSeconds.toFixed(1)} s (${Math.round(r.connected / r.connectSeconds)}/s)`,
  );
  line('handshake ms p50 / p99 / max', (r) => ms(r.handshake));
  line("answered 'online_users' with the online list", (r) => r.answered.toLocaleString('en'));
  line('server RSS before → after', (r) => `${mb(r.before.memory.rss)} → ${mb(r.after.memory.rss)}`);
  line('RSS per socket', (r) => kb((r.after.memory.rss - r.before.memory.rss) / Math.max(1, r.connected)));
  line('JS heap before → after', (r) => `${mb(r.before.memory.heapUsed)} → ${mb(r.after.memory.heapUsed)}`);
  line('JS heap per socket', (r) =>
    kb((r.after.memory.heapUsed - r.before.memory.heapUsed) / Math.max(1, r.connected)),
  );
  line('external + buffers per socket', (r) =>
    kb((r.after.memory.external - r.before.memory.external) / Math.max(1, r.connected)),
  );
  line(`presence: online of ${presenceSample} sampled (check_user_online_status)`, (r) => String(r.online));
  line(
    `\`fetch-count\` heard after mark-all-read, ms p50 / p99 / max (${samples} samples)`,
    (r) => `${ms(r.fetchCount)}${r.fetchCount.lost ? ` (${r.fetchCount.lost} lost)` : ''}`,
  );
  line('mark-all-read answer, ms p50 / p99 / max', (r) => ms(r.markAllRead));
  line('socket round trip (ack), ms p50 / p99 / max', (r) => ms(r.roundTrip));
  line('`/api/health` ms p50 / p99 / max, no sockets', (r) => ms(r.healthBefore));
  line('`/api/health` ms p50 / p99 / max, all connected', (r) => ms(r.healthDuring));
  line('event loop delay p99 / max while connecting', (r) => `${r.after.delay.p99} / ${r.after.delay.max} ms`);
  line('event loop delay p99 / max, all connected, idle 5 s', (r) => `${r.idle.delay.p99} / ${r.idle.delay.max} ms`);
  line('sockets dropped while connected', (r) => String(r.dropped));
  line(
    `all closed: online of ${presenceSample} sampled; server busy for; RSS, heap once idle`,
    (r) =>
      `${r.offlineAfter}; ${r.settleSeconds.toFixed(0)} s; ${mb(r.gone.memory.rss)}, ${mb(r.gone.memory.heapUsed)}`,
  );
  line('bench client RSS (all sockets, one process)', (r) => mb(r.clientRss));
};

/** Every socket is a file descriptor in this process and in the server's. */
const checkFileLimit = () => {
  const limit = Number(execFileSync('sh', ['-c', 'ulimit -n']).toString().trim());
  if (Number.isFinite(limit) && limit < count + 1000) {
    throw new Error(`ulimit -n is ${limit}: raise it above ${count + 1000} (ulimit -n 20000) or lower BENCH_SOCKETS`);
  }
};

export const runSocketBench = async (label: string, env: Record<string, string>) => {
  checkFileLimit();
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'ventura-bench-sockets-'));
  try {
    const people = await makePeople(env, path.join(work, 'people.json'));
    const results = [await measure('one process, no Redis', { ...env, REDIS_URL: '' }, people)];
    const redisUrl = process.env.REDIS_URL;
    if (redisUrl) results.push(await measure('one process on Redis', { ...env, REDIS_URL: redisUrl }, people));
    printResults(label, results);
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
};
