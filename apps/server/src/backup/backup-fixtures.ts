// What the backup tests share: a manifest like a real one, and a work folder PostgreSQL can reach.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Manifest } from './manifest';

export const repoRoot = path.resolve(import.meta.dirname, '../../../..');

/**
 * A new folder under the system's temporary one, open to all to read (as root, PostgreSQL runs as
 * its own user, which must reach the clusters under it).
 */
export function workFolder(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  fs.chmodSync(dir, 0o755);
  return dir;
}

/** An embedded cluster's manifest for `count` local files of `bytes` bytes, with no checksums. */
export function sampleManifest({
  version = 2,
  count,
  bytes,
}: {
  version?: Manifest['version'];
  count: number;
  bytes: number;
}): Manifest {
  return {
    format: 'campus-backup',
    version,
    createdAt: '2026-12-01T00:00:00.000Z',
    database: {
      source: 'embedded',
      entry: 'postgres',
      startWal: '000000010000000000000002',
      stopLsn: '0/2000100',
      serverVersion: '17.10',
      serverMajor: 17,
      migration: { latest: null, applied: 0 },
    },
    files: { storage: 'local', entry: 'files', count, bytes },
    secrets: { authSecret: true, vapidKeys: false, fromEnvironment: [] },
  };
}
