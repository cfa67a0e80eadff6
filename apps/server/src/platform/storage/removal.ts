import type { FastifyBaseLogger } from 'fastify';
import type { JobDefinition, JobType } from '../jobs/index.ts';
import type { Storage } from './types.ts';

/** What removing files needs: the store, and a log for what it could not remove. */
export type FileRemoval = { storage: Storage; log: FastifyBaseLogger };

/**
 * Removes a stored file, logging (not throwing) when the store refuses: the record that named the file
 * is already gone or never was, so a file left behind is only space, and must not fail the call.
 */
export const removeStoredFile = async ({ storage, log }: FileRemoval, key: string) => {
  try {
    await storage.delete(key);
  } catch (error) {
    log.warn({ err: error, key }, 'could not remove a stored file');
  }
};

/** What an upload's sweep job carries: the upload to remove if nothing claimed it. */
export type UploadSweep = { tenantId: string; uuid: string };

/**
 * The job that removes an upload nothing claimed within `keepSeconds`: `removeRow` deletes the row when
 * it is still unclaimed and older than the cut-off and answers its file's key, then the file goes.
 * Uploads queue it when they are stored, to run a little after their keep time.
 */
export const unclaimedUploadSweep = (
  type: JobType<UploadSweep>,
  keepSeconds: number,
  deps: FileRemoval,
  removeRow: (upload: UploadSweep, createdBefore: Date) => Promise<string | undefined>,
): JobDefinition<UploadSweep> => ({
  name: type.name,
  retryLimit: 3,
  retryDelaySeconds: 60,
  backoff: true,
  async run(upload) {
    const key = await removeRow(upload, new Date(Date.now() - keepSeconds * 1000));
    if (key) await removeStoredFile(deps, key);
  },
});
