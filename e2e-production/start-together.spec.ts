import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { demoTenants } from '../apps/server/src/seed/tenants.ts';
import { deploymentEnv } from './support/deployment.ts';
import { drainSeconds, ports } from './support/places.ts';
import { createDatabase } from './support/postgres.ts';
import { startServer, stopServer, tail, waitUntilReady } from './support/processes.ts';

/**
 * A deploy on a new, empty database: two processes start at the same moment with the demo seed on. One
 * migrates and seeds while the other waits its turn; both become ready; the demo is there once (not twice,
 * and no process crashed on a duplicate key); both drain and exit 0 on SIGTERM. No browser.
 */
test('two processes started together on a fresh database with SEED_DEMO=true both come up, and seed once', async () => {
  test.setTimeout(300_000);
  const database = await createDatabase();
  const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ventura-uploads-'));
  const env = deploymentEnv({ databaseUrl: database.url, uploadsDir, extra: { SEED_DEMO: 'true' } });
  const servers = ports.startTogether.map((port, index) =>
    startServer({ name: `start-together-${index + 1}`, port, env }),
  );
  try {
    // Seeding the reference data (148,038 cities) and five demo tenants takes a minute on a busy machine.
    await Promise.all(servers.map((server) => waitUntilReady(server, 240_000)));

    const [tenants] = await database.query<{ n: number; slugs: number }>(
      'select count(*)::int as n, count(distinct slug)::int as slugs from tenants',
    );
    expect(tenants).toEqual({ n: demoTenants.length, slugs: demoTenants.length });
    const [hosts] = await database.query<{ n: number }>('select count(*)::int as n from tenant_hosts');
    expect(hosts?.n).toBe(demoTenants.flatMap((demo) => demo.hosts).length);
    const [countries] = await database.query<{ n: number }>('select count(*)::int as n from countries');
    expect(countries?.n).toBe(250);
    // Exactly one of the two did the seeding; the other found it done.
    const seededBy = servers.filter((server) => server.log().includes('Seeded the demo tenants'));
    expect(seededBy.map((server) => server.name)).toHaveLength(1);

    const stopping = Date.now();
    const exits = await Promise.all(servers.map((server) => stopServer(server)));
    for (const [index, exit] of exits.entries()) {
      expect(exit, `${servers[index]?.name}:\n${tail(servers[index]?.log() ?? '')}`).toMatchObject({
        code: 0,
        signal: null,
      });
      expect(exit.at - stopping).toBeLessThan(drainSeconds * 1000);
    }
  } catch (error) {
    for (const server of servers) console.log(`--- ${server.logFile}\n${tail(server.log())}`);
    throw error;
  } finally {
    await Promise.all(servers.map((server) => stopServer(server, 'SIGKILL')));
    await database.drop();
    fs.rmSync(uploadsDir, { recursive: true, force: true });
  }
});
