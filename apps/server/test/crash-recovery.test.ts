import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/*
 * The embedded database must survive `kill -9`: a write the server acknowledged is there after a restart
 * on the same data directory, the stale lock of the dead process does not block that restart, and a
 * second server on a directory in use refuses to start.
 */

const serverDir = path.resolve(import.meta.dirname, '..');
const email = 'aarav@greenleaf.demo';

type Server = { child: ChildProcess; port: number; output: () => string; exit: Promise<number | null> };
const spawned: Server[] = [];

const freePort = () =>
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

/** The real server as `npm start` runs it, on its own port and data directory. */
const startServer = async (dataDir: string): Promise<Server> => {
  const port = await freePort();
  const { DATABASE_URL: _unused, SEED_DEMO: _default, ...env } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...env,
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      WEB_DIST: '/nonexistent',
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

type Answer = { status: number; body: string };

/** A request as the browser on localhost sends it (Node's own resolver does not know tenant host names). */
const request = (server: Server, method: string, url: string, body?: unknown) =>
  new Promise<Answer>((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      {
        host: '127.0.0.1',
        port: server.port,
        method,
        path: url,
        headers: { host: 'localhost', ...(payload ? { 'content-type': 'application/json' } : {}) },
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
const waitForHealth = async (server: Server, timeoutMs = 60_000) => {
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

const outboxCodes = async (server: Server) => {
  const res = await request(server, 'GET', `/api/dev/outbox?to=${encodeURIComponent(email)}`);
  expect(res.status).toBe(200);
  const rows: Array<{ code: string | null }> = JSON.parse(res.body).data;
  return rows.map((row) => row.code);
};

describe.skipIf(Boolean(process.env.DATABASE_URL))('the embedded database after kill -9', () => {
  let dataDir: string;
  let first: Server;
  let restarted: Server;
  let code: string | null | undefined;

  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ventura-crash-'));
  });

  afterAll(async () => {
    for (const server of spawned) {
      if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
      await server.exit;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('acknowledges a write, then dies by SIGKILL leaving its lock behind', async () => {
    first = await startServer(dataDir);
    await waitForHealth(first, 90_000); // the first start migrates and seeds the demo tenants
    const sent = await request(first, 'POST', '/api/v1/public/auth/mobile/login', { email });
    expect(sent.status, sent.body).toBe(200);
    [code] = await outboxCodes(first);
    expect(code).toMatch(/^\d{6}$/);

    const pid = first.child.pid;
    if (pid === undefined) throw new Error('The server has no process id');
    process.kill(pid, 'SIGKILL');
    expect(await first.exit).toBeNull(); // no exit code: killed by a signal, nothing ran on the way out
    expect(first.child.signalCode).toBe('SIGKILL');
    expect(fs.readFileSync(path.join(dataDir, 'ventura.lock'), 'utf8')).toBe(String(pid));
  }, 120_000);

  it('starts again on the same data directory and still has the write', async () => {
    restarted = await startServer(dataDir);
    await waitForHealth(restarted);
    expect(await outboxCodes(restarted)).toContain(code);
    const verified = await request(restarted, 'POST', '/api/v1/public/auth/mobile/login/verify', { email, code });
    expect(verified.status, verified.body).toBe(200); // the stored code itself survived, not only the message
    expect(fs.readFileSync(path.join(dataDir, 'ventura.lock'), 'utf8')).toBe(String(restarted.child.pid));
  }, 90_000);

  it('refuses a second server on the data directory while the first runs', async () => {
    const second = await startServer(dataDir);
    let timer: NodeJS.Timeout | undefined;
    const stillRunning = new Promise<'still running'>((resolve) => {
      timer = setTimeout(resolve, 30_000, 'still running');
    });
    const exitCode = await Promise.race([second.exit, stillRunning]);
    clearTimeout(timer);
    expect(exitCode, second.output()).not.toBe('still running');
    expect(exitCode).not.toBe(0);
    expect(exitCode).not.toBeNull();
    expect(second.output()).toContain(`is in use by process ${restarted.child.pid}`);
    expect((await request(restarted, 'GET', '/api/health')).status).toBe(200);
  }, 60_000);
});
