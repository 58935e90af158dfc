// `npm run demo [-- --small]`: fills the database `npm start` uses (DATABASE_URL, or the embedded
// one under DATA_DIR) with demo members and content, then prints how to sign in. Never in production.

import fs from 'node:fs';
import path from 'node:path';
import { campusDirectory } from '@campus/domain';
import pino from 'pino';
import { loadConfig } from '../config';
import { listCampuses } from '../modules/campuses/campuses.repository';
import { resolveAuthSecret } from '../platform/auth-secret';
import { openOrShareDatabase } from '../platform/database/running-server';
import { videoProcessorFromConfig } from '../platform/media/video';
import { createLocalPayments } from '../platform/payments/local-provider';
import { createMemoryBus } from '../platform/realtime/bus';
import { storageFromConfig } from '../platform/storage/storage-from-config';
import { DEMO_PASSWORD } from './demo-content';
import { assertNotProduction, DEMO_SIZES, populateDemo } from './populate';

/**
 * The storage settings of a cluster running on DATA_DIR (`npm run cluster` writes them into its
 * cluster.json), so the demo's photos land where its instances serve files from; none otherwise.
 */
function clusterStorageEnv(dataDir: string): Record<string, string> {
  const file = path.join(dataDir, 'cluster.json');
  if (!fs.existsSync(file)) return {};
  const state = JSON.parse(fs.readFileSync(file, 'utf8')) as { storageEnv?: Record<string, string> };
  return state.storageEnv ?? {};
}

async function main(): Promise<void> {
  assertNotProduction(process.env);
  const config = loadConfig({
    ...(process.env.STORAGE ? {} : clusterStorageEnv(loadConfig(process.env).DATA_DIR)),
    ...process.env,
    // The demo writes through the services, whose per-member rates are for people, not a script.
    RATE_LIMIT_MEMBER_FACTOR: '1000',
    NEW_ACCOUNT_LIMITS: 'false',
  });
  const size = process.argv.includes('--small') ? DEMO_SIZES.small : DEMO_SIZES.full;
  const logger = pino({ level: 'warn' });
  const started = Date.now();
  const database = await openOrShareDatabase(config, logger);
  const bus = createMemoryBus();
  const secret = resolveAuthSecret(config);
  const campuses = campusDirectory(await listCampuses(database.db));
  try {
    const results = await populateDemo(
      {
        db: database.db,
        storage: storageFromConfig(config),
        videos: await videoProcessorFromConfig(config),
        bus,
        config,
        // Activity e-mails go to the outbox as usual (the demo's addresses are @example.com).
        activity: { publicUrl: config.PUBLIC_URL, campuses, secret, nudgeMail: () => {} },
        campuses,
        payments: createLocalPayments(database.db, secret),
        publicUrl: config.PUBLIC_URL,
      },
      size,
      (line) => console.log(line),
    );
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(`\nDemo data ready in ${seconds} s. Start the app with \`npm start\`, then sign in:`);
    for (const campus of results) {
      const url = config.PUBLIC_URL.replace('://', `://${campus.campusId}.`);
      const state = campus.created ? '' : ' (already there, nothing added)';
      console.log(`\n  ${url}/login${state}`);
      for (const m of campus.members.slice(0, 4)) console.log(`    ${m.email.padEnd(36)} ${m.name}`);
      if (campus.members.length > 4)
        console.log(`    … and ${campus.members.length - 4} more demo.*@example.com`);
    }
    console.log(`\n  Password for every demo member: ${DEMO_PASSWORD}\n`);
  } finally {
    await bus.close();
    await database.shutdown();
  }
}

main().catch((err: unknown) => {
  console.error(`\nThe demo could not run: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
