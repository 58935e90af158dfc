import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Config } from '../../config';
import { resolveVapidKeys } from './vapid';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});
const configIn = (dir: string, more: Partial<Config> = {}) =>
  ({ DATA_DIR: dir, SUPPORT_EMAIL: 'support@example.com', ...more }) as Config;

describe('VAPID keys', () => {
  it('generates one pair into DATA_DIR/vapid.json and keeps it; instances sharing the folder get the same', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vapid-'));
    dirs.push(dir);
    const first = resolveVapidKeys(configIn(dir));
    expect(first.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(first.subject).toBe('mailto:support@example.com');
    expect(resolveVapidKeys(configIn(dir))).toEqual(first);
    expect(fs.statSync(path.join(dir, 'vapid.json')).mode & 0o777).toBe(0o600);
    expect(fs.readdirSync(dir)).toEqual(['vapid.json']);
  });

  it('takes the configured pair over the file', () => {
    const keys = { VAPID_PUBLIC_KEY: 'pub', VAPID_PRIVATE_KEY: 'priv', VAPID_SUBJECT: 'https://example.com' };
    expect(resolveVapidKeys(configIn('/nonexistent', keys))).toEqual({
      publicKey: 'pub',
      privateKey: 'priv',
      subject: 'https://example.com',
    });
  });
});
