import path from 'node:path';
import type { Logger } from 'pino';
import type { Config } from '../../config';
import { connectDatabase, type DatabaseHandle, ensureDatabase } from '../../db/client';
import { runMigrations } from '../../db/migrate';
import { seedCatalogue } from '../../db/seed';
import { lockDataDir } from './data-dir-lock';
import { startEmbeddedPostgres } from './embedded-postgres';

export const APP_DATABASE = 'campus';

export interface OpenedDatabase extends DatabaseHandle {
  /** Closes the pool, stops an embedded cluster and releases the data-directory lock. */
  shutdown(): Promise<void>;
}

/**
 * Opens the database the configuration names: DATABASE_URL when set, otherwise the embedded
 * cluster under DATA_DIR (locked to this process). Migrates and seeds before returning.
 */
export async function openDatabase(config: Config, logger: Logger): Promise<OpenedDatabase> {
  let url = config.DATABASE_URL;
  let stopEmbedded = async () => {};
  let releaseLock = () => {};
  if (!url) {
    releaseLock = lockDataDir(config.DATA_DIR);
    try {
      const embedded = await startEmbeddedPostgres({
        dir: path.join(config.DATA_DIR, 'postgres'),
        port: config.EMBEDDED_PG_PORT,
        logger,
      });
      stopEmbedded = embedded.stop;
      await ensureDatabase(embedded.adminUrl, APP_DATABASE);
      url = embedded.urlFor(APP_DATABASE);
    } catch (err) {
      await stopEmbedded().catch(() => {});
      releaseLock();
      throw err;
    }
  }
  const handle = connectDatabase(url, config.DB_POOL_SIZE);
  const shutdown = async () => {
    await handle.close().catch((err) => logger.warn({ err }, 'closing the pool failed'));
    await stopEmbedded();
    releaseLock();
  };
  try {
    await runMigrations(handle.db);
    await seedCatalogue(handle.db);
  } catch (err) {
    await shutdown();
    throw err;
  }
  return { ...handle, shutdown };
}
