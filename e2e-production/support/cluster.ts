import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { reportDir } from './places.ts';
import { tail } from './processes.ts';

/* A throw-away PostgreSQL primary and streaming standby on this machine, for the failover drill: made
   from the installed server's binaries, each node in a temporary folder of its own (its data and its
   unix socket, never the machine's 5432), its output in .data/reports/production/postgres-<name>.log. */

export type PgNode = {
  name: string;
  port: number;
  dataDir: string;
  /** postgres://postgres@127.0.0.1:<port>/<database, postgres unless told> */
  url: (database?: string) => string;
  /** One query on a connection of its own, so that a test's query never outlives the node it asks. */
  query: <Row extends pg.QueryResultRow>(text: string, values?: unknown[], database?: string) => Promise<Row[]>;
  /** Stops the server at once, no checkpoint and no goodbye: what the loss of the machine looks like to clients. */
  crash: () => Promise<void>;
  /** A fast shutdown; nothing to do when it is already stopped. */
  stop: () => Promise<void>;
  /** Promotes a standby; resolves when it accepts writes. */
  promote: () => Promise<void>;
  /** Starts a stopped node again; resolves when it accepts connections. */
  start: () => Promise<void>;
  /** What this node's server has written so far. */
  log: () => string;
};

export const isExecutable = (file: string) => {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
};

const newestFirst = (versions: string[]) =>
  versions.filter((version) => /^\d+$/.test(version)).sort((a, b) => Number(b) - Number(a));

const installedBins = () => {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return [];
  return newestFirst(fs.readdirSync(root)).map((version) => path.join(root, version, 'bin'));
};

/** $PG_BIN, or the newest /usr/lib/postgresql/<version>/bin: a folder with initdb and pg_basebackup. */
export const findPostgresBin = () =>
  [process.env.PG_BIN, ...installedBins()].find(
    (dir) => dir && isExecutable(path.join(dir, 'initdb')) && isExecutable(path.join(dir, 'pg_basebackup')),
  );

type Owner = { uid: number; gid: number };

let postgresOwner: Owner | undefined;

const idOfPostgres = (flag: '-u' | '-g') => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }));

/**
 * Who the server's programs run as. initdb, pg_ctl, postgres and pgbouncer refuse root, so a root run
 * hands them to the postgres user; anyone else runs them as themselves. Spread into spawn's options
 * rather than `runuser -u postgres --`: no su session in between, so a signal reaches pgbouncer itself.
 */
export const runAs = (): Owner | undefined => {
  if (process.getuid?.() !== 0) return undefined;
  postgresOwner ??= { uid: idOfPostgres('-u'), gid: idOfPostgres('-g') };
  return postgresOwner;
};

/** A new folder under the system's temporary one, owned by whoever runs the server's programs. */
export const ownedTempDir = (prefix: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const owner = runAs();
  if (owner) fs.chownSync(dir, owner.uid, owner.gid);
  return dir;
};

/** Environment of the server's programs: none of the shell's PG* settings leaking in. */
export const toolEnv = () => ({ PATH: process.env.PATH ?? '/usr/bin:/bin', TZ: 'UTC', LANG: 'C' });

/**
 * A log file in reportDir that the child writes through a descriptor opened here, so that the postgres
 * user needs no right to the repository's folders; `read` returns what came after `from`.
 */
export const appendLog = (name: string) => {
  fs.mkdirSync(reportDir, { recursive: true });
  const file = path.join(reportDir, `${name}.log`);
  const from = fs.existsSync(file) ? fs.statSync(file).size : 0;
  return { file, read: () => (fs.existsSync(file) ? fs.readFileSync(file).subarray(from).toString('utf8') : '') };
};

type Log = ReturnType<typeof appendLog>;

/**
 * Runs one of the server's programs to its end, its output appended to the node's log. A server that
 * pg_ctl starts keeps writing to the same descriptor, which is why this waits for the exit, not for the
 * output to close.
 */
const runTool = (log: Log, binary: string, args: string[], cwd: string) =>
  new Promise<void>((resolve, reject) => {
    const fd = fs.openSync(log.file, 'a');
    fs.writeSync(fd, `\n--- ${new Date().toISOString()} ${path.basename(binary)} ${args.join(' ')}\n`);
    const child = spawn(binary, args, { cwd, env: toolEnv(), stdio: ['ignore', fd, fd], ...runAs() });
    fs.closeSync(fd);
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0) return resolve();
      const how = `code ${code}, signal ${signal}`;
      reject(new Error(`${path.basename(binary)} ${args.join(' ')} failed (${how}):\n${tail(log.read(), 30)}`));
    });
  });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Asks `check` every 100 ms until it says yes; fails after `timeoutMs` with what it last said or threw. */
export const waitFor = async (what: string, check: () => Promise<true | string>, timeoutMs = 30_000) => {
  const deadline = Date.now() + timeoutMs;
  let last = 'not asked yet';
  while (Date.now() < deadline) {
    try {
      const answer = await check();
      if (answer === true) return;
      last = answer;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await sleep(100);
  }
  throw new Error(`${what} within ${timeoutMs} ms: ${last}`);
};

const requireBin = () => {
  const bin = findPostgresBin();
  if (!bin) throw new Error('PostgreSQL server binaries not found (apt-get install postgresql, or set PG_BIN)');
  return bin;
};

/** Settings of a node, appended to its postgresql.conf: the last line of a setting wins. */
const settings = (values: Record<string, string | number>) =>
  `\n# The failover drill's node\n${Object.entries(values)
    .map(([key, value]) => `${key} = ${typeof value === 'number' ? value : `'${value}'`}`)
    .join('\n')}\n`;

// Everything over TCP from this machine only, replication included (the standby's base backup and stream).
const hba = `local all all trust
host all all 127.0.0.1/32 trust
host replication all 127.0.0.1/32 trust
`;

const makeNode = (options: { name: string; port: number; dir: string; bin: string; log: Log }): PgNode => {
  const { name, port, dir, bin, log } = options;
  const dataDir = path.join(dir, 'data');
  const pgCtl = (args: string[]) => runTool(log, path.join(bin, 'pg_ctl'), [...args, '-D', dataDir], dir);
  const isRunning = () => fs.existsSync(path.join(dataDir, 'postmaster.pid'));
  const url = (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`;
  const query = async <Row extends pg.QueryResultRow>(text: string, values: unknown[] = [], database?: string) => {
    const client = new pg.Client({ connectionString: url(database) });
    // A server that goes away under the query fails the query; it must not also crash the test's process.
    client.on('error', () => {});
    await client.connect();
    try {
      return (await client.query<Row>(text, values)).rows;
    } finally {
      await client.end();
    }
  };
  return {
    name,
    port,
    dataDir,
    url,
    query,
    crash: () => pgCtl(['stop', '-m', 'immediate', '-w']),
    stop: async () => {
      if (isRunning()) await pgCtl(['stop', '-m', 'fast', '-w']);
    },
    promote: async () => {
      await pgCtl(['promote', '-w']);
      await waitFor(`${name} did not accept writes`, async () => {
        const [row] = await query<{ recovering: boolean }>('select pg_is_in_recovery() as recovering');
        return row?.recovering === false || 'still in recovery';
      });
    },
    start: async () => {
      await pgCtl(['start', '-w', '-t', '60']);
      await waitFor(`${name} did not accept connections`, async () => {
        await query('select 1');
        return true;
      });
    },
    log: log.read,
  };
};

/** Runs `work` on a new node; when it fails, the node is stopped and its folder deleted before the error goes on. */
const orRemove = async (node: PgNode, work: () => Promise<void>) => {
  try {
    await work();
  } catch (error) {
    await removeCluster(node).catch(() => {});
    throw error;
  }
};

/**
 * initdb and start a primary on 127.0.0.1:port. With `synchronousStandby`, a commit is answered only once
 * that standby has it, so a write answered before a crash is on the standby that gets promoted.
 */
export const startPrimary = async (options: {
  port: number;
  name?: string;
  synchronousStandby?: string;
}): Promise<PgNode> => {
  const bin = requireBin();
  const name = options.name ?? 'primary';
  const dir = ownedTempDir(`ventura-pg-${name}-`);
  const log = appendLog(`postgres-${name}`);
  const node = makeNode({ name, port: options.port, dir, bin, log });
  const initdb = ['--auth=trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C', '--no-sync', '--no-instructions'];
  await orRemove(node, async () => {
    await runTool(log, path.join(bin, 'initdb'), ['-D', node.dataDir, ...initdb], dir);
    fs.appendFileSync(
      path.join(node.dataDir, 'postgresql.conf'),
      settings({
        listen_addresses: '127.0.0.1',
        port: options.port,
        unix_socket_directories: dir,
        wal_level: 'replica',
        max_wal_senders: 5,
        hot_standby: 'on',
        // A crash here is a process crash, not a power cut: what was written is in the machine's page cache.
        fsync: 'off',
        synchronous_commit: 'on',
        synchronous_standby_names: options.synchronousStandby ?? '',
      }),
    );
    fs.writeFileSync(path.join(node.dataDir, 'pg_hba.conf'), hba);
    await node.start();
  });
  return node;
};

/** Whether the primary lists the standby as streaming, and as synchronous when it is the one named so. */
const streamingState = async (primary: PgNode, name: string) => {
  const [row] = await primary.query<{ state: string; sync_state: string; wanted: string }>(
    `select state, sync_state, current_setting('synchronous_standby_names') as wanted
       from pg_stat_replication where application_name = $1`,
    [name],
  );
  if (!row) return `${name} is not connected to ${primary.name}`;
  if (row.state !== 'streaming') return `${name} is ${row.state}`;
  if (row.wanted === name && row.sync_state !== 'sync') return `${name} streams as ${row.sync_state}, not sync`;
  return true;
};

/**
 * A streaming standby of `primary` on its own port: a base backup (-R writes standby.signal and
 * primary_conninfo, whose application_name is what synchronous_standby_names matches), started and
 * streaming before this resolves.
 */
export const startStandby = async (primary: PgNode, options: { port: number; name: string }): Promise<PgNode> => {
  const bin = requireBin();
  const dir = ownedTempDir(`ventura-pg-${options.name}-`);
  const log = appendLog(`postgres-${options.name}`);
  const node = makeNode({ name: options.name, port: options.port, dir, bin, log });
  const source = `host=127.0.0.1 port=${primary.port} user=postgres application_name=${options.name}`;
  // An immediate checkpoint on the primary (-c fast) instead of a spread one: seconds off the start.
  const backup = ['-d', source, '-D', node.dataDir, '-R', '-X', 'stream', '-c', 'fast', '--no-sync'];
  await orRemove(node, async () => {
    await runTool(log, path.join(bin, 'pg_basebackup'), backup, dir);
    // The base backup copied the primary's settings: its own port and socket, and once promoted it has no
    // standby of its own to wait for.
    fs.appendFileSync(
      path.join(node.dataDir, 'postgresql.conf'),
      settings({ port: options.port, unix_socket_directories: dir, synchronous_standby_names: '' }),
    );
    await node.start();
    await waitFor(`${options.name} did not stream from ${primary.name}`, () => streamingState(primary, options.name));
  });
  return node;
};

/** Stops the nodes at once and deletes their folders (data and socket). */
export const removeCluster = async (...nodes: PgNode[]) => {
  await Promise.all(
    nodes.map(async (node) => {
      if (fs.existsSync(path.join(node.dataDir, 'postmaster.pid'))) await node.crash();
      fs.rmSync(path.dirname(node.dataDir), { recursive: true, force: true });
    }),
  );
};
