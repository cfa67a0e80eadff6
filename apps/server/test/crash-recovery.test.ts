import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request, type Server, startServer, stopAll, waitForHealth } from './processes.ts';

/*
 * The embedded database must survive `kill -9`: a write the server acknowledged is there after a restart
 * on the same data directory, the stale lock of the dead process does not block that restart, and a
 * second server on a directory in use refuses to start.
 */

const email = 'aarav@greenleaf.demo';

const outboxCodes = async (server: Server) => {
  const res = await request(server, 'GET', `/api/dev/outbox?to=${encodeURIComponent(email)}`);
  expect(res.status).toBe(200);
  const rows: Array<{ code: string | null }> = JSON.parse(res.body).data;
  // Only the codes: the daily milestone sweep may email the same member at start-up, before or after the code.
  return rows.flatMap((row) => (row.code === null ? [] : [row.code]));
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
    await stopAll();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('acknowledges a write, then dies by SIGKILL leaving its lock behind', async () => {
    first = await startServer({ dataDir });
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
    restarted = await startServer({ dataDir });
    await waitForHealth(restarted);
    expect(await outboxCodes(restarted)).toContain(code);
    const verified = await request(restarted, 'POST', '/api/v1/public/auth/mobile/login/verify', { email, code });
    expect(verified.status, verified.body).toBe(200); // the stored code itself survived, not only the message
    expect(fs.readFileSync(path.join(dataDir, 'ventura.lock'), 'utf8')).toBe(String(restarted.child.pid));
  }, 90_000);

  it('refuses a second server on the data directory while the first runs', async () => {
    const second = await startServer({ dataDir });
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
