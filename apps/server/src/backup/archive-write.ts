// Writing the archive of npm run backup: the system tar reads the staged database and DATA_DIR's
// files into a pipe; each entry is copied into the gzip as tar wrote it and its SHA-256 noted, then
// manifest.json goes last with those checksums (a restore checks every entry against them). The
// file is created readable by its owner only before its first byte: it holds the secrets.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { DIRECTORY, ENTRY, type Manifest } from './manifest';
import { END_OF_ARCHIVE, fileEntry, padding, readTar } from './tar-format';

export interface ArchiveContents {
  /** A folder of staged entries (the database copy or dump, the S3 note) and their names. */
  staging: string;
  staged: string[];
  /** Entries taken from DATA_DIR as they are (files/, auth.secret, vapid.json). */
  dataDir: string;
  fromDataDir: string[];
}

export interface WrittenArchive {
  manifest: Manifest;
  /** Entries tar met that a restore refuses (links, devices, pipes), left out of the archive. */
  leftOut: string[];
}

async function put(stream: NodeJS.WritableStream, chunk: Buffer): Promise<void> {
  if (!stream.write(chunk)) await once(stream as NodeJS.EventEmitter, 'drain');
}

/** Starts the system tar writing `contents` to its stdout; `exit` resolves with its exit code. */
function startTar(contents: ArchiveContents) {
  const { staging, staged, dataDir, fromDataDir } = contents;
  // Hard links are stored as the files they are (a restore takes no links); local storage's
  // drafts (*.tmp, renamed when whole) are skipped.
  const args = [
    '--format=gnu',
    '--hard-dereference',
    '--exclude=*.tmp',
    '-cf',
    '-',
    '-C',
    staging,
    ...staged,
  ];
  if (fromDataDir.length) args.push('-C', dataDir, ...fromDataDir);
  const tar = spawn('tar', args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  tar.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exit = new Promise<number | null>((resolve, reject) => {
    tar.on('error', (err: NodeJS.ErrnoException) =>
      reject(err.code === 'ENOENT' ? new Error('tar is not installed (not found on PATH).') : err),
    );
    tar.on('close', resolve);
  });
  // tar's exit 1 means a file changed while it was read (a profile photo replaced meanwhile).
  const failure = (code: number | null) =>
    code === 0 || code === 1
      ? null
      : new Error(`tar failed (exit ${code}):\n${stderr.trim().split('\n').slice(-5).join('\n')}`);
  return { tar, exit, failure };
}

/** Writes the archive to `file` (which must not exist), manifest.json last with every checksum. */
export async function writeArchive(
  file: string,
  contents: ArchiveContents,
  manifest: Manifest,
): Promise<WrittenArchive> {
  const output = fs.createWriteStream(file, { flags: 'wx', mode: 0o600 });
  await once(output, 'open');
  const gzip = zlib.createGzip();
  const written = pipeline(gzip, output);
  const checksums: Record<string, string> = {};
  const leftOut: string[] = [];
  const { tar, exit, failure } = startTar(contents);
  try {
    await readTar(tar.stdout, async (entry, body) => {
      const name = entry.kind === 'directory' ? entry.name.replace(/\/$/, '') : entry.name;
      if (entry.kind !== 'file' && entry.kind !== 'directory') {
        leftOut.push(name);
        return;
      }
      await put(gzip, entry.header);
      if (entry.kind === 'directory') {
        checksums[name] = DIRECTORY;
        return;
      }
      const hash = createHash('sha256');
      for await (const chunk of body) {
        hash.update(chunk);
        await put(gzip, chunk);
      }
      await put(gzip, Buffer.alloc(padding(entry.size)));
      checksums[name] = hash.digest('hex');
    });
    const failed = failure(await exit);
    if (failed) throw failed;
    const full: Manifest = { ...manifest, checksums };
    const json = Buffer.from(`${JSON.stringify(full, null, 2)}\n`);
    await put(gzip, fileEntry(ENTRY.manifest, json, 0o600, Math.floor(Date.now() / 1000)));
    await put(gzip, END_OF_ARCHIVE);
    gzip.end();
    await written;
    return { manifest: full, leftOut };
  } catch (err) {
    tar.kill();
    gzip.destroy();
    await written.catch(() => {});
    // tar's own reason (it could not read a file) says more than the pipe it left cut short.
    const code = await exit.catch((spawnError: Error) => spawnError);
    if (code instanceof Error) throw code;
    throw (code !== null && failure(code)) || err;
  }
}
