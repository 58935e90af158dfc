import pino from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import type { JobDefinition, JobQueue } from '../../platform/jobs/job-queue';
import type { FileStorage } from '../../platform/storage/storage';
import { createTestContext, type TestContext } from '../../test/test-app';
import { defineFileDeletions, FILE_DELETION_JOB } from './file-deletion.job';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});

/** A queue that only records what is defined and sent (the job's run is called directly). */
function recordingQueue() {
  const defined: JobDefinition[] = [];
  const sent: string[] = [];
  const queue = {
    define: (job: JobDefinition) => defined.push(job),
    send: async (name: string) => {
      sent.push(name);
    },
  } as unknown as JobQueue;
  return { queue, defined, sent };
}

/** A storage whose delete fails for the keys in `failing`, and records the ones it deleted. */
function flakyStorage(failing: Set<string>) {
  const deleted: string[] = [];
  const storage = {
    delete: async (key: string) => {
      if (failing.has(key)) throw new Error('storage unavailable');
      deleted.push(key);
    },
  } as unknown as FileStorage;
  return { storage, deleted };
}

const queued = async () =>
  (await t.pool.query<{ key: string }>('select key from file_deletions order by key')).rows.map((r) => r.key);

describe('file-deletion job', () => {
  it('is a retried, scheduled pg-boss job that the nudge queues', () => {
    const { queue, defined, sent } = recordingQueue();
    const job = defineFileDeletions(queue, t.db, flakyStorage(new Set()).storage, pino({ level: 'silent' }));
    expect(defined).toEqual([
      expect.objectContaining({ name: FILE_DELETION_JOB, schedule: expect.any(String) }),
    ]);
    expect(defined[0]!.retryLimit).toBeGreaterThan(0);
    job.nudge();
    expect(sent).toEqual([FILE_DELETION_JOB]);
  });

  it('keeps a key the storage failed to delete and fails the run (to be retried), then finishes', async () => {
    await t.pool.query(
      `insert into file_deletions (key) values ('gone/a.jpg'), ('gone/b.jpg'), ('gone/c.jpg')`,
    );
    const failing = new Set(['gone/b.jpg']);
    const { storage, deleted } = flakyStorage(failing);
    const { queue, defined } = recordingQueue();
    defineFileDeletions(queue, t.db, storage, pino({ level: 'silent' }));
    const run = defined[0]!.run;

    await expect(run()).rejects.toThrow(/1 queued files not deleted/);
    expect(deleted).toEqual(['gone/a.jpg', 'gone/c.jpg']);
    expect(await queued()).toEqual(['gone/b.jpg']);

    failing.clear();
    await expect(run()).resolves.toEqual({ deleted: 1 });
    expect(await queued()).toEqual([]);
  });
});
