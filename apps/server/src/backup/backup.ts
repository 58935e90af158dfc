// `npm run backup [-- FILE]`: writes one archive of the site npm start runs (DATABASE_URL, or the
// embedded cluster under DATA_DIR, while the server runs or not). See docs/operations.md.
import path from 'node:path';
import pino from 'pino';
import { loadConfig } from '../config';
import { createBackup, defaultArchivePath } from './create-backup';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

async function main(): Promise<void> {
  const arg = process.argv.slice(2).find((a) => !a.startsWith('-'));
  const config = loadConfig();
  // npm runs scripts from the repository root; a FILE given is relative to where it was typed.
  const out = arg ? path.resolve(process.env.INIT_CWD ?? process.cwd(), arg) : defaultArchivePath(repoRoot);
  const started = Date.now();
  const result = await createBackup(config, out, pino({ level: 'warn' }));
  const { database, files } = result.manifest;
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const mb = (result.bytes / 1e6).toFixed(1);
  console.log(`Backup written to ${result.file} (${mb} MB, ${seconds} s)`);
  console.log(
    `  database: ${database.source === 'url' ? 'DATABASE_URL' : 'embedded'} PostgreSQL ${database.serverVersion}, schema ${database.migration.latest ?? 'unknown'}`,
  );
  if (files.storage === 'local')
    console.log(`  files: ${files.count} (${(files.bytes / 1e6).toFixed(1)} MB)`);
  for (const note of result.notes) console.log(`  ${note}`);
  const shown = path.relative(process.env.INIT_CWD ?? process.cwd(), result.file);
  console.log(
    `Restore it into an empty DATA_DIR with: npm run restore -- ${shown.startsWith('..') ? result.file : shown}`,
  );
}

main().catch((err: unknown) => {
  console.error(`\nnpm run backup failed: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
