import crypto from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { cleanupAfterFile } from './file-cleanup';
import { TEMPLATE_DATABASE } from './global-setup';

/**
 * A fresh database cloned from the migrated template (with the job tables), for tests that need
 * several pools on one database (several "instances") rather than an app. Dropped after the file.
 */
export async function createTestDatabase(): Promise<string> {
  const adminUrl = inject('pgAdminUrl');
  const name = `campus_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${TEMPLATE_DATABASE}`);
  await admin.end();
  cleanupAfterFile(async () => {
    const dropper = new pg.Client({ connectionString: adminUrl });
    await dropper.connect();
    // A pool's end() resolves once its clients have asked to close, not once their backends are gone:
    // a forced drop then could kill a closing client, whose error nothing listens for any more
    // (an uncaught exception in a file whose tests all passed). So the drop waits for them first.
    const until = Date.now() + 10_000;
    while (Date.now() < until) {
      const { rows } = await dropper.query<{ n: number }>(
        'select count(*)::int as n from pg_stat_activity where datname = $1',
        [name],
      );
      if (rows[0]?.n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await dropper.query(`drop database if exists ${name} with (force)`);
    await dropper.end();
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
