import type { Config } from '../config.ts';
import type { Db } from './db/index.ts';
import type { Replica } from './db/replica.ts';
import type { Jobs } from './jobs/index.ts';
import type { Mailer } from './mail/index.ts';
import type { Tenant } from './tenancy/repo.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    /** The read replica, when DATABASE_READ_URL names one. */
    replica?: Replica;
    mailer: Mailer;
    jobs: Jobs;
  }
  interface FastifyRequest {
    /** The tenant of the request's host; set on every tenant-scoped route. */
    tenant: Tenant;
    db: Db;
  }
  interface FastifyContextConfig {
    /** Callable without a session. Every other route requires one. */
    public?: boolean;
    /** A GET that changes data (the spec's GET users/logout): treated as a write by the session cache. */
    writes?: boolean;
    /**
     * A heavy read that may be answered from the read replica (platform/db/read-routing.ts). Only for
     * handlers that write nothing: the replica refuses writes.
     */
    replica?: boolean;
  }
}
