import type { Readable } from 'node:stream';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { assertKey, type FileStorage, fileTypeOf } from './storage';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** An S3-compatible server (MinIO, R2, the tests' local server); AWS itself when unset. */
  endpoint?: string;
  /** Addresses the bucket as a path (`endpoint/bucket/key`), as MinIO and local servers need. */
  forcePathStyle?: boolean;
  /** Static credentials; without them the SDK's usual chain (environment, instance role) is used. */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/** A missing key: 404 from HEAD (no body, so no code), NoSuchKey from GET. */
function isMissing(err: unknown): boolean {
  return (
    err instanceof S3ServiceException &&
    (err.$metadata.httpStatusCode === 404 || err.name === 'NoSuchKey' || err.name === 'NotFound')
  );
}

/**
 * Files as objects of one bucket, under the same keys as on disk. A move is a copy then a delete
 * (object storage has no rename); deleting a missing key succeeds, as on disk.
 */
export function createS3Storage(opts: S3StorageOptions): FileStorage {
  const client = new S3Client({
    region: opts.region,
    endpoint: opts.endpoint,
    forcePathStyle: opts.forcePathStyle,
    credentials: opts.credentials,
  });
  const Bucket = opts.bucket;
  return {
    async put(key, data) {
      assertKey(key);
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: data, ContentType: fileTypeOf(key) }));
    },
    async size(key) {
      assertKey(key);
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return head.ContentLength ?? 0;
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async open(key, range) {
      assertKey(key);
      try {
        const object = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: key,
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        );
        // Content-Range is `bytes start-end/total` for a range; the whole length otherwise.
        const total = object.ContentRange?.split('/')[1];
        const size = total && total !== '*' ? Number(total) : (object.ContentLength ?? 0);
        return { stream: object.Body as Readable, size };
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async delete(key) {
      assertKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async move(from, to) {
      assertKey(from);
      assertKey(to);
      // The copy keeps the object's content type (the extension, so the type, does not change).
      await client.send(new CopyObjectCommand({ Bucket, Key: to, CopySource: `${Bucket}/${from}` }));
      await client.send(new DeleteObjectCommand({ Bucket, Key: from }));
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
  };
}
