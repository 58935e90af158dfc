import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { FileStorage } from '../../platform/storage/storage';
import { listQueuedFileDeletions, removeQueuedFileDeletions } from './file-deletions.repository';

const BATCH = 200;

/**
 * Deletes the files queued in `file_deletions` (by a committed account deletion) and forgets each
 * key once the storage confirms; a key whose deletion fails stays queued for the next run. Safe on
 * several instances (deleting a file twice is harmless). Returns how many files went.
 */
export async function drainFileDeletions(
  db: Database,
  storage: FileStorage,
  log: FastifyBaseLogger,
): Promise<number> {
  let total = 0;
  for (;;) {
    const keys = await listQueuedFileDeletions(db, BATCH);
    const done: string[] = [];
    for (const key of keys) {
      try {
        await storage.delete(key);
        done.push(key);
      } catch (err) {
        log.warn({ err, key }, 'queued file not deleted; kept for the next run');
      }
    }
    await removeQueuedFileDeletions(db, done);
    total += done.length;
    if (keys.length < BATCH || done.length < keys.length) return total;
  }
}

export interface FileDeletionJob {
  runOnce(): Promise<number>;
  stop(): void;
}

/** Retries the queue every `intervalMs` (account deletion drains it right after its commit). */
export function startFileDeletions(
  db: Database,
  storage: FileStorage,
  intervalMs: number,
  log: FastifyBaseLogger,
): FileDeletionJob {
  const runOnce = () => drainFileDeletions(db, storage, log);
  const timer = setInterval(() => {
    runOnce().catch((err: unknown) => log.warn({ err }, 'file deletion run failed'));
  }, intervalMs);
  timer.unref();
  return { runOnce, stop: () => clearInterval(timer) };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The queue of files to delete (tests run it at will). */
    fileDeletions: FileDeletionJob;
  }
}
