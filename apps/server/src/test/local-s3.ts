import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createS3rver } from './s3rver.mjs';

export interface LocalS3 {
  /** The environment that points the app at this server (STORAGE=s3 and the rest). */
  env: Record<string, string>;
  endpoint: string;
  bucket: string;
  close(): Promise<void>;
}

/**
 * An S3-compatible server (s3rver) on a free loopback port, with one empty bucket, its objects in a
 * temporary folder removed on close. Its fixed credentials are S3RVER / S3RVER.
 */
export async function startLocalS3(bucket = 'campus-media'): Promise<LocalS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-s3-'));
  const server = createS3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
