// Archives changed by someone else, restored (as root in CI, where a chown reaches anything): each is
// refused before anything is written. DATA_DIR is not even made, and nothing outside it changes.
// The tar bytes are written here by hand, header by header, as a tamperer would.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { repoRoot, sampleManifest, workFolder } from './backup-fixtures';
import { restoreBackup } from './restore-backup';

const tmp = workFolder('campus-tampered-');
const outside = path.join(tmp, 'outside');
const outsideFile = path.join(outside, 'secret.txt');
const outsideFolder = path.join(outside, 'folder');
const outsidePng = path.join(outside, 'outside-datadir.png');

interface Entry {
  name: string;
  /** The tar type flag: '0' file, '1' hard link, '2' symbolic link, '3' character device, '5' folder. */
  type?: string;
  data?: string;
  linkname?: string;
  mode?: number;
}

const octal = (value: number, length: number) => `${value.toString(8).padStart(length - 1, '0')}\0`;

function tarEntry({ name, type = '0', data = '', linkname = '', mode = 0o644 }: Entry): Buffer {
  const body = Buffer.from(type === '0' ? data : '');
  const header = Buffer.alloc(512);
  header.write(name, 0, 100);
  header.write(octal(mode, 8), 100);
  header.write(octal(0, 8), 108);
  header.write(octal(0, 8), 116);
  header.write(octal(body.length, 12), 124);
  header.write(octal(1_700_000_000, 12), 136);
  header.write(type, 156);
  header.write(linkname, 157, 100);
  header.write('ustar\0', 257);
  header.write('00', 263);
  if (type === '3') {
    header.write(octal(1, 8), 329);
    header.write(octal(3, 8), 337);
  }
  header.fill(0x20, 148, 156);
  const sum = header.reduce((total, byte) => total + byte, 0);
  header.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148);
  return Buffer.concat([header, body, Buffer.alloc((512 - (body.length % 512)) % 512)]);
}

const sha256 = (data: string) => createHash('sha256').update(data).digest('hex');

interface Tampering {
  /** Version 1 (no checksums required) is what every restore reads; version 2 adds them. */
  version?: 1 | 2;
  checksums?: Record<string, string>;
}

/** A backup's manifest for these entries (their checksums true unless `checksums` says otherwise). */
function manifestFor(entries: Entry[], { version = 1, checksums }: Tampering = {}): Entry {
  const sums: Record<string, string> = {};
  for (const e of entries)
    sums[e.name.replace(/\/$/, '')] = e.type === '5' ? 'directory' : sha256(e.data ?? '');
  const manifest = {
    ...sampleManifest({ version, count: 1, bytes: 3 }),
    checksums: { ...sums, ...checksums },
  };
  return { name: 'manifest.json', data: JSON.stringify(manifest) };
}

/** The plain entries every archive here starts with, like a backup's. */
const plain: Entry[] = [
  { name: 'postgres/', type: '5', mode: 0o700 },
  { name: 'postgres/PG_VERSION', data: '17\n', mode: 0o600 },
  { name: 'postgres.password', data: 'password\n', mode: 0o600 },
  { name: 'files/', type: '5' },
  { name: 'files/images/', type: '5' },
  { name: 'files/images/a.png', data: 'png' },
  { name: 'auth.secret', data: 'secret\n', mode: 0o600 },
];

let count = 0;
function archive(entries: Entry[], tampering: Tampering = {}): string {
  const file = path.join(tmp, `archive-${++count}.tar.gz`);
  const all = [...entries, manifestFor(entries, tampering)];
  fs.writeFileSync(file, zlib.gzipSync(Buffer.concat([...all.map(tarEntry), Buffer.alloc(1024)])));
  return file;
}

interface Outside {
  file: fs.Stats;
  folder: fs.Stats;
  text: string;
  listing: string[];
}
const outsideNow = (): Outside => ({
  file: fs.statSync(outsideFile),
  folder: fs.statSync(outsideFolder),
  text: fs.readFileSync(outsideFile, 'utf8'),
  listing: fs.readdirSync(outside, { recursive: true, encoding: 'utf8' }).sort(),
});
let before: Outside;

/** Restores `file` into a DATA_DIR that does not exist yet; returns the refusal and that DATA_DIR. */
async function restoreRefused(file: string): Promise<{ message: string; dataDir: string }> {
  const dataDir = path.join(tmp, `data-${++count}`);
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir });
  const error = await restoreBackup(config, file, pino({ level: 'silent' })).then(
    () => new Error('the archive was restored'),
    (err: Error) => err,
  );
  return { message: error.message, dataDir };
}

beforeAll(() => {
  fs.mkdirSync(outsideFolder, { recursive: true, mode: 0o755 });
  fs.chmodSync(outsideFolder, 0o755);
  fs.writeFileSync(outsideFile, 'not the database\n', { mode: 0o640 });
  fs.chmodSync(outsideFile, 0o640);
  fs.writeFileSync(outsidePng, 'outside png');
  before = outsideNow();
});
afterAll(() => {
  fs.rmSync(tmp, { recursive: true, force: true });
});

const cases: [string, () => string, RegExp][] = [
  [
    'a link inside postgres/ to a file outside',
    () => archive([...plain, { name: 'postgres/global', type: '2', linkname: outsideFile }]),
    /^The archive has a link \(postgres\/global → .*secret\.txt\): refused\. Nothing was restored\.$/,
  ],
  [
    'a postgres entry that is a link to a folder outside',
    () => archive([{ name: 'postgres', type: '2', linkname: outsideFolder }, ...plain.slice(2)]),
    /^The archive has a link \(postgres → .*folder\): refused\. Nothing was restored\.$/,
  ],
  [
    'a link in files/ out of DATA_DIR',
    () => archive([...plain, { name: 'files/images/outside-datadir.png', type: '2', linkname: outsidePng }]),
    /^The archive has a link \(files\/images\/outside-datadir\.png → .*\): refused\. Nothing was restored\.$/,
  ],
  [
    'a hard link',
    () => archive([...plain, { name: 'files/images/b.png', type: '1', linkname: outsideFile }]),
    /^The archive has a hard link \(files\/images\/b\.png → .*secret\.txt\): refused\. Nothing was restored\.$/,
  ],
  [
    'an absolute path',
    () => archive([...plain, { name: path.join(outside, 'planted.txt'), data: 'planted' }]),
    /^The archive has an absolute path \(\/.*planted\.txt\): refused\. Nothing was restored\.$/,
  ],
  [
    '.. entries',
    () => archive([...plain, { name: 'files/../../outside/planted.txt', data: 'planted' }]),
    /^The archive has a path that climbs out with \.\. \(files\/\.\.\/\.\.\/outside\/planted\.txt\): refused\. Nothing was restored\.$/,
  ],
  [
    'a character device',
    () => archive([...plain, { name: 'files/images/null.png', type: '3' }]),
    /^The archive has a device file \(files\/images\/null\.png, a character device\): refused\. Nothing was restored\.$/,
  ],
  [
    'a truncated gzip',
    () => {
      const file = archive([...plain, { name: 'files/images/big.png', data: 'x'.repeat(200_000) }]);
      const whole = fs.readFileSync(file);
      fs.writeFileSync(file, whole.subarray(0, Math.floor(whole.length * 0.6)));
      return file;
    },
    /cut short\. Nothing was restored\.$/,
  ],
  [
    'a checksum mismatch',
    () => archive(plain, { version: 2, checksums: { 'files/images/a.png': sha256('another png') } }),
    /^The archive's files\/images\/a\.png does not match its checksum in manifest\.json .*: refused\. Nothing was restored\.$/,
  ],
  [
    'a file its manifest does not list',
    () => {
      const file = path.join(tmp, `archive-${++count}.tar.gz`);
      const listed = manifestFor(plain, { version: 2 });
      const extra: Entry = { name: 'files/images/extra.png', data: 'extra' };
      fs.writeFileSync(
        file,
        zlib.gzipSync(Buffer.concat([...[...plain, extra, listed].map(tarEntry), Buffer.alloc(1024)])),
      );
      return file;
    },
    /^The archive has files\/images\/extra\.png, which its manifest\.json does not list: refused\. Nothing was restored\.$/,
  ],
  [
    'a version 2 manifest with its checksums taken out',
    () => {
      const file = path.join(tmp, `archive-${++count}.tar.gz`);
      const manifest = JSON.parse(manifestFor(plain, { version: 2 }).data!);
      delete manifest.checksums;
      const entries = [...plain, { name: 'manifest.json', data: JSON.stringify(manifest) }];
      fs.writeFileSync(file, zlib.gzipSync(Buffer.concat([...entries.map(tarEntry), Buffer.alloc(1024)])));
      return file;
    },
    /^This archive's manifest\.json has no checksums: refused\. Nothing was restored\.$/,
  ],
];

describe('npm run restore of a tampered archive', () => {
  it.each(cases)(
    'refuses %s before anything is written',
    async (_name, make, refusal) => {
      const { message, dataDir } = await restoreRefused(make());
      // What is outside first: the damage shows before the wording.
      const now = outsideNow();
      const owners = (o: Outside) =>
        (['file', 'folder'] as const).map((k) => `${k} ${o[k].uid}:${o[k].gid} ${o[k].mode.toString(8)}`);
      expect(owners(now)).toEqual(owners(before));
      expect(now.listing).toEqual(before.listing);
      expect(now.text).toBe(before.text);
      expect(fs.existsSync(dataDir)).toBe(false);
      expect(message).toMatch(refusal);
    },
    60_000,
  );

  it('leaves an empty DATA_DIR empty', async () => {
    const dataDir = path.join(tmp, 'empty-data');
    fs.mkdirSync(dataDir);
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir });
    const file = archive([{ name: 'postgres', type: '2', linkname: outsideFolder }, ...plain.slice(2)]);
    await expect(restoreBackup(config, file, pino({ level: 'silent' }))).rejects.toThrow(/refused/);
    expect(fs.readdirSync(dataDir)).toEqual([]);
    expect(fs.statSync(outsideFolder).mode).toBe(before.folder.mode);
  }, 60_000);

  it('prints the refusal and exits non-zero (npm run restore)', async () => {
    const file = archive([...plain, { name: 'postgres/global', type: '2', linkname: '/etc' }], {
      version: 2,
    });
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: path.join(tmp, 'script-data') };
    delete env.DATABASE_URL;
    const result = await new Promise<{ code: number; stderr: string }>((resolve) =>
      execFile(
        process.execPath,
        [path.join(repoRoot, 'scripts', 'restore.mjs'), file],
        { cwd: repoRoot, env },
        (err, _stdout, stderr) => resolve({ code: err ? Number(err.code ?? 1) : 0, stderr }),
      ),
    );
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain(
      'The archive has a link (postgres/global → /etc): refused. Nothing was restored.',
    );
    expect(fs.existsSync(path.join(tmp, 'script-data'))).toBe(false);
  }, 60_000);
});
