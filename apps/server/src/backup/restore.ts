// `npm run restore -- FILE`: fills an empty DATA_DIR (or DATABASE_URL's empty database) from an
// archive of npm run backup. See docs/operations.md.
import path from 'node:path';
import pino from 'pino';
import { loadConfig } from '../config';
import { restoreBackup } from './restore-backup';

async function main(): Promise<void> {
  const arg = process.argv.slice(2).find((a) => !a.startsWith('-'));
  if (!arg) {
    console.log('Usage: npm run restore -- FILE   (an archive of npm run backup; DATA_DIR must be empty)');
    process.exitCode = 2;
    return;
  }
  const config = loadConfig();
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), arg);
  const started = Date.now();
  const { manifest, notes } = await restoreBackup(config, file, pino({ level: 'warn' }));
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const where = config.DATABASE_URL ? 'DATABASE_URL' : config.DATA_DIR;
  console.log(`Restored the backup of ${manifest.createdAt} into ${where} in ${seconds} s.`);
  for (const note of notes) console.log(`  ${note}`);
  console.log(
    config.DATABASE_URL
      ? `Start the site with the same DATABASE_URL and DATA_DIR=${config.DATA_DIR} npm start`
      : `Start the site on it with: DATA_DIR=${config.DATA_DIR} npm start`,
  );
}

main().catch((err: unknown) => {
  console.error(`\nnpm run restore failed: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
