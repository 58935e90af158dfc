// The pools of db/client.ts against a real PostgreSQL: ending one leaves no backend behind, and a
// terminated idle connection is not an uncaught exception.
import crypto from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database';
import { endPool, openPool } from './client';

let url: string;
let admin: pg.Client;
beforeAll(async () => {
  url = await createTestDatabase();
  admin = new pg.Client({ connectionString: url });
  await admin.connect();
});
afterAll(async () => {
  await admin.end();
});

const backendsOf = async (applicationName: string) =>
  (
    await admin.query<{ n: number }>(
      'select count(*)::int as n from pg_stat_activity where application_name = $1',
      [applicationName],
    )
  ).rows[0]!.n;

/** A pool under its own name, its `size` connections opened and idle. */
async function busyPool(size: number) {
  const name = `pool-${crypto.randomBytes(4).toString('hex')}`;
  const pool = openPool(url, size, { application_name: name });
  await Promise.all(Array.from({ length: size }, () => pool.query('select pg_sleep(0.01)')));
  return { pool, name };
}

describe('database pools', () => {
  it('endPool returns once every connection has closed, not once each was asked to', async () => {
    for (let round = 0; round < 5; round += 1) {
      const { pool, name } = await busyPool(8);
      expect(await backendsOf(name)).toBe(8);
      await endPool(pool);
      expect(await backendsOf(name)).toBe(0);
    }
  });

  it('a pool whose idle connections are terminated serves the next query, and ends', async () => {
    const { pool, name } = await busyPool(4);
    const removed = new Promise<void>((resolve) => {
      let n = 0;
      pool.on('remove', () => {
        n += 1;
        if (n === 4) resolve();
      });
    });
    await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1', [
      name,
    ]);
    await removed;
    expect((await pool.query<{ one: number }>('select 1 as one')).rows[0]!.one).toBe(1);
    await endPool(pool);
    expect(await backendsOf(name)).toBe(0);
  });

  it('endPool on a pool that never connected returns at once', async () => {
    const pool = openPool(url, 2);
    await endPool(pool);
    expect(pool.ended).toBe(true);
  });
});
