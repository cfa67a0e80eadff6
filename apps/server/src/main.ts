import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './platform/db/index.ts';
import { DataDirLockedError } from './platform/db/lock.ts';
import { attachRealtime } from './platform/realtime/index.ts';
import { seedIfEmpty } from './seed/demo.ts';
import { demoTenants } from './seed/tenants.ts';

const start = async () => {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  const app = await buildApp({ config, db: database.db, listen: database.listen });
  if (config.seedDemo) {
    const seeded = await seedIfEmpty(database.db);
    if (seeded) app.log.info(`Seeded the demo tenants: ${demoTenants.flatMap((t) => t.hosts[0] ?? []).join(', ')}`);
  }
  await attachRealtime(app);
  app.addHook('onClose', () => database.close());

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: closing`);
    const timer = setTimeout(() => process.exit(1), 10_000).unref();
    await app.close();
    clearTimeout(timer);
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
