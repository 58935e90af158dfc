import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { apiInPage } from './fixtures';
import { E2E_PORT } from './playwright.config';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = path.join(root, 'data', E2E_PORT === 3100 ? 'e2e' : `e2e-${E2E_PORT}`);

/** `npm run admin -- grant <email>` against the running e2e server's data directory. */
export function grantAdmin(email: string): string {
  return execFileSync('node', [path.join(root, 'scripts/admin.mjs'), 'grant', email], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });
}

/** The signed-in account's e-mail address. */
export const emailOf = async (page: Page) =>
  (await apiInPage<{ user: { email: string } }>(page, 'GET', '/api/session')).json.user.email;
