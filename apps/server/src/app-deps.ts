// What buildApp (app.ts) is given: the database, the mail worker, the bus, the job queue and the
// other parts its caller (server.ts, the test app, the benches) starts and stops.
import type pino from 'pino';
import type { Config } from './config';
import type { Database } from './db/client';
import type { MailWorker } from './modules/mail/mail.worker';
import type { PasswordHashing } from './platform/auth/passwords';
import type { GeoLookup } from './platform/geo/geo-lookup';
import type { JobQueue } from './platform/jobs/job-queue';
import type { EventBus } from './platform/realtime/bus';

export interface AppDeps {
  config: Config;
  db: Database;
  /** The outbox's delivery worker (started by the caller, which also stops it). */
  mail: MailWorker;
  /** Signs session cookies and tokens (see platform/auth-secret.ts). */
  authSecret: string;
  /** Country and time zone of an IP, for the geo gate (NO_GEO_LOOKUP when GEO_GATE is off). */
  geoLookup: GeoLookup;
  /** Realtime events: services publish after commit; /api/ws sockets follow them (closed by the caller). */
  bus: EventBus;
  /** Durable background jobs: the app defines its jobs here; the caller starts and stops the queue. */
  jobs: JobQueue;
  /** The server's logger (server.ts); without it the app makes its own from the config. */
  logger?: pino.Logger;
  /**
   * Where the campus registry hears of changes (default `bus`): a PostgreSQL bus even when `bus` is
   * the in-memory one, so `npm run admin -- campus` reaches a running single-instance server.
   */
  campusBus?: EventBus;
  /** How passwords are hashed and checked: better-auth's scrypt unless said. */
  passwords?: PasswordHashing;
}
