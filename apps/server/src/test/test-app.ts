import crypto from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import { connectDatabase, type DatabaseHandle } from '../db/client';
import { TEMPLATE_DATABASE } from './global-setup';

export interface TestContext extends DatabaseHandle {
  app: FastifyInstance;
  config: Config;
  /** `app.inject` with the Host header of a site: 'localhost', 'ou', 'ut', … */
  request(site: string, opts: InjectOptions): Promise<LightMyRequestResponse>;
}

export function hostOf(site: string, config: Config): string {
  return site === 'localhost' ? config.BASE_DOMAIN : `${site}.${config.BASE_DOMAIN}`;
}

/**
 * A fresh database for this test file (cloned from the migrated template) and an app on it.
 * Dropped after the file's tests.
 */
export async function createTestContext(env: Record<string, string> = {}): Promise<TestContext> {
  const adminUrl = inject('pgAdminUrl');
  const name = `campus_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${TEMPLATE_DATABASE}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: url.toString(),
    WEB_DIST_DIR: '/nonexistent-web-dist',
    ...env,
  });
  const handle = connectDatabase(config.DATABASE_URL!, 4);
  const app = await buildApp({ config, db: handle.db });
  afterAll(async () => {
    await app.close();
    await handle.close();
    const dropper = new pg.Client({ connectionString: adminUrl });
    await dropper.connect();
    await dropper.query(`drop database if exists ${name} with (force)`);
    await dropper.end();
  });
  return {
    ...handle,
    app,
    config,
    request: (site, opts) =>
      app.inject({ ...opts, headers: { host: hostOf(site, config), ...opts.headers } }),
  };
}
