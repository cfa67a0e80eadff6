// npm run seed: seeds the demo tenants into an empty database (DATABASE_URL, or the embedded one in DATA_DIR).
// npm run seed -- --tenant localhost --scale 1000000: and that many directory profiles on the tenant of a host.
// --posts 100000: and that many posts on its community wall.
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.ts';
import { seedScalePosts } from '../modules/community/seed.ts';
import { openDatabase } from '../platform/db/index.ts';
import { DataDirLockedError } from '../platform/db/lock.ts';
import { findTenantByHost } from '../platform/tenancy/repo.ts';
import { seedIfEmpty } from './demo.ts';
import { seedScale } from './scale.ts';

const options = () => {
  const { values } = parseArgs({
    options: { tenant: { type: 'string', default: 'localhost' }, scale: { type: 'string' }, posts: { type: 'string' } },
  });
  const scale = values.scale === undefined ? 0 : Number(values.scale);
  if (!Number.isInteger(scale) || scale < 0 || scale > 10_000_000) {
    throw new ConfigError('--scale takes a number of profiles from 1 to 10000000');
  }
  const posts = values.posts === undefined ? 0 : Number(values.posts);
  if (!Number.isInteger(posts) || posts < 0 || posts > 10_000_000) {
    throw new ConfigError('--posts takes a number of posts from 1 to 10000000');
  }
  return { host: values.tenant, scale, posts };
};

const run = async () => {
  const { host, scale, posts } = options();
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
    if (posts > 0) {
      const tenant = await findTenantByHost(database.db, host);
      if (!tenant) throw new ConfigError(`No tenant answers on ${host}`);
      const started = Date.now();
      await seedScalePosts(database.db, tenant.id, posts);
      console.log(`Seeded ${posts} posts on ${host} in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    }
  } finally {
    await database.close();
  }
};

run().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof DataDirLockedError ? error.message : error);
  process.exit(1);
});
