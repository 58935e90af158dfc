// Brand colours as text and as a background for text (WCAG 2.2 AA: 4.5:1 for normal text). The
// catalogue keeps each campus's real colour (the logo, the manifest's theme); the web app paints with
// `accessibleBrand`, the same hue darkened just enough to reach 4.5:1 against white text and against
// the light backgrounds it sits on as text.

/** The light surfaces brand-coloured text sits on (tokens.css --bg, --bg-subtle, --bg-hover). */
export const LIGHT_SURFACES = ['#ffffff', '#f4f6f9', '#eef1f5'] as const;
export const ON_BRAND_TEXT = '#ffffff';
export const MIN_TEXT_CONTRAST = 4.5;

function channels(hex: string): [number, number, number] {
  const m = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!m) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const n = Number.parseInt(m[1]!, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** WCAG relative luminance of an sRGB colour. */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const toHex = (c: number[]) => `#${c.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;

/** The colour mixed toward black by `amount` (0–1). */
export function darken(hex: string, amount: number): string {
  return toHex(channels(hex).map((c) => c * (1 - amount)));
}

/** The worst contrast of a brand colour: white text on it, or it as text on a light surface. */
export function worstBrandContrast(hex: string): number {
  return Math.min(...[ON_BRAND_TEXT, ...LIGHT_SURFACES].map((s) => contrastRatio(hex, s)));
}

/**
 * The brand colour the interface paints with: the campus colour itself when it already reaches
 * 4.5:1 everywhere, else the least darkened variant (1% steps) that does.
 */
export function accessibleBrand(hex: string): string {
  for (let step = 0; step <= 100; step++) {
    const candidate = darken(hex, step / 100);
    if (worstBrandContrast(candidate) >= MIN_TEXT_CONTRAST) return candidate;
  }
  return '#000000';
}
