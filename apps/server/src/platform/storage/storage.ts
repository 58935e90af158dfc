import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';

/**
 * Where uploaded files live. Rows keep keys (e.g. images/profilePics/{userId}.jpg), never paths or
 * URLs, so object storage can replace the local disk.
 */
export interface FileStorage {
  put(key: string, data: Buffer): Promise<void>;
  /** The file's total size, or null when the key does not exist. */
  size(key: string): Promise<number | null>;
  /** A readable stream of the file (or of bytes start..end inclusive), or null when it does not exist. */
  open(
    key: string,
    range?: { start: number; end: number },
  ): Promise<{ stream: NodeJS.ReadableStream; size: number } | null>;
  delete(key: string): Promise<void>;
  /** Moves a file to another key (replacing what is there). */
  move(from: string, to: string): Promise<void>;
  /** Resolves when the storage answers (readiness); rejects otherwise. */
  check(): Promise<void>;
}

const SAFE_KEY = /^[a-zA-Z0-9/_.-]+$/;

/** The content types of the files the app stores, by extension (also sent to object storage). */
export const FILE_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.mp4': 'video/mp4',
  '.mov': 'video/quicktime',
};

/** The content type of a stored key, or undefined for an extension the app never stores. */
export function fileTypeOf(key: string): string | undefined {
  return FILE_TYPES[path.extname(key).toLowerCase()];
}

/** Whether a key is one the app could have written (letters, digits, `/_.-`, no `..`, relative). */
export function isSafeKey(key: string): boolean {
  return SAFE_KEY.test(key) && !key.includes('..') && !key.startsWith('/');
}

export function assertKey(key: string): void {
  if (!isSafeKey(key)) throw new Error(`Unsafe storage key: ${key}`);
}

/**
 * Opens a regular file only if it really lies under `root` (which may itself be a link, to another
 * disk): a link on disk that leads out of it, to a file or through a folder, is as if absent.
 */
async function openInside(
  root: string,
  file: string,
): Promise<{ handle: fs.promises.FileHandle; size: number } | null> {
  let handle: fs.promises.FileHandle | undefined;
  try {
    const [realRoot, real] = await Promise.all([fs.promises.realpath(root), fs.promises.realpath(file)]);
    if (!real.startsWith(realRoot + path.sep)) return null;
    // Resolved, it has no links left; O_NOFOLLOW refuses one swapped in since.
    handle = await fs.promises.open(real, fs.constants.O_RDONLY | fs.constants.O_NOFOLLOW);
    const stat = await handle.stat();
    if (stat.isFile()) return { handle, size: stat.size };
  } catch {
    // missing, or not readable: not there
  }
  await handle?.close();
  return null;
}

/** Files under `root` on the local disk (the embedded default, under DATA_DIR/files). */
export function createLocalStorage(root: string): FileStorage {
  const full = (key: string) => {
    assertKey(key);
    return path.join(root, key);
  };
  return {
    async put(key, data) {
      const file = full(key);
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
      await fs.promises.writeFile(tmp, data);
      await fs.promises.rename(tmp, file);
    },
    async size(key) {
      const file = await openInside(root, full(key));
      if (!file) return null;
      await file.handle.close();
      return file.size;
    },
    async open(key, range) {
      const file = await openInside(root, full(key));
      if (!file) return null;
      return { stream: file.handle.createReadStream(range), size: file.size };
    },
    async delete(key) {
      await fs.promises.rm(full(key), { force: true });
    },
    async move(from, to) {
      const target = full(to);
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      await fs.promises.rename(full(from), target);
    },
    async check() {
      await fs.promises.mkdir(root, { recursive: true });
      await fs.promises.access(root, fs.constants.R_OK | fs.constants.W_OK);
    },
  };
}

/** Copies a stream to a buffer, refusing more than `maxBytes`. */
export async function readLimited(stream: NodeJS.ReadableStream, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
    size += buffer.length;
    if (size > maxBytes) throw new Error('too large');
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * Copies a stream into a new file at `file` (created, never overwritten; readable by this user only),
 * refusing more than `maxBytes`; resolves with its size. An upload kept as a file, not a Buffer: a
 * photo waits its turn to be prepared for seconds, and 10 of them held as Buffers kept the garbage
 * collector's old generation busy (bench/uploads.ts).
 */
export async function saveLimited(
  stream: NodeJS.ReadableStream,
  maxBytes: number,
  file: string,
): Promise<number> {
  let size = 0;
  await pipeline(
    stream,
    async function* (source: AsyncIterable<Buffer | string>) {
      for await (const chunk of source) {
        const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
        size += buffer.length;
        if (size > maxBytes) throw new Error('too large');
        yield buffer;
      }
    },
    fs.createWriteStream(file, { flags: 'wx', mode: 0o600 }),
  );
  return size;
}
