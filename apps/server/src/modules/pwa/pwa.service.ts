// The installable app of each site: its web app manifest (name, colours, icons, start URL) and its
// icons, PNGs drawn from the campus logo with sharp once per campus and size, then kept in memory.
import {
  campusLogoSvg,
  campusMaskableIconSvg,
  endSentence,
  HUB_CAMPUS_ID,
  previewSiteName,
} from '@campus/domain';
import sharp from 'sharp';
import type { Database } from '../../db/client';
import { getCampus, type SiteInfo } from '../campuses/campuses.service';

export const ICON_FILES = {
  '192.png': { size: 192, maskable: false },
  '512.png': { size: 512, maskable: false },
  'maskable-512.png': { size: 512, maskable: true },
  'apple-touch-180.png': { size: 180, maskable: true },
} as const;
export type IconFile = keyof typeof ICON_FILES;
export const ICON_FILE_NAMES = Object.keys(ICON_FILES) as [IconFile, ...IconFile[]];

export const iconUrl = (campusId: string, file: IconFile) => `/api/campuses/${campusId}/icons/${file}`;

/** Launchers show about 12 characters under an icon. */
const SHORT_NAME_LENGTH = 12;

/** The site's web app manifest (what Chromium needs to install it, and the campus's colours). */
export async function getManifest(db: Database, campusId: string, site: SiteInfo) {
  const campus = await getCampus(db, campusId, site);
  const name = previewSiteName(campus.shortName);
  const shortName = `${campus.shortName} Buy/Sell`;
  const icon = (file: IconFile, purpose: 'any' | 'maskable') => ({
    src: iconUrl(campus.id, file),
    sizes: `${ICON_FILES[file].size}x${ICON_FILES[file].size}`,
    type: 'image/png',
    purpose,
  });
  return {
    id: '/',
    name,
    short_name: shortName.length <= SHORT_NAME_LENGTH ? shortName : campus.shortName,
    description:
      campus.id === HUB_CAMPUS_ID
        ? 'Buy and sell with verified students on your campus.'
        : `Buy and sell with verified students at ${endSentence(campus.name)}`,
    lang: 'en',
    start_url: '/home',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: campus.color,
    icons: [icon('192.png', 'any'), icon('512.png', 'any'), icon('maskable-512.png', 'maskable')],
  };
}

const rendered = new Map<string, Promise<Buffer>>();

/** A campus icon as PNG, drawn once per campus and file and kept in memory (a few KB each). */
export async function getIconPng(
  db: Database,
  campusId: string,
  file: IconFile,
  site: SiteInfo,
): Promise<Buffer> {
  const campus = await getCampus(db, campusId, site);
  const key = `${campus.id}:${campus.color}:${file}`;
  let png = rendered.get(key);
  if (!png) {
    const { size, maskable } = ICON_FILES[file];
    const svg = maskable ? campusMaskableIconSvg(campus) : campusLogoSvg(campus);
    png = sharp(Buffer.from(svg), { density: Math.ceil((72 * size) / 100) })
      .resize(size, size)
      .png()
      .toBuffer();
    png.catch(() => rendered.delete(key));
    rendered.set(key, png);
  }
  return png;
}
