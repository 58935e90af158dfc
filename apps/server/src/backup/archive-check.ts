// Reading an archive for a restore, in two passes. The first refuses anything but plain files and
// folders under the names npm run backup writes (links, devices, absolute paths, `..`, a damaged or
// cut-short gzip) and checks every entry against the checksums of manifest.json, before anything
// is written. The second writes the same entries into a fresh folder the restore made: files
// created new (never through a link), so nothing outside it is touched.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { DIRECTORY, ENTRY, type Manifest, readManifest } from './manifest';
import { readTar, type TarEntry, TarFormatError } from './tar-format';

/** A refused archive: the message says what and that nothing was restored. */
export class ArchiveRefusedError extends Error {}

const NOTHING = 'Nothing was restored.';
const refuse = (problem: string) =>
  new ArchiveRefusedError(`The archive has ${problem}: refused. ${NOTHING}`);

const TOP_FILES = new Set<string>([
  ENTRY.manifest,
  ENTRY.dump,
  ENTRY.clusterPassword,
  ENTRY.s3Note,
  ENTRY.authSecret,
  ENTRY.vapid,
]);
const TOP_FOLDERS = new Set<string>([ENTRY.cluster, ENTRY.files]);
/** A manifest lists every entry; beyond this it is not one npm run backup wrote. */
const MAX_MANIFEST = 64 * 1024 * 1024;

/** The entry's path relative to DATA_DIR, or a refusal: plain files and folders of a backup only. */
export function checkEntry(entry: TarEntry): string {
  const { name, kind } = entry;
  if (kind === 'symlink') throw refuse(`a link (${name} → ${entry.linkname})`);
  if (kind === 'hardlink') throw refuse(`a hard link (${name} → ${entry.linkname})`);
  if (kind === 'character device' || kind === 'block device')
    throw refuse(`a device file (${name}, a ${kind})`);
  if (kind === 'named pipe') throw refuse(`a named pipe (${name})`);
  if (kind === 'unknown')
    throw refuse(
      `an entry of a kind npm run backup never writes (${name}, type ${JSON.stringify(entry.typeflag)})`,
    );
  if (name.startsWith('/')) throw refuse(`an absolute path (${name})`);
  const relative = kind === 'directory' ? name.replace(/\/$/, '') : name;
  const parts = relative.split('/');
  if (parts.includes('..')) throw refuse(`a path that climbs out with .. (${name})`);
  if (parts.some((part) => part === '' || part === '.')) throw refuse(`a path that is not plain (${name})`);
  const top = parts[0]!;
  const known = TOP_FOLDERS.has(top)
    ? parts.length > 1 || kind === 'directory'
    : TOP_FILES.has(top) && parts.length === 1 && kind === 'file';
  if (!known) throw refuse(`an entry npm run backup never writes (${name})`);
  return relative;
}

/** Each entry of a .tar.gz, checked by checkEntry; a damaged archive becomes a refusal. */
async function eachEntry(
  file: string,
  onEntry: (name: string, entry: TarEntry, body: AsyncIterable<Buffer>) => Promise<void>,
): Promise<void> {
  const input = fs.createReadStream(file);
  const gunzip = zlib.createGunzip();
  input.on('error', (err) => gunzip.destroy(err));
  input.pipe(gunzip);
  try {
    await readTar(gunzip, (entry, body) => onEntry(checkEntry(entry), entry, body));
  } catch (err) {
    if (err instanceof TarFormatError) throw new ArchiveRefusedError(`${err.message} ${NOTHING}`);
    const code = (err as NodeJS.ErrnoException).code;
    if (typeof code === 'string' && code.startsWith('Z_'))
      throw new ArchiveRefusedError(
        `The archive is not a whole gzip file (${(err as Error).message}): it is damaged or cut short. ${NOTHING}`,
      );
    throw err;
  } finally {
    input.destroy();
  }
}

/** The SHA-256 of a body, handing each chunk to `write` as it goes. */
async function sha256(body: AsyncIterable<Buffer>, write?: (chunk: Buffer) => Promise<unknown>) {
  const hash = createHash('sha256');
  for await (const chunk of body) {
    hash.update(chunk);
    if (write) await write(chunk);
  }
  return hash.digest('hex');
}

export interface CheckedArchive {
  manifest: Manifest;
  /** Each entry but the manifest, by name: a file's SHA-256 or DIRECTORY. */
  sums: Map<string, string>;
}

function compareChecksums(listed: Record<string, string>, sums: Map<string, string>): void {
  for (const [name, sum] of sums) {
    if (!Object.hasOwn(listed, name)) throw refuse(`${name}, which its manifest.json does not list`);
    if (listed[name] !== sum)
      throw new ArchiveRefusedError(
        `The archive's ${name} does not match its checksum in manifest.json (changed or damaged): refused. ${NOTHING}`,
      );
  }
  for (const name of Object.keys(listed))
    if (!sums.has(name))
      throw new ArchiveRefusedError(
        `The archive lacks ${name}, which its manifest.json lists: refused. ${NOTHING}`,
      );
}

/** The first pass: reads the whole archive, writes nothing, and refuses it or returns its manifest. */
export async function checkArchive(file: string): Promise<CheckedArchive> {
  const sums = new Map<string, string>();
  let manifestJson: string | undefined;
  await eachEntry(file, async (name, entry, body) => {
    if (sums.has(name) || (name === ENTRY.manifest && manifestJson !== undefined))
      throw refuse(`${name} twice`);
    if (name !== ENTRY.manifest) {
      sums.set(name, entry.kind === 'directory' ? DIRECTORY : await sha256(body));
      return;
    }
    if (entry.size > MAX_MANIFEST) throw refuse(`a manifest.json too big to be one npm run backup wrote`);
    const chunks: Buffer[] = [];
    for await (const chunk of body) chunks.push(chunk);
    manifestJson = Buffer.concat(chunks).toString('utf8');
  });
  const manifest = readManifest(manifestJson);
  if (manifest.checksums) compareChecksums(manifest.checksums, sums);
  return { manifest, sums };
}

/**
 * The second pass: writes the entries the first pass checked into `into` (an empty folder this
 * restore made), each file created new without following links, each checked again as written.
 */
export async function extractArchive(file: string, into: string, checked: CheckedArchive): Promise<void> {
  const changed = (name: string) =>
    new ArchiveRefusedError(`The archive changed while it was restored (${name}): refused. ${NOTHING}`);
  await eachEntry(file, async (name, entry, body) => {
    if (name === ENTRY.manifest) return;
    const target = path.join(into, name);
    if (entry.kind === 'directory') {
      if (checked.sums.get(name) !== DIRECTORY) throw changed(name);
      fs.mkdirSync(target, { recursive: true, mode: (entry.mode & 0o777) | 0o700 });
      return;
    }
    fs.mkdirSync(path.dirname(target), { recursive: true, mode: 0o700 });
    const { O_WRONLY, O_CREAT, O_EXCL, O_NOFOLLOW } = fs.constants;
    const handle = await fs.promises.open(
      target,
      O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW,
      entry.mode & 0o777,
    );
    try {
      const sum = await sha256(body, (chunk) => handle.write(chunk));
      if (checked.sums.get(name) !== sum) throw changed(name);
      await handle.utimes(entry.mtime, entry.mtime);
    } finally {
      await handle.close();
    }
  });
}
