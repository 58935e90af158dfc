// PostgreSQL's COPY text format, streamed in chunks of about 256 kB (big-data.ts).
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';

// COPY text format.

export const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };
export function field(v: string | number | boolean | null | undefined): string {
  if (v === null || v === undefined) return '\\N';
  if (typeof v === 'string') return /[\\\t\n\r]/.test(v) ? v.replace(/[\\\t\n\r]/g, (c) => ESCAPES[c]!) : v;
  if (typeof v === 'boolean') return v ? 't' : 'f';
  return String(v);
}
export const row = (...values: (string | number | boolean | null | undefined)[]) =>
  `${values.map(field).join('\t')}\n`;
export const iso = (ms: number) => new Date(ms).toISOString();

/** Lines joined into chunks of about 256 kB (one stream write each). */
export async function* chunks(lines: Iterable<string>): AsyncGenerator<string> {
  let buf = '';
  for (const line of lines) {
    buf += line;
    if (buf.length > 262_144) {
      yield buf;
      buf = '';
    }
  }
  if (buf) yield buf;
}

export async function copy(
  pool: pg.Pool,
  table: string,
  columns: string[],
  lines: Iterable<string>,
): Promise<number> {
  const client = await pool.connect();
  let n = 0;
  const counted = function* () {
    for (const line of lines) {
      n += 1;
      yield line;
    }
  };
  try {
    const sink = client.query(
      copyFrom(`COPY ${table} (${columns.map((c) => `"${c}"`).join(', ')}) FROM STDIN`),
    );
    await pipeline(Readable.from(chunks(counted())), sink);
  } finally {
    client.release();
  }
  return n;
}
