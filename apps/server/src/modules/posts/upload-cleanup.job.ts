import { UNATTACHED_UPLOAD_TTL_MS } from '@campus/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { JobQueue } from '../../platform/jobs/job-queue';
import type { FileStorage } from '../../platform/storage/storage';
import { deleteUnclaimedUploadsBefore } from './uploads.repository';

export interface UploadCleanupJob {
  /** Deletes uploads never attached and older than a day, with their files; returns how many. */
  runOnce(now?: Date): Promise<number>;
}

const BATCH = 500;

/**
 * Files uploaded ahead of a post that never came are removed after 24 h (rows first, in batches,
 * then their files): the `upload-cleanup` job, hourly, run by one instance at a time. Each row is
 * deleted once, so a run repeated after a crash only finds what is left.
 */
export function defineUploadCleanup(
  jobs: JobQueue,
  db: Database,
  storage: FileStorage,
  log: FastifyBaseLogger,
): UploadCleanupJob {
  const runOnce = async (now = new Date()) => {
    const before = new Date(now.getTime() - UNATTACHED_UPLOAD_TTL_MS);
    let total = 0;
    for (;;) {
      const removed = await deleteUnclaimedUploadsBefore(db, before, BATCH);
      const keys = removed.flatMap((u) => [`uploads/${u.id}/${u.fileName}`, ...u.variants.map((v) => v.key)]);
      await Promise.all(
        [...new Set(keys)].map((key) =>
          storage.delete(key).catch((err: unknown) => log.warn({ err, key }, 'upload file not deleted')),
        ),
      );
      total += removed.length;
      if (removed.length < BATCH) return total;
    }
  };
  jobs.define({
    name: 'upload-cleanup',
    schedule: '17 * * * *',
    retryLimit: 3,
    retryDelaySeconds: 60,
    expireInSeconds: 900,
    run: () =>
      runOnce().catch((err: unknown) => {
        log.warn({ err }, 'upload clean-up failed');
        throw err;
      }),
  });
  return { runOnce };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The clean-up of unattached uploads (tests run it at a chosen time). */
    uploadCleanup: UploadCleanupJob;
  }
}
