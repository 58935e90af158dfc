import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import type { TestProject } from 'vitest/node';
import { connectDatabase, ensureDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';
import { seedCatalogue } from '../db/seed';
import { startEmbeddedPostgres } from '../platform/database/embedded-postgres';
import { installJobTables } from '../platform/jobs/job-queue';

export const TEMPLATE_DATABASE = 'campus_test_template';

declare module 'vitest' {
  interface ProvidedContext {
    pgAdminUrl: string;
  }
}

/**
 * One PostgreSQL for the whole run (embedded in a temporary folder, or the server of
 * DATABASE_URL), with a migrated and seeded template database that each test file clones.
 */
export default async function setup(project: TestProject) {
  const logger = pino({ level: 'warn' });
  let adminUrl = process.env.DATABASE_URL;
  let stop = async () => {};
  let tmp: string | undefined;
  if (!adminUrl) {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-test-pg-'));
    fs.chmodSync(tmp, 0o755);
    // A throwaway cluster: nothing in it has to survive a crash, so no test waits on the disk
    // (every test file clones the template, and each clone was a checkpoint's worth of writes).
    const embedded = await startEmbeddedPostgres({
      dir: path.join(tmp, 'postgres'),
      port: 0,
      logger,
      settings: ['fsync=off', 'full_page_writes=off'],
    });
    adminUrl = embedded.adminUrl;
    stop = embedded.stop;
  }
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${TEMPLATE_DATABASE} with (force)`);
  await admin.end();
  await ensureDatabase(adminUrl, TEMPLATE_DATABASE);
  const url = new URL(adminUrl);
  url.pathname = `/${TEMPLATE_DATABASE}`;
  const handle = connectDatabase(url.toString(), 2);
  await runMigrations(handle.db);
  await seedCatalogue(handle.db);
  await installJobTables(handle.pool);
  await handle.close();
  project.provide('pgAdminUrl', adminUrl);
  return async () => {
    await stop();
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  };
}
