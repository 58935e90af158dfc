import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { JobQueue } from '../../platform/jobs/job-queue';
import type { FileStorage } from '../../platform/storage/storage';
import { listQueuedFileDeletions, removeQueuedFileDeletions } from './file-deletions.repository';

const BATCH = 200;

export const FILE_DELETION_JOB = 'file-deletion';

export interface FileDrain {
  /** Files deleted and forgotten. */
  deleted: number;
  /** Keys whose deletion failed this time; they stay queued. */
  failed: number;
}

/**
 * Deletes the files queued in `file_deletions` (by a committed account deletion) through the storage
 * (local disk or S3) and forgets each key once the storage confirms; a key whose deletion fails stays
 * queued. Safe on several instances (deleting a file twice is harmless).
 */
export async function drainFileDeletions(
  db: Database,
  storage: FileStorage,
  log: FastifyBaseLogger,
): Promise<FileDrain> {
  const drain = { deleted: 0, failed: 0 };
  for (;;) {
    const keys = await listQueuedFileDeletions(db, BATCH);
    const done: string[] = [];
    for (const key of keys) {
      try {
        await storage.delete(key);
        done.push(key);
      } catch (err) {
        log.warn({ err, key }, 'queued file not deleted; kept for a retry');
      }
    }
    await removeQueuedFileDeletions(db, done);
    drain.deleted += done.length;
    drain.failed += keys.length - done.length;
    if (keys.length < BATCH || done.length < keys.length) return drain;
  }
}

export interface FileDeletionJob {
  /** Drains the queue now (tests; the job runs the same). */
  runOnce(): Promise<FileDrain>;
  /** Queues a run soon, on whichever instance (after a commit that queued files). */
  nudge(): void;
}

/**
 * The `file-deletion` job: queued after each account deletion's commit and every 10 minutes. A run
 * that leaves a file undeleted fails, so pg-boss retries it with growing back-off; the keys stay in
 * `file_deletions` until the storage confirms, and the schedule picks up whatever outlived the retries.
 */
export function defineFileDeletions(
  jobs: JobQueue,
  db: Database,
  storage: FileStorage,
  log: FastifyBaseLogger,
): FileDeletionJob {
  const runOnce = () => drainFileDeletions(db, storage, log);
  jobs.define({
    name: FILE_DELETION_JOB,
    schedule: '*/10 * * * *',
    retryLimit: 5,
    retryDelaySeconds: 30,
    expireInSeconds: 900,
    run: async () => {
      const { deleted, failed } = await runOnce();
      if (failed > 0) throw new Error(`${failed} queued files not deleted (${deleted} deleted); retrying`);
      return { deleted };
    },
  });
  return {
    runOnce,
    nudge: () => {
      jobs.send(FILE_DELETION_JOB).catch((err: unknown) => log.warn({ err }, 'file deletion nudge failed'));
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The queue of files to delete (tests run it at will). */
    fileDeletions: FileDeletionJob;
  }
}
