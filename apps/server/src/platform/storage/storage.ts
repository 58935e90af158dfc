import fs from 'node:fs';
import path from 'node:path';

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
}

const SAFE_KEY = /^[a-zA-Z0-9/_.-]+$/;

function assertKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.includes('..') || key.startsWith('/'))
    throw new Error(`Unsafe storage key: ${key}`);
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
      try {
        const stat = await fs.promises.stat(full(key));
        return stat.isFile() ? stat.size : null;
      } catch {
        return null;
      }
    },
    async open(key, range) {
      const file = full(key);
      try {
        const stat = await fs.promises.stat(file);
        if (!stat.isFile()) return null;
        return { stream: fs.createReadStream(file, range), size: stat.size };
      } catch {
        return null;
      }
    },
    async delete(key) {
      await fs.promises.rm(full(key), { force: true });
    },
    async move(from, to) {
      const target = full(to);
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      await fs.promises.rename(full(from), target);
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
