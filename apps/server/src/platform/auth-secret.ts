import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';

/**
 * The secret that signs session cookies and tokens: AUTH_SECRET when set (required in production,
 * and shared by every instance); otherwise one generated once and kept in DATA_DIR/auth.secret so
 * sessions survive restarts.
 */
export function resolveAuthSecret(config: Config): string {
  if (config.AUTH_SECRET) return config.AUTH_SECRET;
  if (config.isProduction) throw new Error('AUTH_SECRET must be set in production (32 characters or more).');
  const file = path.join(config.DATA_DIR, 'auth.secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(config.DATA_DIR, { recursive: true });
  const secret = crypto.randomBytes(32).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
