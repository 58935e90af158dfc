// The mischief suite counts writes in the e2e server's own database: what a form wrote, whatever
// the page shows. One pool per worker, closed when the worker ends.

import type { Page } from '@playwright/test';
import { verifyPassword } from 'better-auth/crypto';
import type pg from 'pg';
import { endPool, openPool } from '../../apps/server/src/db/client';
import { databaseUrl } from '../database';
import { apiInPage, expect, siteUrl } from '../fixtures';

let pool: pg.Pool | undefined;

/** The first column of the first row of `sql`, as text ('' when there is no row). */
export async function scalar(sql: string, params: unknown[] = []): Promise<string> {
  pool ??= openPool(databaseUrl(), 2);
  const { rows } = await pool.query(sql, params);
  const first = rows[0] as Record<string, unknown> | undefined;
  return first ? String(Object.values(first)[0] ?? '') : '';
}

export async function closeDatabase(): Promise<void> {
  if (pool) await endPool(pool);
  pool = undefined;
}

/** How many rows `sql` answers, as text. */
export const countOf = (sql: string, params: unknown[]) => scalar(`select count(*) from (${sql}) x`, params);

/** Each stored hash's password once told apart: a test reads the same hash many times while it waits. */
const known = new Map<string, string>();

/** The stored password of a user, told apart among the ones a test uses (its hash cannot be read back). */
export async function passwordOf(userId: string, candidates: string[]): Promise<string> {
  const hash = await scalar(
    `select password from accounts where user_id = $1 and provider_id = 'credential'`,
    [userId],
  );
  if (!hash) return 'no password';
  const seen = known.get(hash);
  if (seen !== undefined && candidates.includes(seen)) return seen;
  for (const password of candidates)
    if (await verifyPassword({ hash, password })) {
      known.set(hash, password);
      return password;
    }
  return 'another password';
}

/**
 * Adds a campus of the test's own through the API (as the site administrator `page` is signed in as),
 * so a row that changes a campus's settings changes no journey's campus; its id.
 */
export async function addOwnCampus(page: Page, name: string, shortName: string): Promise<string> {
  await page.goto(siteUrl('ou', '/api/health/live'));
  const added = await apiInPage<{ campus: { id: string } }>(page, 'POST', '/api/admin/campuses', {
    name,
    shortName,
    emailDomains: [`${shortName}.edu`],
    color: '#00205b',
    accentColor: '#7c7e7f',
    city: 'Norman',
    state: 'OK',
    timeZone: 'America/Chicago',
    meetingSpots: [],
  });
  expect(added.status).toBe(201);
  return added.json.campus.id;
}
