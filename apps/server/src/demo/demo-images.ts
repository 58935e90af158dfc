// Pictures for the demo, drawn locally with sharp from SVG shapes (no downloads, no fonts needed):
// avatars are a coloured disc with a face-like pattern; listing photos are a still life of shapes.
import sharp from 'sharp';
import type { Random } from './demo-random';

const PALETTE = ['#e4572e', '#17bebb', '#ffc914', '#2e282a', '#76b041', '#6c5ce7', '#fd79a8', '#0984e3'];

/** A 256×256 JPEG avatar: a background colour, a head and shoulders. */
export function avatarJpeg(random: Random): Promise<Buffer> {
  const bg = random.pick(PALETTE);
  const skin = random.pick(['#f1c27d', '#e0ac69', '#c68642', '#8d5524', '#ffdbac']);
  const shirt = random.pick(PALETTE);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256">
    <rect width="256" height="256" fill="${bg}"/>
    <ellipse cx="128" cy="250" rx="96" ry="70" fill="${shirt}"/>
    <circle cx="128" cy="110" r="54" fill="${skin}"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

/** A 640×480 JPEG "photo" of a listing: a floor, a wall and an object made of a few shapes. */
export function listingJpeg(random: Random): Promise<Buffer> {
  const wall = random.pick(['#f5f0e6', '#e8eef2', '#f2e8e8', '#e9f2e6', '#ece6f2']);
  const floor = random.pick(['#b08a5a', '#8e7f6f', '#c9b79c', '#7a6a58']);
  const main = random.pick(PALETTE);
  const accent = random.pick(PALETTE);
  const w = random.int(160, 320);
  const h = random.int(120, 260);
  const x = random.int(60, 600 - w);
  const y = 380 - h;
  const round = random.int(0, 40);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480">
    <rect width="640" height="480" fill="${wall}"/>
    <rect y="360" width="640" height="120" fill="${floor}"/>
    <ellipse cx="${x + w / 2}" cy="${y + h + 8}" rx="${w / 2 + 20}" ry="14" fill="#000" fill-opacity="0.18"/>
    <rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${round}" fill="${main}"/>
    <circle cx="${x + w * 0.7}" cy="${y + h * 0.35}" r="${Math.min(w, h) / 5}" fill="${accent}"/>
    <rect x="${x + w * 0.1}" y="${y + h * 0.65}" width="${w * 0.5}" height="${h * 0.12}" rx="6" fill="#fff" fill-opacity="0.6"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 78 }).toBuffer();
}
