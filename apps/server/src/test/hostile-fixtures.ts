import zlib from 'node:zlib';
import sharp from 'sharp';
import { gpsJpeg } from './posts-helpers';
import { makeVideo } from './video-fixtures';

/** Bytes an attacker hopes a browser will run if a file is served as it came. */
export const SCRIPT_MARKERS = ['<script', 'alert(', '<html', '<svg'];

function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG whose header declares 50000×50000 RGB pixels (7.5 GB decoded) over a few KB of zeros. */
export function pngBomb(): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(50_000, 0);
  ihdr.writeUInt32BE(50_000, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const rows = zlib.deflateSync(Buffer.alloc((1 + 50_000 * 3) * 64));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', rows),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A valid JPEG that is also an HTML page: markup in a comment segment and after the end marker. */
export async function jpegHtmlPolyglot(): Promise<Buffer> {
  const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#39c' } })
    .jpeg()
    .toBuffer();
  const html = Buffer.from('<html><script>alert(document.cookie)</script></html>');
  const comment = Buffer.concat([Buffer.from([0xff, 0xfe, 0, html.length + 2]), html]);
  return Buffer.concat([jpeg.subarray(0, 2), comment, jpeg.subarray(2), html]);
}

/**
 * A GIF that is also JavaScript: the screen width bytes open a comment (`/*`) that a comment
 * extension closes before `=alert(1)`.
 */
export function gifJsPolyglot(): Buffer {
  const js = Buffer.from('*/=alert(1);/*');
  return Buffer.concat([
    Buffer.from('GIF89a', 'latin1'),
    Buffer.from([0x2f, 0x2a, 0x0a, 0x00, 0x00, 0x00, 0x00]), // 10799×10, no global colour table
    Buffer.from([0x21, 0xfe, js.length]),
    js,
    Buffer.from([0x00]),
    // A 1×1 image with a two-colour local table and its LZW data.
    Buffer.from([0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0x80, 0, 0, 0, 0xff, 0xff, 0xff]),
    Buffer.from([0x02, 0x02, 0x44, 0x01, 0x00]),
    Buffer.from(';*/', 'latin1'),
  ]);
}

export const svgWithScript = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
);

export const htmlPage = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');

export interface HostileCase {
  name: string;
  fileName: string;
  data: () => Buffer | Promise<Buffer>;
  /** What the upload routes do with it today: a clear 4xx, or a re-encoded copy. */
  outcome: 'refused' | 'clean';
}

const half = (data: Buffer) => data.subarray(0, Math.floor(data.length / 2));

/** The hostile-upload set: each must be refused with a clear 4xx or stored clean. */
export const HOSTILE_CASES: HostileCase[] = [
  { name: 'a JPEG that is also HTML', fileName: 'photo.jpg', data: jpegHtmlPolyglot, outcome: 'clean' },
  { name: 'a GIF that is also JavaScript', fileName: 'anim.gif', data: gifJsPolyglot, outcome: 'clean' },
  { name: 'an SVG with a script', fileName: 'logo.svg', data: () => svgWithScript, outcome: 'refused' },
  {
    name: 'an SVG with a script renamed .jpg',
    fileName: 'logo.jpg',
    data: () => svgWithScript,
    outcome: 'refused',
  },
  { name: 'an HTML page renamed .jpg', fileName: 'cat.jpg', data: () => htmlPage, outcome: 'refused' },
  { name: 'a PNG declaring 50000×50000 pixels', fileName: 'bomb.png', data: pngBomb, outcome: 'refused' },
  {
    name: 'a truncated JPEG',
    fileName: 'cut.jpg',
    data: async () => half(await gpsJpeg(400, 300)),
    outcome: 'refused',
  },
  {
    name: 'a truncated PNG',
    fileName: 'cut.png',
    data: async () =>
      half(
        await sharp({ create: { width: 300, height: 200, channels: 3, background: '#a52' } })
          .png()
          .toBuffer(),
      ),
    outcome: 'refused',
  },
  {
    name: 'a truncated MP4',
    fileName: 'cut.mp4',
    data: () => half(makeVideo({ container: 'mp4' })),
    outcome: 'refused',
  },
  { name: 'a zero-byte file', fileName: 'empty.jpg', data: () => Buffer.alloc(0), outcome: 'refused' },
];
