// npm run tenant -- list|create|update|add-operator: tenants and their operators, without SQL.
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../platform/db/index.ts';
import { DataDirLockedError } from '../platform/db/lock.ts';
import { seedReferenceData } from '../seed/reference.ts';
import { CommandError, runTenantCommand } from './tenant-commands.ts';

const run = async () => {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    postgres: config.database,
  });
  try {
    // A new deployment's first tenant needs the countries, states and cities its forms offer.
    await database.migrate(() => seedReferenceData(database.db));
    for (const line of await runTenantCommand(database.db, process.argv.slice(2))) console.log(line);
  } finally {
    await database.close();
  }
};

run().catch((error: unknown) => {
  const known = error instanceof CommandError || error instanceof ConfigError || error instanceof DataDirLockedError;
  console.error(known ? error.message : error);
  process.exit(1);
});
