// npm run seed: seeds the demo tenants into an empty database (DATABASE_URL, or the embedded one in DATA_DIR).
// npm run seed -- --tenant localhost --scale 1000000: and that many directory profiles on the tenant of a host.
// --posts 100000: and that many posts on its community wall; --jobs 100000: and that many open jobs;
// --metrics 10000: 24 months of growth metrics for that many of its approved startups.
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.ts';
import { seedScalePosts } from '../modules/community/seed.ts';
import { seedScaleJobs } from '../modules/jobs/seed.ts';
import { seedScaleMetrics } from '../modules/metrics/seed.ts';
import { openDatabase } from '../platform/db/index.ts';
import { DataDirLockedError } from '../platform/db/lock.ts';
import { findTenantByHost } from '../platform/tenancy/repo.ts';
import { seedIfEmpty } from './demo.ts';
import { seedScale } from './scale.ts';

const options = () => {
  const { values } = parseArgs({
    options: {
      tenant: { type: 'string', default: 'localhost' },
      scale: { type: 'string' },
      posts: { type: 'string' },
      jobs: { type: 'string' },
      metrics: { type: 'string' },
    },
  });
  const scale = values.scale === undefined ? 0 : Number(values.scale);
  if (!Number.isInteger(scale) || scale < 0 || scale > 10_000_000) {
    throw new ConfigError('--scale takes a number of profiles from 1 to 10000000');
  }
  const count = (value: string | undefined, what: string) => {
    const n = value === undefined ? 0 : Number(value);
    if (!Number.isInteger(n) || n < 0 || n > 10_000_000) {
      throw new ConfigError(`--${what} takes a number of ${what} from 1 to 10000000`);
    }
    return n;
  };
  return {
    host: values.tenant,
    scale,
    posts: count(values.posts, 'posts'),
    jobs: count(values.jobs, 'jobs'),
    metrics: count(values.metrics, 'metrics'),
  };
};

const run = async () => {
  const { host, scale, posts, jobs, metrics } = options();
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    postgres: config.database,
  });
  try {
    let seeded = false;
    await database.migrate(async () => {
      seeded = await seedIfEmpty(database.db);
    });
    console.log(seeded ? 'Seeded the demo tenants.' : 'The database already has tenants: no demo seeded.');
    if (scale > 0) {
      console.log(`Seeding ${scale} directory profiles on ${host}...`);
      const took = await seedScale(database.db, host, scale, (line) => console.log(line));
      console.log(`Seeded ${scale} profiles in ${(took / 1000).toFixed(1)} s.`);
    }
    for (const [what, n, seed] of [
      ['posts', posts, seedScalePosts],
      ['jobs', jobs, seedScaleJobs],
      ["startups' growth metrics (24 months)", metrics, seedScaleMetrics],
    ] as const) {
      if (n === 0) continue;
      const tenant = await findTenantByHost(database.db, host);
      if (!tenant) throw new ConfigError(`No tenant answers on ${host}`);
      const started = Date.now();
      await seed(database.db, tenant.id, n);
      console.log(`Seeded ${n} ${what} on ${host} in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    }
  } finally {
    await database.close();
  }
};

run().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof DataDirLockedError ? error.message : error);
  process.exit(1);
});
