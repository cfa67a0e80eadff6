// Files: where uploads are kept and how they are named. Features store through `app.storage` with a key
// from keys.ts (never one taken from a request) and hand out `fileUrl(key)`; routes.ts serves it back.
//
//   types.ts   the Storage interface: put, get, delete
//   disk.ts    under UPLOADS_DIR (DATA_DIR/uploads), the default
//   s3.ts      an S3-compatible bucket when S3_BUCKET is set, signed by sigv4.ts
//   keys.ts    tenant id / random id - variant . extension, the URL of a key, and what a safe key is
//   routes.ts  GET /api/v1/files/:tenantId/:name, on the tenant's own host only

import type { Config } from '../../config.ts';
import { diskStorage } from './disk.ts';
import { s3Storage } from './s3.ts';
import type { Storage } from './types.ts';

export { fileIdOfUrl, fileKey, fileUrl, isSafeKey, newFileId } from './keys.ts';
export type { ByteRange, Storage, StoredFile } from './types.ts';

/** The store the configuration names: the bucket of S3_BUCKET, else the uploads folder on disk. */
export const createStorage = (config: Pick<Config, 's3' | 'uploadsDir'>): Storage =>
  config.s3 ? s3Storage(config.s3) : diskStorage(config.uploadsDir);

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}
