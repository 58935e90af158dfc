import pino from 'pino';
import { buildApp } from './app';
import { loadConfig } from './config';
import { startMailWorker } from './modules/mail/mail.worker';
import { resolveAuthSecret } from './platform/auth-secret';
import { openDatabase } from './platform/database/database';
import { createGeoLookup, NO_GEO_LOOKUP } from './platform/geo/geo-lookup';
import { createMailTransport } from './platform/mail/mail-transport';
import { assertFfmpegInstalled } from './platform/media/video';
import { createMemoryBus, createPostgresBus } from './platform/realtime/bus';

/** Starts the server: database, app, listen; stops all of it cleanly on SIGINT/SIGTERM. */
async function main(): Promise<void> {
  const config = loadConfig();
  const logger = pino({ level: config.LOG_LEVEL });
  await assertFfmpegInstalled(config.FFMPEG_PATH);
  const database = await openDatabase(config, logger);
  const onBusError = (err: unknown, context: string) => logger.error({ err }, context);
  const bus =
    config.REALTIME_BUS === 'postgres'
      ? await createPostgresBus(database.pool, { onError: onBusError }).catch(async (err: unknown) => {
          await database.shutdown();
          throw err;
        })
      : createMemoryBus({ onError: onBusError });
  const transport = createMailTransport({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM });
  const mail = startMailWorker({
    db: database.db,
    transport,
    log: logger,
    intervalMs: config.MAIL_WORKER_INTERVAL_MS,
  });
  const geoLookup = config.GEO_GATE ? await createGeoLookup(config.GEOIP_DB_PATH) : NO_GEO_LOOKUP;
  const app = await buildApp({
    config,
    db: database.db,
    mail,
    authSecret: resolveAuthSecret(config),
    geoLookup,
    bus,
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    await app.close().catch((err) => logger.error({ err }, 'closing the app failed'));
    await bus.close();
    await mail.stop();
    await database.shutdown();
    logger.info('stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  try {
    await app.listen({ host: config.HOST, port: config.PORT });
  } catch (err) {
    await bus.close();
    await mail.stop();
    await database.shutdown();
    throw err;
  }
  logger.info(`hub: ${config.PUBLIC_URL}  campus: ${config.PUBLIC_URL.replace('://', '://ou.')}`);
}

main().catch((err: unknown) => {
  console.error(`\nThe server could not start: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
