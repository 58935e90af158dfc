import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pino from 'pino';
import webpush from 'web-push';
import { buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import { connectDatabase, type DatabaseHandle } from '../db/client';
import { startMailWorker } from '../modules/mail/mail.worker';
import { NO_GEO_LOOKUP } from '../platform/geo/geo-lookup';
import { createJobQueue, type JobQueue } from '../platform/jobs/job-queue';
import { createMailTransport } from '../platform/mail/mail-transport';
import { createMemoryBus, createPostgresBus, type EventBus } from '../platform/realtime/bus';
import { cleanupAfterFile } from './file-cleanup';
import { ONCE_PER_PASSWORD } from './passwords';
import { createTestDatabase } from './test-database';

export const TEST_VAPID = webpush.generateVAPIDKeys();

export interface TestContext extends DatabaseHandle {
  app: FastifyInstance;
  config: Config;
  /** The app's realtime bus (in memory). */
  bus: EventBus;
  /** The app's job queue, not started: tests run a job's work directly (app.adExpiry.runOnce(), …). */
  jobs: JobQueue;
  /** Runs one delivery round of the outbox now. */
  deliverMail(): Promise<number>;
  /** `app.inject` with the Host header of a site: 'localhost', 'ou', 'ut', … */
  request(site: string, opts: InjectOptions): Promise<LightMyRequestResponse>;
}

/** The Host header of a site ('localhost' is the hub), with the port of PUBLIC_URL. */
export function hostOf(site: string, config: Config): string {
  const { host } = new URL(config.PUBLIC_URL);
  return site === 'localhost' ? host : `${site}.${host}`;
}

/** A second instance: on another context's database, with the PostgreSQL bus (as REALTIME_BUS=postgres). */
export interface InstanceOptions {
  databaseUrl?: string;
  bus?: 'memory' | 'postgres';
}

/**
 * A fresh database for this test file (cloned from the migrated template) and an app on it.
 * Dropped after the file's tests. With `instance.databaseUrl`, an app on that database instead.
 */
export async function createTestContext(
  env: Record<string, string | undefined> = {},
  instance: InstanceOptions = {},
): Promise<TestContext> {
  // Registered first, so its cleanup (dropping the database) runs after the app's (closing it).
  const databaseUrl = instance.databaseUrl ?? (await createTestDatabase());
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: databaseUrl,
    WEB_DIST_DIR: '/nonexistent-web-dist',
    // Tests read codes from the dev inbox (over loopback, as app.inject connects by default).
    DEV_INBOX: 'true',
    // Tests write many posts and messages as one member; rate-limits/member-rates.test.ts checks the real ones.
    RATE_LIMIT_MEMBER_FACTOR: '10',
    // A pair per test process, so no test writes DATA_DIR/vapid.json.
    VAPID_PUBLIC_KEY: TEST_VAPID.publicKey,
    VAPID_PRIVATE_KEY: TEST_VAPID.privateKey,
    // Every test member is a brand-new account; moderation/new-accounts.test.ts checks these limits.
    NEW_ACCOUNT_LIMITS: 'false',
    // npm test names the ffmpeg it found: a bare PATH may hide Debian's.
    FFMPEG_PATH: process.env.FFMPEG_PATH,
    ...env,
  });
  const handle = connectDatabase(config.DATABASE_URL!, 4);
  const log = pino({ level: 'silent' });
  const transport = createMailTransport({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM });
  const jobs = createJobQueue({ pool: handle.pool, onError: () => {} });
  const mail = startMailWorker({ db: handle.db, transport, log, jobs });
  const bus = instance.bus === 'postgres' ? await createPostgresBus(handle.pool) : createMemoryBus();
  const app = await buildApp({
    config,
    db: handle.db,
    mail: { ...mail, nudge: () => {} },
    geoLookup: NO_GEO_LOOKUP,
    bus,
    jobs,
    authSecret: 'test-secret-'.padEnd(40, 'x'),
    passwords: ONCE_PER_PASSWORD,
  });
  cleanupAfterFile(async () => {
    await jobs.stop();
    await app.close();
    await bus.close();
    await mail.stop();
    await handle.close();
  });
  return {
    ...handle,
    app,
    config,
    bus,
    jobs,
    deliverMail: () => mail.runOnce(),
    request: (site, opts) =>
      app.inject({ ...opts, headers: { host: hostOf(site, config), ...opts.headers } }),
  };
}
