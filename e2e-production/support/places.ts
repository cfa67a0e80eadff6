import path from 'node:path';

/* Where the production suite's pieces run: ports of their own, apart from the journeys (3199, 3299) and a
   dev server (3000), so the suites can share a machine. */

export const repoRoot = path.resolve(import.meta.dirname, '../..');

export const ports = {
  /** The two server processes of the deployment behind nginx. */
  processes: [3401, 3402],
  nginx: 3480,
  standIns: 4599,
  /** Stripe's and Razorpay's stand-in (4598 is where docs/payments.md runs one by hand). */
  payments: 4597,
  /** The OpenID Connect stand-in, the tenant's single sign-on provider (4598 is where docs/sso.md runs one by hand). */
  oidc: 4596,
  smtp: 2525,
  /** The two processes started together on a fresh database (start-together.spec.ts). */
  startTogether: [3411, 3412],
} as const;

/** The tenant the suite makes with the tenant CLI. Chromium resolves *.localhost to this machine. */
export const tenant = {
  slug: 'probe',
  name: 'Probe Hub',
  host: 'probe.localhost',
  operator: { email: 'ops@probe.test', name: 'Olga Operator' },
} as const;

/**
 * How a server process and the tenant CLI start: the compiled build, with plain `node`, as a deployment
 * runs it (`npm run build:server` writes it; scripts/test-production.mjs builds before the suite). The one
 * place to point the suite at the sources instead (`['--import', 'tsx', 'apps/server/src/main.ts']`).
 */
export const serverCommand = ['apps/server/dist/main.js'];
export const tenantCliCommand = ['apps/server/dist/tenant-cli.js'];

/** Server logs, nginx's logs and the mailbox of a run: printed when a test fails, kept for a look after. */
export const reportDir = path.join(repoRoot, '.data/reports/production');

/** PostgreSQL to make throw-away databases on: DATABASE_URL's server, or the local one as postgres. */
export const postgresUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * Redis for the processes' realtime. The server has no key prefix of its own, so the suite keeps its
 * presence keys in a database number of its own; pub/sub channels are server-wide in Redis whatever the
 * number, so a second deployment on the same Redis at the same time would hear this one's socket events.
 */
export const redisUrl = process.env.PRODUCTION_REDIS_URL ?? 'redis://127.0.0.1:6379/13';

/** How long a process may take to drain after SIGTERM (the server's DRAIN_TIMEOUT_SECONDS, set by the suite). */
export const drainSeconds = 20;

/**
 * How long a process keeps listening after SIGTERM while it already says it is not ready
 * (SHUTDOWN_DELAY_SECONDS). nginx does not poll readiness, so a deployment behind nginx alone can keep 0;
 * the suite sets 1 to see the 503 and to keep serving through nginx while it drains, the harder case.
 */
export const shutdownDelaySeconds = 1;

/**
 * The drills' deployments (failover.spec.ts, process-fault.spec.ts): ports of their own, so that a drill
 * never meets the suite's shared deployment, which may still be up in the same worker.
 */
export const drillPorts = {
  faults: { processes: [3421, 3422, 3423], nginx: 3481, smtp: 2526, standIns: 4589, payments: 4588, oidc: 4587 },
  failover: {
    processes: [3431, 3432],
    nginx: 3482,
    smtp: 2527,
    standIns: 4579,
    payments: 4578,
    oidc: 4577,
    primary: 5491,
    standby: 5492,
    pgbouncer: 6491,
  },
} as const;

/**
 * How long a drill keeps its load going after the fault: a few seconds in the suite (CI), longer from
 * `npm run drill` (DRILL_SECONDS), which prints the same figures.
 */
export const drillSeconds = Number(process.env.DRILL_SECONDS ?? 8);
