// Migration 0011 moves the profile reports of user_reports into the general reports model.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, expect, inject, it } from 'vitest';
import { connectDatabase, type DatabaseHandle } from '../../db/client';
import { MIGRATIONS_DIR } from '../../db/migrate';

const name = `campus_migration_${crypto.randomBytes(6).toString('hex')}`;
let handle: DatabaseHandle | undefined;

/** A copy of the migrations folder that ends at `lastTag`. */
function migrationsUpTo(lastTag: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-'));
  fs.cpSync(MIGRATIONS_DIR, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8'));
  const last = journal.entries.findIndex((e: { tag: string }) => e.tag === lastTag);
  journal.entries = journal.entries.slice(0, last + 1);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

afterAll(async () => {
  await handle?.close();
  const admin = new pg.Client({ connectionString: inject('pgAdminUrl') });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
});

it('moves user_reports into reports: the person as target and subject, a free-text reason as a note', async () => {
  const adminUrl = inject('pgAdminUrl');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  handle = connectDatabase(url.toString(), 2);
  await migrate(handle.db, { migrationsFolder: migrationsUpTo('0009_search_lexemes') });
  const q = (text: string, values: unknown[] = []) => handle!.pool.query(text, values);
  // The campuses table as it was at 0009 (seed.ts writes today's columns).
  await q(
    `insert into campuses (id, name, short_name, privacy, city, state, country, color, created_at)
     values ('ou', 'University of Oklahoma', 'OU', 'private', 'Norman', 'OK', 'US', '#841617', now())`,
  );
  const campus = 'ou';
  for (const id of ['u1', 'u2', 'u3'])
    await q(
      `insert into users (id, name, email, username, first_name, last_name) values ($1, $1, $1 || '@x.com', $1, $1, 'X')`,
      [id],
    );
  await q(
    `insert into user_reports (id, reporter_id, reported_user_id, campus_id, reason, status) values
     (gen_random_uuid(), 'u1', 'u3', $1, 'Spam', 'open'),
     (gen_random_uuid(), 'u2', 'u3', $1, 'Sells fake tickets', 'reviewed'),
     (gen_random_uuid(), 'u3', 'u1', $1, null, 'dismissed')`,
    [campus],
  );
  await migrate(handle.db, { migrationsFolder: MIGRATIONS_DIR });
  const rows = (
    await q(`select reporter_id, target_type, target_id, subject_user_id, reason, note, status,
                    resolved_at is not null as resolved from reports order by reporter_id`)
  ).rows;
  expect(rows).toEqual([
    {
      reporter_id: 'u1',
      target_type: 'profile',
      target_id: 'u3',
      subject_user_id: 'u3',
      reason: 'spam',
      note: null,
      status: 'open',
      resolved: false,
    },
    {
      reporter_id: 'u2',
      target_type: 'profile',
      target_id: 'u3',
      subject_user_id: 'u3',
      reason: 'other',
      note: 'Sells fake tickets',
      status: 'actioned',
      resolved: true,
    },
    {
      reporter_id: 'u3',
      target_type: 'profile',
      target_id: 'u1',
      subject_user_id: 'u1',
      reason: 'other',
      note: null,
      status: 'dismissed',
      resolved: true,
    },
  ]);
  expect((await q(`select to_regclass('user_reports') as t`)).rows[0].t).toBeNull();
});
