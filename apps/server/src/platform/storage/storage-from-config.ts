import path from 'node:path';
import type { Config } from '../../config';
import { createS3Storage } from './s3';
import { createLocalStorage, type FileStorage } from './storage';

/** The storage the configuration names: DATA_DIR/files (the default) or the S3-compatible bucket. */
export function storageFromConfig(config: Config): FileStorage {
  if (config.STORAGE === 'local') return createLocalStorage(path.join(config.DATA_DIR, 'files'));
  return createS3Storage({
    bucket: config.S3_BUCKET!,
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    credentials:
      config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
        : undefined,
  });
}
