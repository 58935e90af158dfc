import { UNATTACHED_UPLOAD_TTL_MS } from '@campus/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { FileStorage } from '../../platform/storage/storage';
import { deleteUnclaimedUploadsBefore } from './uploads.repository';

export interface UploadCleanupJob {
  /** Deletes uploads never attached and older than a day, with their files; returns how many. */
  runOnce(now?: Date): Promise<number>;
  stop(): void;
}

const BATCH = 500;

/**
 * Files uploaded ahead of a post that never came are removed after 24 h (rows first, in batches,
 * then their files), every `intervalMs`. Safe on several instances: each row is deleted once.
 */
export function startUploadCleanup(
  db: Database,
  storage: FileStorage,
  intervalMs: number,
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
  const timer = setInterval(() => {
    runOnce().catch((err: unknown) => log.warn({ err }, 'upload clean-up failed'));
  }, intervalMs);
  timer.unref();
  return { runOnce, stop: () => clearInterval(timer) };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The clean-up of unattached uploads (tests run it at a chosen time). */
    uploadCleanup: UploadCleanupJob;
  }
}
