import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';

describe('where uploads are kept', () => {
  it('on disk under DATA_DIR/uploads by default, with or without DATABASE_URL, or in UPLOADS_DIR', () => {
    const embedded = loadConfig({ NODE_ENV: 'test', DATA_DIR: '/srv/ventura' });
    expect(embedded.uploadsDir).toBe('/srv/ventura/uploads');
    expect(embedded.s3).toBeNull();
    const withPostgres = loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: 'postgres://db/ventura',
      SECRET_KEY: 'k'.repeat(32),
    });
    expect(withPostgres.uploadsDir).toBe(path.join(withPostgres.dataDir, 'uploads'));
    expect(withPostgres.dataDir).toBe(loadConfig({ NODE_ENV: 'test' }).dataDir);
    expect(loadConfig({ NODE_ENV: 'test', UPLOADS_DIR: '/mnt/files' }).uploadsDir).toBe('/mnt/files');
  });

  it('in the bucket of S3_BUCKET, which needs both keys', () => {
    const keys = { S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' };
    expect(loadConfig({ NODE_ENV: 'test', S3_BUCKET: 'files', S3_REGION: 'eu-west-1', ...keys }).s3).toEqual({
      bucket: 'files',
      endpoint: 'https://s3.eu-west-1.amazonaws.com',
      region: 'eu-west-1',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      forcePathStyle: false,
    });
    const minio = loadConfig({
      NODE_ENV: 'test',
      S3_BUCKET: 'files',
      S3_ENDPOINT: 'http://127.0.0.1:9000/',
      S3_FORCE_PATH_STYLE: 'true',
      ...keys,
    }).s3;
    expect(minio).toMatchObject({ endpoint: 'http://127.0.0.1:9000', region: 'us-east-1', forcePathStyle: true });
    expect(() => loadConfig({ NODE_ENV: 'test', S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'id' })).toThrow(ConfigError);
    expect(() =>
      loadConfig({ NODE_ENV: 'test', S3_BUCKET: 'files', S3_ENDPOINT: 'http://minio:9000/bucket', ...keys }),
    ).toThrow(/S3_ENDPOINT must be an origin/);
  });
});
