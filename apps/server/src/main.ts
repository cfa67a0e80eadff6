import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './platform/db/index.ts';
import { DataDirLockedError } from './platform/db/lock.ts';
import { attachRealtime } from './platform/realtime/index.ts';
import { seedIfEmpty } from './seed/demo.ts';
import { seedReferenceData } from './seed/reference.ts';
import { demoTenants } from './seed/tenants.ts';

const start = async () => {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    postgres: config.database,
  });
  // Migrations, reference data and the demo run under one lock: N processes starting together on a fresh
  // database take their turns, and the later ones find the work done.
  let seeded = false;
  await database.migrate(async () => {
    await seedReferenceData(database.db);
    if (config.seedDemo) seeded = await seedIfEmpty(database.db);
  });
  const app = await buildApp({ config, db: database.db, listen: database.listen, replica: database.replica });
  if (seeded) app.log.info(`Seeded the demo tenants: ${demoTenants.flatMap((t) => t.hosts[0] ?? []).join(', ')}`);
  await attachRealtime(app);

  // SIGTERM (a deploy, a scale-down) drains: readiness turns false at once; after SHUTDOWN_DELAY_SECONDS
  // (time for a balancer that polls readiness to notice) the process stops listening, so new connections
  // go to the other processes; requests in flight finish, sockets are told to reconnect elsewhere,
  // running jobs finish, and only then does the database close. A drain that outlasts DRAIN_TIMEOUT_SECONDS
  // exits 1; jobs cut short are retried by the queue.
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.lifecycle.draining = true;
    const { delaySeconds, timeoutSeconds } = config.shutdown;
    app.log.info(`${signal}: draining (delay ${delaySeconds} s, at most ${timeoutSeconds} s)`);
    const deadline = setTimeout(() => {
      app.log.error(`${signal}: not drained within ${timeoutSeconds} s: exiting`);
      process.exit(1);
    }, timeoutSeconds * 1000).unref();
    if (delaySeconds > 0) await new Promise((resolve) => setTimeout(resolve, delaySeconds * 1000));
    await app.close();
    await database.close();
    clearTimeout(deadline);
    app.log.info(`${signal}: drained, exiting`);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Ventura is serving http://localhost:${config.port} (${database.kind})`);
};

start().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error('Ventura failed to start:', error);
  }
  process.exit(1);
});
