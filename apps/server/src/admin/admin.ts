// `npm run admin -- grant|revoke someone@example.com`: gives or takes the site administrator role
// in the database `npm start` uses (DATABASE_URL, or the embedded one under DATA_DIR),
// also while that server runs. Administrators then appoint moderators in the app (/moderation).

import pino from 'pino';
import { loadConfig } from '../config';
import { setAdministrator } from '../modules/moderation/admin.service';
import { openOrShareDatabase } from '../platform/database/running-server';
import { ADMIN_USAGE, parseAdminArgs } from './admin-args';

async function main(): Promise<void> {
  const parsed = parseAdminArgs(process.argv.slice(2));
  if (!parsed) {
    console.log(ADMIN_USAGE);
    process.exitCode = 2;
    return;
  }
  const config = loadConfig();
  const database = await openOrShareDatabase(config, pino({ level: 'warn' }));
  try {
    console.log(await setAdministrator(database.db, parsed.email, parsed.grant));
  } finally {
    await database.shutdown();
  }
}

main().catch((err: unknown) => {
  console.error(`\nnpm run admin failed: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
