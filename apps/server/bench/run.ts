// npm run bench: measures the calls every page makes against the real server (production build of the
// server code, demo data freshly seeded) and, in the same run, against a bare Fastify route sending the
// very same bytes from memory. The ratio between the two is the figure we hold (docs/benchmarks.md):
// absolute req/s on a shared 2-core machine are noise, the share of the framework's ceiling is not.
//
//   npm run bench                      embedded PGlite (and PostgreSQL too when DATABASE_URL is set)
//   BENCH_DB=postgres npm run bench    PostgreSQL only (DATABASE_URL, default the local server)
//   BENCH_PORT=3299 (and the port below it for the bare route) BENCH_SECONDS=5 BENCH_WARMUP=3 BENCH_CONNECTIONS=50 BENCH_ONLY=countries,verify-tenant BENCH_PROFILE=1 (CPU profile in .data/profiles)
//   BENCH_DATABASE_URL=postgres://…/db: a database seeded before, measured as it is (nothing seeded or dropped)
//   BENCH_SCALE=100000 directory profiles seeded on localhost first (default 100k on PGlite, 1M on PostgreSQL; 0: none)
//   BENCH_POSTS=100000 posts seeded on localhost's community wall first (default 100k; 0: none)
//   BENCH_JOBS=100000 open jobs seeded on localhost first (default 100k; 0: none)
//   BENCH_ONLY=sockets: only the realtime step (bench/sockets.ts: BENCH_SOCKETS connected members, default
//   10,000), without Redis and, when REDIS_URL is set, with it; the whole bench runs it after the calls
//   BENCH_ONLY=images: only the image step (bench/images.ts: ten large uploads at once, the peak memory)
//   BENCH_ONLY=pitch: only the pitch step (bench/pitch.ts: a 5-topic, 5-minute pitch transcoded and compiled)
import { type ChildProcess, fork, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { z } from 'zod';
import { type BenchCase, benchCases } from './cases.ts';
import { runChatBench } from './chat.ts';
import { issueCertificate, publishNews, sellPlans } from './fixtures.ts';
import { runImageBench } from './images.ts';
import { type Latencies, type Summary, summarise } from './latency.ts';
import { runPitchBench } from './pitch.ts';
import { base, host, port, serverRoot, startServer, stop, waitForHealth } from './server.ts';
import { runSocketBench } from './sockets.ts';
import { measureSqlAlone } from './sql-alone.ts';

const barePort = port - 1;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
/**
 * Each call is asked for a second before it is measured; the first after a server starts for longer
 * (BENCH_WARMUP, seconds), while V8 optimises the server's code and its pool opens connections and
 * prepares statements. With 1 s, that first call often measured slower than the same call asked again
 * (284 against 394 req/s in one run of the match list).
 */
const warmUpSeconds = { first: Number(process.env.BENCH_WARMUP ?? 3), next: 1 };
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const only = process.env.BENCH_ONLY?.split(',').filter(Boolean);

type Measure = Summary & { errors: number };
type Row = { name: string; bytes: number; product: Measure; bare: Measure; sql?: Summary };

const post = (url: string, body: unknown) =>
  fetch(`${base}${url}`, {
    method: 'POST',
    headers: { host, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** Signs in the way the web does (code from the development outbox) and returns the bearer token. */
const signInThroughOutbox = async (email: string) => {
  await post('/api/v1/public/auth/mobile/login', { email });
  const outbox = await fetch(`${base}/api/dev/outbox?to=${encodeURIComponent(email)}`, { headers: { host } });
  const { data: messages } = z.object({ data: z.array(z.object({ code: z.string() })) }).parse(await outbox.json());
  const verified = await post('/api/v1/public/auth/mobile/login/verify', { email, code: messages[0]?.code });
  return z.object({ data: z.object({ accessToken: z.string() }) }).parse(await verified.json()).data.accessToken;
};

/**
 * With PostgreSQL there is no development outbox (it would show codes beside a real database): the
 * bench opens a session for the demo member directly in the database instead.
 */
const openSessionInDatabase = async (databaseUrl: string, email: string) => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const token = randomBytes(32).toString('base64url');
    const found = await client.query(
      `select u.tenant_id, u.id as user_id, p.id as profile_id from users u
         join profiles p on p.user_id = u.id join tenant_hosts h on h.tenant_id = u.tenant_id
        where h.host = $1 and u.email = $2 order by p.id limit 1`,
      [host, email],
    );
    const row = z.object({ tenant_id: z.string(), user_id: z.string(), profile_id: z.number() }).parse(found.rows[0]);
    await client.query(
      `insert into sessions (tenant_id, user_id, profile_id, token_hash, expires_at)
       values ($1, $2, $3, $4, now() + interval '1 day')`,
      [row.tenant_id, row.user_id, row.profile_id, createHash('sha256').update(token).digest('hex')],
    );
    return token;
  } finally {
    await client.end();
  }
};

type Tokens = { member: string; operator: string; reviewer: string };

const tokenFor = (c: BenchCase, tokens: Tokens) =>
  c.operator ? tokens.operator : c.reviewer ? tokens.reviewer : tokens.member;

const headersFor = (c: BenchCase, tokens: Tokens): Record<string, string> => ({
  host,
  ...(c.signedIn ? { authorization: `Bearer ${tokenFor(c, tokens)}` } : {}),
  ...(c.fresh ? { 'cache-control': 'no-cache' } : {}),
});

const measure = async (url: string, headers: Record<string, string>, first = false): Promise<Measure> => {
  await autocannon({ url, connections, duration: first ? warmUpSeconds.first : warmUpSeconds.next, headers });
  // Every response's time, for the percentiles autocannon does not report (p95).
  const latencies: Latencies = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const run = autocannon({ url, connections, duration: seconds, headers }, (error, done) =>
      error ? reject(error) : resolve(done),
    );
    run.on('response', (_client, _status, _bytes, time) => latencies.push(time));
  });
  return {
    ...summarise(latencies, seconds),
    reqPerSec: Math.round(result.requests.average),
    // autocannon's `errors` counts its timeouts already.
    errors: result.errors + result.non2xx,
  };
};

/** Posts seeded on localhost's community wall (BENCH_POSTS, default 100k; 0: none). */
const posts = Number(process.env.BENCH_POSTS ?? 100_000);
/** Open jobs seeded on localhost (BENCH_JOBS, default 100k; 0: none). */
const jobCount = Number(process.env.BENCH_JOBS ?? 100_000);
/** Approved startups given 24 months of growth metrics (BENCH_METRICS, default 10k; 0: none). */
const metricStartups = Number(process.env.BENCH_METRICS ?? 10_000);

/** Seeds the demo, `scale` directory profiles, BENCH_POSTS posts and BENCH_JOBS jobs on localhost before the server opens the database. */
const seedScale = async (env: Record<string, string>, scale: number) => {
  if (scale <= 0 && posts <= 0 && jobCount <= 0 && metricStartups <= 0) return;
  const { DATABASE_URL: _url, ...inherited } = process.env;
  const seed = spawn(
    process.execPath,
    [
      ...['--import', 'tsx', 'src/seed/cli.ts', '--tenant', host, '--scale', String(scale)],
      ...['--posts', String(posts), '--jobs', String(jobCount), '--metrics', String(metricStartups)],
    ],
    { cwd: serverRoot, env: { ...inherited, ...env }, stdio: ['ignore', 'inherit', 'inherit'] },
  );
  const code = await new Promise((resolve) => seed.once('exit', resolve));
  if (code !== 0) throw new Error(`seeding ${scale} profiles failed with ${code}`);
};

const startBare = async (bodiesFile: string) => {
  const bare = fork(path.join(import.meta.dirname, 'bare-server.ts'), [bodiesFile, String(barePort)], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  await new Promise<void>((resolve, reject) => {
    bare.once('message', () => resolve());
    bare.once('exit', (code) => reject(new Error(`the bare server exited with ${code}`)));
  });
  return bare;
};

const runSuite = async (label: string, env: Record<string, string>, scale: number) => {
  await seedScale(env, scale);
  const calls = benchCases.filter((c) => !only || only.some((o) => c.path.includes(o)));
  if (calls.length > 0) await measureCalls(label, env, scale, calls);
  // Sockets: BENCH_ONLY=sockets alone, or the whole bench.
  if (!only || only.includes('sockets')) await runSocketBench(label, env);
  // Chat delivery across two processes: BENCH_ONLY=chat alone, or the whole bench (PostgreSQL and Redis).
  if (!only || only.includes('chat')) await runChatBench(label, env);
};

const measureCalls = async (label: string, env: Record<string, string>, scale: number, calls: BenchCase[]) => {
  const server = startServer(env);
  let bare: ChildProcess | undefined;
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'ventura-bench-bodies-'));
  try {
    await waitForHealth(server);
    const signIn = (email: string) =>
      env.DATABASE_URL ? openSessionInDatabase(env.DATABASE_URL, email) : signInThroughOutbox(email);
    const token = await signIn('aarav@greenleaf.demo');
    const needsOperator = calls.some(
      (c) =>
        c.operator ||
        c.path.includes('/articles/') ||
        c.path.includes('{certificate}') ||
        c.path.includes('/payments/'),
    );
    const tokens: Tokens = {
      member: token,
      operator: needsOperator ? await signIn('admin@ventura.demo') : token,
      reviewer: calls.some((c) => c.reviewer) ? await signIn('rohan@northstar.demo') : token,
    };
    const me = await fetch(`${base}/api/v1/users/profile`, { headers: { host, authorization: `Bearer ${token}` } });
    const { uuid } = z.object({ data: z.object({ uuid: z.string() }) }).parse(await me.json()).data;
    // What the demo does not seed, written through the API first (bench/fixtures.ts).
    if (calls.some((c) => c.path.includes('/articles/'))) await publishNews(tokens.operator);
    if (calls.some((c) => c.path.includes('/payments/') || c.path.endsWith('/membership')))
      await sellPlans(tokens.operator);
    const certificate = calls.some((c) => c.path.includes('{certificate}'))
      ? await issueCertificate(tokens.operator, uuid)
      : '';
    const cases = calls.map((c) => ({
      ...c,
      path: c.path.replace('{uuid}', uuid).replace('{certificate}', certificate),
    }));
    const bodies = [];
    for (const c of cases) {
      const res = await fetch(`${base}${c.path}`, { headers: headersFor(c, tokens) });
      if (!res.ok) throw new Error(`${c.path} answered ${res.status}: ${await res.text()}`);
      const bytes = Buffer.from(await res.arrayBuffer());
      bodies.push({
        path: c.path,
        contentType: res.headers.get('content-type') ?? 'application/json',
        body: bytes.toString('base64'),
        size: bytes.length,
      });
    }
    const bodiesFile = path.join(work, 'bodies.json');
    fs.writeFileSync(bodiesFile, JSON.stringify(bodies));
    bare = await startBare(bodiesFile);
    const rows: Row[] = [];
    for (const [index, c] of cases.entries()) {
      const product = await measure(`${base}${c.path}`, headersFor(c, tokens), index === 0);
      const ceiling = await measure(`http://127.0.0.1:${barePort}/bare/${index}`, {}, index === 0);
      const sql =
        c.search && env.DATABASE_URL
          ? await measureSqlAlone(env.DATABASE_URL, host, c.search, { seconds, connections, poolSize: 10 })
          : undefined;
      rows.push({ name: c.name, bytes: bodies[index]?.size ?? 0, product, bare: ceiling, ...(sql ? { sql } : {}) });
    }
    const seeded = [
      scale > 0 ? `${scale.toLocaleString('en')} directory profiles` : '',
      posts > 0 ? `${posts.toLocaleString('en')} posts` : '',
      jobCount > 0 ? `${jobCount.toLocaleString('en')} jobs` : '',
      metricStartups > 0 ? `24 months of metrics for ${metricStartups.toLocaleString('en')} startups` : '',
    ].filter(Boolean);
    printTable(`${label}${seeded.length > 0 ? `, ${seeded.join(' and ')} seeded` : ''}`, rows);
  } finally {
    if (bare) await stop(bare);
    await stop(server);
    fs.rmSync(work, { recursive: true, force: true });
  }
};

const kb = (bytes: number) => (bytes >= 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${bytes} B`);

const printTable = (label: string, rows: Row[]) => {
  console.log(
    `\n### ${label}: ${connections} connections, ${seconds} s per call, ${os.cpus().length} cores, Node ${process.version}\n`,
  );
  console.log('| call | bytes | req/s | p50 ms | p95 ms | p99 ms | bare route req/s | share of ceiling | errors |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const r of rows) {
    const share = r.bare.reqPerSec ? Math.round((100 * r.product.reqPerSec) / r.bare.reqPerSec) : 0;
    console.log(
      `| ${r.name} | ${kb(r.bytes)} | ${r.product.reqPerSec} | ${r.product.p50} | ${r.product.p95} | ${r.product.p99} | ${r.bare.reqPerSec} | ${share}% | ${r.product.errors} |`,
    );
  }
  const searches = rows.filter((r) => r.sql);
  if (searches.length === 0) return;
  console.log('\nThe same searches as their SQL alone, through a bare `pg` client (pool of 10, as the server):\n');
  console.log('| search | SQL req/s | SQL p50 ms | SQL p95 ms | SQL p99 ms | HTTP p95 ms | HTTP share of SQL req/s |');
  console.log('|---|---|---|---|---|---|---|');
  for (const r of searches) {
    if (!r.sql) continue;
    const share = r.sql.reqPerSec ? Math.round((100 * r.product.reqPerSec) / r.sql.reqPerSec) : 0;
    console.log(
      `| ${r.name} | ${r.sql.reqPerSec} | ${r.sql.p50} | ${r.sql.p95} | ${r.sql.p99} | ${r.product.p95} | ${share}% |`,
    );
  }
};

const withPostgres = async (url: string, run: (databaseUrl: string) => Promise<void>) => {
  const name = `ventura_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  try {
    const target = new URL(url);
    target.pathname = `/${name}`;
    await run(target.toString());
  } finally {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
};

const scaleFor = (db: 'pglite' | 'postgres') =>
  process.env.BENCH_SCALE === undefined ? (db === 'pglite' ? 100_000 : 1_000_000) : Number(process.env.BENCH_SCALE);

const main = async () => {
  // Images need no database: BENCH_ONLY=images runs them alone, the whole bench first.
  if (!only || only.includes('images')) await runImageBench();
  if (!only || only.includes('pitch')) await runPitchBench();
  if (only?.every((step) => step === 'images' || step === 'pitch')) return;
  const seeded = process.env.BENCH_DATABASE_URL;
  if (seeded) {
    // A database seeded before (npm run seed -- --scale ...): measured as it is, nothing seeded or dropped.
    await runSuite(
      'PostgreSQL',
      { DATABASE_URL: seeded, SEED_DEMO: 'true', SECRET_KEY: randomBytes(32).toString('hex') },
      0,
    );
    return;
  }
  const which = process.env.BENCH_DB ?? (process.env.DATABASE_URL ? 'both' : 'pglite');
  if (which === 'pglite' || which === 'both') {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ventura-bench-'));
    try {
      // The embedded demo: seeded, with the development outbox the bench signs in through.
      await runSuite('Embedded PGlite', { DATA_DIR: dataDir, NODE_ENV: 'development' }, scaleFor('pglite'));
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
  if (which === 'postgres' || which === 'both') {
    const url = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
    await withPostgres(url, (databaseUrl) =>
      runSuite(
        'PostgreSQL',
        { DATABASE_URL: databaseUrl, SEED_DEMO: 'true', SECRET_KEY: randomBytes(32).toString('hex') },
        scaleFor('postgres'),
      ),
    );
  }
};

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
