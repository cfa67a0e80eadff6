import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { appendLog, isExecutable, ownedTempDir, runAs, toolEnv, waitFor } from './cluster.ts';
import { type Exit, tail } from './processes.ts';

/* PgBouncer in front of one PostgreSQL node, as a deployment with failover runs it: the server processes
   talk to PgBouncer, and a failover script points PgBouncer at the promoted standby. Its configuration,
   pid and socket live in a temporary folder; its output goes to .data/reports/production/pgbouncer.log. */

export type Pgbouncer = {
  port: number;
  /** The transaction-pooled database (what DATABASE_URL points at) and the session-pooled one (LISTEN, migrations' advisory lock). */
  url: (pool: 'transaction' | 'session', user?: string) => string;
  /** Points both databases at another PostgreSQL port and reloads, as a failover script does; resolves once a query through it reaches the new server. */
  repoint: (targetPort: number) => Promise<void>;
  stop: () => Promise<void>;
  log: () => string;
};

/** $PGBOUNCER_BIN, Debian's /usr/sbin/pgbouncer, or pgbouncer on the PATH; undefined when there is none. */
export const findPgbouncer = () =>
  [
    process.env.PGBOUNCER_BIN,
    '/usr/sbin/pgbouncer',
    ...(process.env.PATH ?? '').split(':').map((dir) => path.join(dir, 'pgbouncer')),
  ].find((file) => file && isExecutable(file));

const config = (options: { dir: string; port: number; targetPort: number; database: string }) => {
  const { dir, port, targetPort, database } = options;
  const server = `host=127.0.0.1 port=${targetPort} dbname=${database}`;
  return `;; The production suite's PgBouncer (e2e-production/support/pgbouncer.ts).
[databases]
${database} = ${server} pool_mode=transaction
${database}_session = ${server} pool_mode=session

[pgbouncer]
listen_addr = 127.0.0.1
listen_port = ${port}
unix_socket_dir = ${dir}
pidfile = ${dir}/pgbouncer.pid
auth_type = trust
auth_file = ${dir}/userlist.txt
; RELOAD, RECONNECT and SHOW through the admin console (the database named pgbouncer).
admin_users = postgres
default_pool_size = 20
max_client_conn = 500
; A server that is down fails fast and is retried often, so a repointed PgBouncer finds the new one at once;
; clients wait for a server meanwhile, up to query_wait_timeout.
server_connect_timeout = 3
server_login_retry = 1
query_wait_timeout = 30
; After a RELOAD that changes a database's address, a session-pooled server connection to the old server
; closes at the end of its transaction instead of at the end of the client's session.
server_fast_close = 1
`;
};

const serverPort = async (url: string) => {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  await client.connect();
  try {
    const { rows } = await client.query<{ port: number }>('select inet_server_port() as port');
    return rows[0]?.port;
  } finally {
    await client.end();
  }
};

/** One command on the admin console; it speaks the simple query protocol only, which pg uses without values. */
const admin = async (port: number, command: string) => {
  const client = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/pgbouncer` });
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query(command);
  } finally {
    await client.end();
  }
};

/**
 * Starts PgBouncer on 127.0.0.1:port in front of PostgreSQL on 127.0.0.1:targetPort: `<database>` pooled by
 * transaction and `<database>_session` by session, both the same database there. Resolves when a query
 * through it reaches that server.
 */
export const startPgbouncer = async (options: {
  port: number;
  targetPort: number;
  database: string;
}): Promise<Pgbouncer> => {
  const binary = findPgbouncer();
  if (!binary) throw new Error('pgbouncer is not installed (apt-get install pgbouncer, or set PGBOUNCER_BIN)');
  const dir = ownedTempDir('ventura-pgbouncer-');
  const ini = path.join(dir, 'pgbouncer.ini');
  const write = (targetPort: number) => fs.writeFileSync(ini, config({ ...options, dir, targetPort }));
  write(options.targetPort);
  fs.writeFileSync(path.join(dir, 'userlist.txt'), '"postgres" ""\n');
  const log = appendLog('pgbouncer');
  const fd = fs.openSync(log.file, 'a');
  fs.writeSync(fd, `\n--- ${new Date().toISOString()} pgbouncer ${ini}\n`);
  // In the foreground PgBouncer logs to stderr, into the report's file whatever rights the postgres user has.
  const child = spawn(binary, [ini], { cwd: dir, env: toolEnv(), stdio: ['ignore', fd, fd], ...runAs() });
  fs.closeSync(fd);
  const exited = new Promise<Exit>((resolve) =>
    child.once('exit', (code, signal) => {
      fs.rmSync(dir, { recursive: true, force: true });
      resolve({ code, signal, at: Date.now() });
    }),
  );
  const url = (pool: 'transaction' | 'session', user = 'postgres') =>
    `postgres://${user}@127.0.0.1:${options.port}/${pool === 'transaction' ? options.database : `${options.database}_session`}`;
  const reaches = async (targetPort: number) => {
    if (child.exitCode !== null) throw new Error(`pgbouncer exited:\n${tail(log.read(), 30)}`);
    const port = await serverPort(url('transaction'));
    return port === targetPort || `a query reached port ${port}`;
  };
  const stop = async () => {
    // SIGTERM is PgBouncer's (1.18) immediate shutdown: nothing left worth finishing at the end of a test.
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  try {
    await waitFor(`pgbouncer did not pass a query to port ${options.targetPort}`, () => reaches(options.targetPort));
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    port: options.port,
    url,
    repoint: async (targetPort: number) => {
      write(targetPort);
      // RELOAD sees the new address and marks every server connection to the old one to close once released;
      // through the console it answers after the file is read, where a SIGHUP would leave that unknown.
      await admin(options.port, 'RELOAD');
      await waitFor(`pgbouncer did not pass a query to port ${targetPort}`, () => reaches(targetPort));
    },
    stop,
    log: log.read,
  };
};
