import { type ChildProcess, spawn } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';

/* Real server processes for tests that need them (a crash, a restart, several processes at once). */

const serverDir = path.resolve(import.meta.dirname, '..');

/** Stops every server a test file started (SIGKILL) and waits for each to be gone. */
export const stopAll = async () => {
  for (const server of spawned) {
    if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
    await server.exit;
  }
};

export type Server = { child: ChildProcess; port: number; output: () => string; exit: Promise<number | null> };
export const spawned: Server[] = [];

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });

/**
 * The real server as `npm start` runs it, on its own port: on the embedded database in `dataDir`, or on
 * whatever `env` names (DATABASE_URL, REDIS_URL...).
 */
export const startServer = async (options: { dataDir?: string; env?: Record<string, string> }): Promise<Server> => {
  const port = await freePort();
  const { DATABASE_URL: _unused, SEED_DEMO: _default, REDIS_URL: _redis, ...env } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...env,
      PORT: String(port),
      ...(options.dataDir ? { DATA_DIR: options.dataDir } : {}),
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      WEB_DIST: '/nonexistent',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const server = { child, port, output: () => output, exit };
  spawned.push(server);
  return server;
};

export type Answer = { status: number; body: string };

/** A request as the browser on localhost sends it (Node's own resolver does not know tenant host names). */
export const request = (server: Server, method: string, url: string, body?: unknown, token?: string) =>
  new Promise<Answer>((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      {
        host: '127.0.0.1',
        port: server.port,
        method,
        path: url,
        headers: {
          host: 'localhost',
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });

/** Waits for GET /api/health to answer 200; fails with the server's output if it exits or takes too long. */
export const waitForHealth = async (server: Server, timeoutMs = 60_000) => {
  let exited = false;
  void server.exit.then(() => (exited = true));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !exited) {
    const health = await request(server, 'GET', '/api/health').catch(() => undefined);
    if (health?.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not become healthy${exited ? ' (it exited)' : ''}:\n${server.output()}`);
};
