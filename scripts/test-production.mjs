// npm run test:production: the production suite (e2e-production/) against a real deployment on this
// machine. Needs PostgreSQL (DATABASE_URL's server, or 127.0.0.1:5432 as postgres), Redis on 127.0.0.1:6379,
// nginx (/usr/sbin/nginx or on the PATH), Chromium, and for the failover drill the PostgreSQL server's
// binaries (initdb, pg_basebackup) and pgbouncer; when one is missing it says which and stops with
// "skipped" (exit 0), or fails (exit 1) with PRODUCTION_TESTS=required. Then it builds the server
// (npm run build:server) and the web app (only when its sources changed) and runs Playwright with
// e2e-production/playwright.config.ts; arguments after `--` go to Playwright (a file, -g "name").
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findBrowser } from './find-browser.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const required = process.env.PRODUCTION_TESTS === 'required';

const answers = (host, port) =>
  new Promise((resolve) => {
    const socket = net.connect({ host, port });
    socket.setTimeout(2000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });

const isExecutable = (file) => {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
};

const findNginx = () =>
  [
    process.env.NGINX_BIN,
    '/usr/sbin/nginx',
    ...(process.env.PATH ?? '').split(':').map((dir) => path.join(dir, 'nginx')),
  ]
    .filter(Boolean)
    .find(isExecutable);

// The failover drill makes a PostgreSQL pair of its own from these (e2e-production/support/cluster.ts).
const findPostgresBin = () => {
  const installed = fs.existsSync('/usr/lib/postgresql')
    ? fs
        .readdirSync('/usr/lib/postgresql')
        .filter((version) => /^\d+$/.test(version))
        .sort((a, b) => Number(b) - Number(a))
        .map((version) => path.join('/usr/lib/postgresql', version, 'bin'))
    : [];
  return [process.env.PG_BIN, ...installed]
    .filter(Boolean)
    .find((dir) => isExecutable(path.join(dir, 'initdb')) && isExecutable(path.join(dir, 'pg_basebackup')));
};

const findPgbouncer = () =>
  [
    process.env.PGBOUNCER_BIN,
    '/usr/sbin/pgbouncer',
    ...(process.env.PATH ?? '').split(':').map((dir) => path.join(dir, 'pgbouncer')),
  ]
    .filter(Boolean)
    .find(isExecutable);

const postgres = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
const postgresPort = Number(postgres.port || 5432);
const redis = new URL(process.env.PRODUCTION_REDIS_URL ?? 'redis://127.0.0.1:6379/13');
const redisPort = Number(redis.port || 6379);

const missing = [
  !(await answers(postgres.hostname, postgresPort)) && `PostgreSQL on ${postgres.hostname}:${postgresPort}`,
  !(await answers(redis.hostname, redisPort)) && `Redis on ${redis.hostname}:${redisPort}`,
  !findNginx() && 'nginx (apt-get install nginx-light, or set NGINX_BIN)',
  !findBrowser() && 'Chromium (apt-get install chromium, or set CHROMIUM_PATH)',
  !findPostgresBin() &&
    'the PostgreSQL server binaries initdb and pg_basebackup (apt-get install postgresql, or set PG_BIN)',
  !findPgbouncer() && 'pgbouncer (apt-get install pgbouncer, or set PGBOUNCER_BIN)',
].filter(Boolean);

if (missing.length > 0) {
  for (const what of missing) console.log(`test:production: missing ${what}`);
  if (required) {
    console.error('test:production: failed: PRODUCTION_TESTS=required and the machine lacks what the suite needs.');
    process.exit(1);
  }
  console.log('test:production: skipped (set PRODUCTION_TESTS=required to fail instead).');
  process.exit(0);
}

const step = (title, command, args) => {
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`test:production: ${title} failed after ${seconds} s`);
    process.exit(result.status ?? 1);
  }
  console.log(`test:production: ${title} in ${seconds} s`);
};

step('server build', 'npm', ['run', 'build:server']);
step('web build', process.execPath, ['scripts/build-web.mjs']);

const extra = process.argv.slice(2);
const playwright = spawnSync(
  process.execPath,
  ['node_modules/@playwright/test/cli.js', 'test', '-c', 'e2e-production/playwright.config.ts', ...extra],
  { cwd: root, stdio: 'inherit' },
);
process.exit(playwright.status ?? 1);
