// The tar format as the archives of npm run backup use it (GNU tar's output, ustar and pax headers),
// read strictly: every header's checksum is checked, nothing is written to disk here, and what an
// entry is (a file, a folder, a link, a device) is reported as it is, for the caller to refuse.
const BLOCK = 512;
/** Long names and pax records are short texts; anything bigger is not a backup's. */
const MAX_EXTENSION = 1 << 20;

export type EntryKind =
  | 'file'
  | 'directory'
  | 'symlink'
  | 'hardlink'
  | 'character device'
  | 'block device'
  | 'named pipe'
  | 'unknown';

export interface TarEntry {
  name: string;
  kind: EntryKind;
  /** The header's type flag as written (for the unknown ones). */
  typeflag: string;
  linkname: string;
  size: number;
  mode: number;
  /** Seconds since the epoch. */
  mtime: number;
  /** The entry's header blocks as read (its long-name or pax headers included), to copy it as it is. */
  header: Buffer;
}

/** An archive that is damaged or cut short: the message is a whole sentence for the operator. */
export class TarFormatError extends Error {}

const KINDS: Record<string, EntryKind> = {
  '0': 'file',
  '\0': 'file',
  '1': 'hardlink',
  '2': 'symlink',
  '3': 'character device',
  '4': 'block device',
  '5': 'directory',
  '6': 'named pipe',
};

const text = (block: Buffer, start: number, length: number) => {
  const field = block.subarray(start, start + length);
  const end = field.indexOf(0);
  return field.subarray(0, end < 0 ? length : end).toString('utf8');
};

function number(block: Buffer, start: number, length: number): number {
  const field = block.subarray(start, start + length);
  // GNU tar writes sizes of 8 GiB and more in base 256, marked by the first byte's high bit.
  if (field[0]! & 0x80) {
    let value = field[0]! & 0x7f;
    for (const byte of field.subarray(1)) value = value * 256 + byte;
    return value;
  }
  const digits = text(block, start, length).trim();
  if (!/^[0-7]*$/.test(digits))
    throw new TarFormatError('The archive is damaged (a header has a bad number).');
  return digits ? Number.parseInt(digits, 8) : 0;
}

function checksumOk(block: Buffer): boolean {
  let unsigned = 0;
  let signed = 0;
  for (let i = 0; i < BLOCK; i++) {
    const byte = i >= 148 && i < 156 ? 0x20 : block[i]!;
    unsigned += byte;
    signed += byte > 127 ? byte - 256 : byte;
  }
  const stored = number(block, 148, 8);
  return stored === unsigned || stored === signed;
}

/** pax records: `LEN key=value\n` each. */
function paxRecords(data: Buffer): Record<string, string> {
  const records: Record<string, string> = {};
  let at = 0;
  while (at < data.length) {
    const space = data.indexOf(0x20, at);
    const length = Number.parseInt(data.subarray(at, space).toString('utf8'), 10);
    if (space < 0 || !(length > 0) || at + length > data.length)
      throw new TarFormatError('The archive is damaged (a pax header is malformed).');
    const record = data.subarray(space + 1, at + length - 1).toString('utf8');
    const eq = record.indexOf('=');
    records[record.slice(0, eq)] = record.slice(eq + 1);
    at += length;
  }
  return records;
}

/** Reads exact byte counts out of a stream of chunks (a gunzip's output, a child's stdout). */
class ByteReader {
  private chunk: Buffer = Buffer.alloc(0);
  private readonly it: AsyncIterator<Buffer>;
  constructor(source: AsyncIterable<Buffer>) {
    this.it = source[Symbol.asyncIterator]();
  }
  /** Up to `max` bytes (at least one); a stream that ends first is an archive cut short. */
  async upTo(max: number): Promise<Buffer> {
    while (!this.chunk.length) {
      const next = await this.it.next();
      if (next.done) throw new TarFormatError('The archive ends in the middle of an entry: it is cut short.');
      this.chunk = next.value;
    }
    const part = this.chunk.subarray(0, max);
    this.chunk = this.chunk.subarray(part.length);
    return part;
  }
  async exactly(length: number): Promise<Buffer> {
    const parts: Buffer[] = [];
    for (let got = 0; got < length; ) {
      const part = await this.upTo(length - got);
      parts.push(part);
      got += part.length;
    }
    return parts.length === 1 ? parts[0]! : Buffer.concat(parts);
  }
  /** Reads what follows the end of the archive (the padding), so gzip checks its trailer. */
  async drain(): Promise<void> {
    while (!(await this.it.next()).done) {}
  }
  async close(): Promise<void> {
    await this.it.return?.();
  }
}

/** The zero bytes after `size` bytes of data, up to the next 512-byte block. */
export const padding = (size: number) => (BLOCK - (size % BLOCK)) % BLOCK;

/**
 * Calls `onEntry` for each entry in order with its body (a file's bytes; empty for the others),
 * which it may read or leave; the next header is read after it returns.
 */
export async function readTar(
  source: AsyncIterable<Buffer>,
  onEntry: (entry: TarEntry, body: AsyncIterable<Buffer>) => Promise<void>,
): Promise<void> {
  const bytes = new ByteReader(source);
  try {
    let extended: { path?: string; linkpath?: string; size?: number } = {};
    let headers: Buffer[] = [];
    for (;;) {
      const block = await bytes.exactly(BLOCK);
      if (block.every((b) => b === 0)) break;
      if (!checksumOk(block))
        throw new TarFormatError('The archive is damaged (a header checksum is wrong).');
      headers.push(block);
      const typeflag = String.fromCharCode(block[156]!);
      const size = number(block, 124, 12);
      if (typeflag === 'L' || typeflag === 'K' || typeflag === 'x') {
        if (size > MAX_EXTENSION) throw new TarFormatError('The archive is damaged (a header is too long).');
        const data = await bytes.exactly(size + padding(size));
        headers.push(data);
        const value = text(data, 0, size);
        if (typeflag === 'L') extended.path = value;
        else if (typeflag === 'K') extended.linkpath = value;
        else {
          const records = paxRecords(data.subarray(0, size));
          if (records.path !== undefined) extended.path = records.path;
          if (records.linkpath !== undefined) extended.linkpath = records.linkpath;
          if (records.size !== undefined) extended.size = Number(records.size);
        }
        continue;
      }
      // Only POSIX ustar headers have a name prefix; GNU's keep other fields there.
      const prefix = text(block, 257, 6) === 'ustar' ? text(block, 345, 155) : '';
      const kind = KINDS[typeflag] ?? 'unknown';
      const entry: TarEntry = {
        name: extended.path ?? (prefix ? `${prefix}/${text(block, 0, 100)}` : text(block, 0, 100)),
        kind,
        typeflag,
        linkname: extended.linkpath ?? text(block, 157, 100),
        size: extended.size ?? size,
        mode: number(block, 100, 8),
        mtime: number(block, 136, 12),
        header: Buffer.concat(headers),
      };
      extended = {};
      headers = [];
      // Hard links and the like carry no bytes, whatever their size field says.
      let left = kind === 'file' || kind === 'unknown' ? entry.size : 0;
      const body = async function* () {
        while (left > 0) {
          const part = await bytes.upTo(left);
          left -= part.length;
          yield part;
        }
      };
      await onEntry(entry, body());
      while (left > 0) left -= (await bytes.upTo(left)).length;
      if (kind === 'file' || kind === 'unknown') await bytes.exactly(padding(entry.size));
    }
    await bytes.drain();
  } finally {
    await bytes.close();
  }
}

/** The end of an archive: two zero blocks. */
export const END_OF_ARCHIVE = Buffer.alloc(2 * BLOCK);

const octal = (value: number, length: number) => `${value.toString(8).padStart(length - 1, '0')}\0`;

/** A regular file's entry (ustar header, its bytes, padding): the manifest npm run backup appends. */
export function fileEntry(name: string, data: Buffer, mode: number, mtime: number): Buffer {
  const header = Buffer.alloc(BLOCK);
  header.write(name, 0, 100, 'utf8');
  header.write(octal(mode, 8), 100);
  header.write(octal(0, 8), 108);
  header.write(octal(0, 8), 116);
  header.write(octal(data.length, 12), 124);
  header.write(octal(mtime, 12), 136);
  header.write('0', 156);
  header.write('ustar\0', 257);
  header.write('00', 263);
  header.fill(0x20, 148, 156);
  let sum = 0;
  for (const byte of header) sum += byte;
  header.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148);
  return Buffer.concat([header, data, Buffer.alloc(padding(data.length))]);
}
