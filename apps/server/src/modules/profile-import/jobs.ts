import type { Db } from '../../platform/db/index.ts';
import type { JobDefinition } from '../../platform/jobs/index.ts';
import { type SyncJob, syncCopies, syncJob } from './links.ts';

/** Bringing a saved profile's changes to its copies kept in step (queued by queueSync after a save). */
export const createProfileSyncJob = (deps: { db: Db }): JobDefinition<SyncJob> => ({
  name: syncJob.name,
  retryLimit: 3,
  retryDelaySeconds: 30,
  backoff: true,
  run: (data) => syncCopies(deps.db, data),
});
