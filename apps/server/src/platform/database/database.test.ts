import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { openDatabase } from './database';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-restart-'));
fs.chmodSync(dataDir, 0o755);
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('the embedded database', () => {
  it('migrates, seeds, keeps data across a restart and releases its lock on shutdown', async () => {
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir });
    const logger = pino({ level: 'silent' });

    const first = await openDatabase(config, logger);
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(true);
    const campuses = await first.pool.query('select count(*)::int as n from campuses');
    expect(campuses.rows[0].n).toBe(21);
    await first.pool.query('create table survival (value int)');
    await first.pool.query('insert into survival values (42)');
    await first.shutdown();
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);

    const second = await openDatabase(config, logger);
    try {
      const kept = await second.pool.query('select value from survival');
      expect(kept.rows).toEqual([{ value: 42 }]);
      const migrations = await second.pool.query(
        'select count(*)::int as n from drizzle.__drizzle_migrations',
      );
      expect(migrations.rows[0].n).toBeGreaterThan(0);
    } finally {
      await second.shutdown();
    }
  }, 60_000);
});
