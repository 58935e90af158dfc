// The archive's own round trip, without a database: what writeArchive makes (from GNU tar's
// output) checkArchive accepts and extractArchive writes back byte for byte, and the file is
// readable by its owner only from the moment it exists, whatever the umask.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkArchive, extractArchive } from './archive-check';
import { writeArchive } from './archive-write';
import { sampleManifest } from './backup-fixtures';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-archive-'));
const staging = path.join(tmp, 'staging');
const dataDir = path.join(tmp, 'data');
const deep = `postgres/base/16384/${'a'.repeat(60)}/${'b'.repeat(60)}`;
const big = randomBytes(8 * 1024 * 1024);

const manifest = sampleManifest({ count: 2, bytes: 6 });

beforeAll(() => {
  fs.mkdirSync(path.join(staging, path.dirname(deep)), { recursive: true });
  fs.writeFileSync(path.join(staging, 'postgres', 'PG_VERSION'), '17\n');
  fs.writeFileSync(path.join(staging, deep), big);
  fs.writeFileSync(path.join(staging, 'postgres.password'), 'pw\n', { mode: 0o600 });
  fs.mkdirSync(path.join(dataDir, 'files', 'images'), { recursive: true });
  fs.writeFileSync(path.join(dataDir, 'files', 'images', 'a.png'), 'png');
  fs.linkSync(
    path.join(dataDir, 'files', 'images', 'a.png'),
    path.join(dataDir, 'files', 'images', 'hard.png'),
  );
  fs.symlinkSync('/etc/passwd', path.join(dataDir, 'files', 'images', 'link.png'));
  fs.writeFileSync(path.join(dataDir, 'files', 'images', 'draft.png.1.2.tmp'), 'draft');
  fs.writeFileSync(path.join(dataDir, 'auth.secret'), 'secret\n', { mode: 0o600 });
});
afterAll(() => {
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('writeArchive, then checkArchive and extractArchive', () => {
  const file = path.join(tmp, 'site.tar.gz.partial');
  const modes = new Set<number>();
  let leftOut: string[];

  beforeAll(async () => {
    const umask = process.umask(0);
    const poll = setInterval(() => {
      const stat = fs.statSync(file, { throwIfNoEntry: false });
      if (stat) modes.add(stat.mode & 0o777);
    }, 1);
    try {
      ({ leftOut } = await writeArchive(
        file,
        {
          staging,
          staged: ['postgres', 'postgres.password'],
          dataDir,
          fromDataDir: ['files', 'auth.secret'],
        },
        manifest,
      ));
    } finally {
      clearInterval(poll);
      process.umask(umask);
    }
  });

  it('creates the file readable by its owner only from its first byte, even under umask 000', () => {
    expect(modes.size).toBeGreaterThan(0);
    expect([...modes]).toEqual([0o600]);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  });

  it('leaves out links and drafts, keeps a hard-linked file as a file, and puts manifest.json last', () => {
    expect(leftOut).toEqual(['files/images/link.png']);
    const names = execFileSync('tar', ['-tzf', file], { encoding: 'utf8' }).trim().split('\n');
    expect(names.at(-1)).toBe('manifest.json');
    expect(names).toContain('files/images/hard.png');
    expect(names).toContain(deep);
    expect(names.some((n) => n.endsWith('.tmp') || n.endsWith('link.png'))).toBe(false);
  });

  it('is accepted whole and written back byte for byte', async () => {
    const checked = await checkArchive(file);
    expect(checked.manifest.checksums?.['files/images/hard.png']).toBe(
      checked.sums.get('files/images/a.png'),
    );
    expect(checked.sums.get('postgres')).toBe('directory');
    const into = path.join(tmp, 'restored');
    fs.mkdirSync(into);
    await extractArchive(file, into, checked);
    expect(fs.readFileSync(path.join(into, deep)).equals(big)).toBe(true);
    expect(fs.readFileSync(path.join(into, 'files', 'images', 'hard.png'), 'utf8')).toBe('png');
    expect(fs.lstatSync(path.join(into, 'files', 'images', 'hard.png')).nlink).toBe(1);
    expect(fs.statSync(path.join(into, 'postgres.password')).mode & 0o777).toBe(0o600);
    expect(fs.readdirSync(into).sort()).toEqual(['auth.secret', 'files', 'postgres', 'postgres.password']);
  });
});
