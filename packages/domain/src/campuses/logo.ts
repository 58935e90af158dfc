import type { CatalogueCampus } from './catalogue';

const escapeXml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** Monogram letters for a campus logo: up to four characters of its short name. */
export function campusMonogram(shortName: string): string {
  const compact = shortName.replace(/\s+/g, '');
  if (compact.length <= 4)
    return compact.toUpperCase() === compact ? compact : compact.slice(0, 1).toUpperCase();
  const capitals = compact.replace(/[^A-Z]/g, '');
  return capitals.length >= 2 ? capitals.slice(0, 4) : compact.slice(0, 1).toUpperCase();
}

/** Draws the campus logo: a rounded square in the campus colour with its monogram. */
export function campusLogoSvg(campus: Pick<CatalogueCampus, 'shortName' | 'name' | 'color'>): string {
  const text = campusMonogram(campus.shortName);
  const size = text.length <= 2 ? 46 : text.length === 3 ? 36 : 28;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" role="img"',
    ` aria-label="${escapeXml(campus.name)} logo">`,
    `<rect width="100" height="100" rx="22" fill="${escapeXml(campus.color)}"/>`,
    '<rect x="6" y="6" width="88" height="88" rx="17" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="3"/>',
    `<text x="50" y="50" dy=".35em" text-anchor="middle" font-family="Helvetica, Arial, sans-serif"`,
    ` font-weight="700" font-size="${size}" fill="#fff">${escapeXml(text)}</text>`,
    '</svg>',
  ].join('');
}

/**
 * The logo as a maskable app icon: the colour to the edges (launchers cut their own shape) and the
 * monogram inside the central safe zone.
 */
export function campusMaskableIconSvg(campus: Pick<CatalogueCampus, 'shortName' | 'name' | 'color'>): string {
  const text = campusMonogram(campus.shortName);
  const size = text.length <= 2 ? 34 : text.length === 3 ? 27 : 21;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">',
    `<rect width="100" height="100" fill="${escapeXml(campus.color)}"/>`,
    `<text x="50" y="50" dy=".35em" text-anchor="middle" font-family="Helvetica, Arial, sans-serif"`,
    ` font-weight="700" font-size="${size}" fill="#fff">${escapeXml(text)}</text>`,
    '</svg>',
  ].join('');
}
