// `npm run admin -- grant|revoke someone@example.com`: gives or takes the site administrator role
// in the database `npm start` uses (DATABASE_URL, or the embedded one under DATA_DIR),
// also while that server runs. Administrators then appoint moderators in the app (/moderation).
// `npm run admin -- campus list|add|edit|retire|reinstate …` keeps the campuses the same way; a
// running server hears of the change through PostgreSQL (NOTIFY) and reloads its campuses;
// `campus sso …` sets a campus's university sign-in (read by the server at each sign-in).

import pino from 'pino';
import { loadConfig } from '../config';
import { setAdministrator } from '../modules/moderation/admin.service';
import { idpOutboundOf } from '../modules/sso/idp-address';
import { createSecretBox } from '../platform/auth/secret-box';
import { resolveAuthSecret } from '../platform/auth-secret';
import { openOrShareDatabase } from '../platform/database/running-server';
import { createPostgresBus } from '../platform/realtime/bus';
import { storageFromConfig } from '../platform/storage/storage-from-config';
import { ADMIN_USAGE, parseAdminArgs } from './admin-args';
import { CAMPUS_USAGE, CampusArgsError, type CampusCommand, parseCampusArgs } from './campus-args';
import { CampusCommandError, runCampusCommand } from './campus-command';
import { CampusSsoError, runCampusSsoCommand } from './campus-sso-command';

async function campusSso(args: string[]): Promise<void> {
  const config = loadConfig();
  const database = await openOrShareDatabase(config, pino({ level: 'warn' }));
  try {
    const secretBox = createSecretBox(resolveAuthSecret(config), 'campus-sso');
    console.log(
      await runCampusSsoCommand(
        { db: database.db, publicUrl: config.PUBLIC_URL, secretBox, outbound: idpOutboundOf(config) },
        args,
      ),
    );
  } catch (err) {
    if (!(err instanceof CampusSsoError)) throw err;
    console.error(err.message);
    process.exitCode = 1;
  } finally {
    await database.shutdown();
  }
}

async function campus(args: string[]): Promise<void> {
  let cmd: CampusCommand;
  try {
    cmd = parseCampusArgs(args);
  } catch (err) {
    if (!(err instanceof CampusArgsError)) throw err;
    console.error(`${err.message}\n\n${CAMPUS_USAGE}`);
    process.exitCode = 2;
    return;
  }
  const config = loadConfig();
  const database = await openOrShareDatabase(config, pino({ level: 'warn' }));
  const bus = await createPostgresBus(database.pool, { listenerName: 'campus_admin_bus' });
  try {
    const deps = {
      db: database.db,
      storage: storageFromConfig(config),
      bus,
      // This process keeps no registry; running servers reload theirs on the bus event.
      campuses: { reload: async () => {} },
      site: {
        publicUrl: config.PUBLIC_URL,
        supportEmail: config.SUPPORT_EMAIL,
        socialDmUrlTemplate: config.SOCIAL_DM_URL_TEMPLATE,
        // The command prints campuses, it serves no uploads.
        videos: false,
        googleSignIn: config.googleEnabled,
      },
      baseDomain: config.BASE_DOMAIN,
    };
    console.log(await runCampusCommand(deps, cmd));
  } catch (err) {
    if (!(err instanceof CampusCommandError)) throw err;
    console.error(err.message);
    process.exitCode = 1;
  } finally {
    await bus.close();
    await database.shutdown();
  }
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args[0] === 'campus' && args[1] === 'sso') return campusSso(args.slice(2));
  if (args[0] === 'campus') return campus(args.slice(1));
  const parsed = parseAdminArgs(args);
  if (!parsed) {
    console.log(`${ADMIN_USAGE}\n${CAMPUS_USAGE.replace(/^Usage: /, '       ')}`);
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
