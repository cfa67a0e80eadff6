// npm run seed: seeds the demo tenants into an empty database (DATABASE_URL, or the embedded one in DATA_DIR).
// npm run seed -- --tenant localhost --scale 1000000: and that many directory profiles on the tenant of a host.
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../platform/db/index.ts';
import { DataDirLockedError } from '../platform/db/lock.ts';
import { seedIfEmpty } from './demo.ts';
import { seedScale } from './scale.ts';

const options = () => {
  const { values } = parseArgs({
    options: { tenant: { type: 'string', default: 'localhost' }, scale: { type: 'string' } },
  });
  const scale = values.scale === undefined ? 0 : Number(values.scale);
  if (!Number.isInteger(scale) || scale < 0 || scale > 10_000_000) {
    throw new ConfigError('--scale takes a number of profiles from 1 to 10000000');
  }
  return { host: values.tenant, scale };
};

const run = async () => {
  const { host, scale } = options();
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
    const seeded = await seedIfEmpty(database.db);
    console.log(seeded ? 'Seeded the demo tenants.' : 'The database already has tenants: no demo seeded.');
    if (scale > 0) {
      console.log(`Seeding ${scale} directory profiles on ${host}...`);
      const took = await seedScale(database.db, host, scale, (line) => console.log(line));
      console.log(`Seeded ${scale} profiles in ${(took / 1000).toFixed(1)} s.`);
    }
  } finally {
    await database.close();
  }
};

run().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof DataDirLockedError ? error.message : error);
  process.exit(1);
});
