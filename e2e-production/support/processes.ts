import { type ChildProcess, execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { repoRoot, reportDir, serverCommand, tenantCliCommand } from './places.ts';

/* Server processes as a deployment runs them: `node apps/server/dist/main.js` with its environment, each
   on its own port, its output in a file under .data/reports/production/. */

export type Exit = { code: number | null; signal: NodeJS.Signals | null; at: number };

export type ServerProcess = {
  name: string;
  port: number;
  child: ChildProcess;
  logFile: string;
  /** Resolves when the process has ended. */
  exited: Promise<Exit>;
  /** What this process has written so far (stdout and stderr), not the runs before it in the same file. */
  log: () => string;
};

/**
 * Only what a deployment sets: no DEV_OUTBOX, DATA_DIR or DATABASE_URL leaking in from the shell that runs
 * the suite. PATH and HOME so that Node finds what it needs.
 */
const baseEnv = () => ({
  PATH: process.env.PATH ?? '/usr/bin:/bin',
  HOME: process.env.HOME ?? '/root',
  TZ: 'UTC',
});

export const logPath = (name: string) => path.join(reportDir, `${name}.log`);

/** Starts one server process; its output goes to `<name>.log` (appended, so a restart keeps the first run's). */
export const startServer = (options: { name: string; port: number; env: Record<string, string> }): ServerProcess => {
  fs.mkdirSync(reportDir, { recursive: true });
  const logFile = logPath(options.name);
  const fd = fs.openSync(logFile, 'a');
  const from = fs.fstatSync(fd).size;
  fs.writeSync(fd, `\n--- ${new Date().toISOString()} node ${serverCommand.join(' ')} (PORT=${options.port})\n`);
  const child = spawn(process.execPath, serverCommand, {
    cwd: repoRoot,
    env: { ...baseEnv(), ...options.env, PORT: String(options.port) },
    stdio: ['ignore', fd, fd],
  });
  fs.closeSync(fd);
  const exited = new Promise<Exit>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal, at: Date.now() })),
  );
  return {
    name: options.name,
    port: options.port,
    child,
    logFile,
    exited,
    log: () => (fs.existsSync(logFile) ? fs.readFileSync(logFile).subarray(from).toString('utf8') : ''),
  };
};

export type Answer = { status: number; text: string; json: () => unknown; headers?: http.IncomingHttpHeaders };

/** One HTTP request from Node to 127.0.0.1:port with the Host header given (Node does not resolve *.localhost). */
export const httpRequest = (options: {
  port: number;
  host: string;
  method: string;
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
  agent?: http.Agent;
  timeoutMs?: number;
}) =>
  new Promise<Answer>((resolve, reject) => {
    // A Buffer goes as it is (a multipart form, with its content type among the headers); anything else as JSON.
    const raw = Buffer.isBuffer(options.body);
    const payload =
      options.body === undefined ? undefined : raw ? (options.body as Buffer) : JSON.stringify(options.body);
    const req = http.request(
      {
        host: '127.0.0.1',
        port: options.port,
        method: options.method,
        path: options.path,
        agent: options.agent,
        timeout: options.timeoutMs ?? 15_000,
        headers: {
          host: options.host,
          accept: 'application/json',
          ...(payload && !raw ? { 'content-type': 'application/json' } : {}),
          ...options.headers,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, text, json: () => JSON.parse(text), headers: res.headers }),
        );
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer within ${options.timeoutMs ?? 15_000} ms`)));
    req.on('error', reject);
    req.end(payload);
  });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until the process answers GET /api/health/ready with 200 (database and Redis answer); fails with
 * its log when it exits first or takes longer than `timeoutMs`.
 */
export const waitUntilReady = async (server: ServerProcess, timeoutMs = 90_000) => {
  let exit: Exit | undefined;
  void server.exited.then((e) => (exit = e));
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer yet';
  while (Date.now() < deadline && !exit) {
    try {
      const answer = await httpRequest({
        port: server.port,
        host: '127.0.0.1',
        method: 'GET',
        path: '/api/health/ready',
      });
      if (answer.status === 200) return;
      last = `${answer.status} ${answer.text}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await sleep(250);
  }
  const why = exit ? `it exited (code ${exit.code}, signal ${exit.signal})` : `last answer: ${last}`;
  throw new Error(`${server.name} on port ${server.port} did not become ready: ${why}\n${tail(server.log())}`);
};

/** Sends a signal (SIGTERM unless told) and waits for the process to end. */
export const stopServer = async (server: ServerProcess, signal: NodeJS.Signals = 'SIGTERM') => {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill(signal);
  return server.exited;
};

/** The last lines of a log, for an error message. */
export const tail = (text: string, lines = 60) => text.split('\n').slice(-lines).join('\n');

const run = promisify(execFile);

/** What a failed child process said: execFile's error carries its stdout and stderr. */
const outputOf = (error: unknown) => {
  if (!(error instanceof Error)) return String(error);
  const said = ['stdout', 'stderr'].map((key) => (key in error ? String(Reflect.get(error, key)) : ''));
  return [error.message, ...said].join('\n');
};

/** The tenant CLI as a person runs it on a deployment (`node apps/server/dist/tenant-cli.js ...`); its output. */
export const tenantCli = async (args: string[], env: Record<string, string>) => {
  try {
    const { stdout } = await run(process.execPath, [...tenantCliCommand, ...args], {
      cwd: repoRoot,
      env: { ...baseEnv(), ...env },
      timeout: 120_000,
    });
    return stdout;
  } catch (error) {
    throw new Error(`tenant CLI ${args.join(' ')} failed: ${outputOf(error)}`);
  }
};
