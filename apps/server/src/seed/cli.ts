// npm run seed: seeds the demo tenants into an empty database (DATABASE_URL, or the embedded one in DATA_DIR).
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../platform/db/index.ts';
import { DataDirLockedError } from '../platform/db/lock.ts';
import { seedIfEmpty } from './demo.ts';

const run = async () => {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
    const seeded = await seedIfEmpty(database.db);
    console.log(seeded ? 'Seeded the demo tenants.' : 'The database already has tenants: nothing seeded.');
  } finally {
    await database.close();
  }
};

run().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof DataDirLockedError ? error.message : error);
  process.exit(1);
});
