import { truncateAtWord } from '../text/truncate';
import { formatWholeNumber } from '../text/whole-number';

/**
 * Splits display text into plain runs and links (community §5: text auto-links URLs, phone
 * numbers as sms: links and street addresses as map searches). Rendered as elements, never HTML.
 */
export type TextPart =
  | { kind: 'text'; text: string }
  | { kind: 'url' | 'phone' | 'address'; text: string; href: string };

const URL_RE = /\b(?:https?:\/\/|www\.)[^\s<>"']+[^\s<>"'.,;:!?)\]]/gi;
const PHONE_RE = /(?:\+?1[-.\s]?)?\(?\b\d{3}\)?[-.\s]?\d{3}[-.\s]?\d{4}\b/g;
const STREET_TYPES =
  'St|Street|Ave|Avenue|Blvd|Boulevard|Rd|Road|Dr|Drive|Ln|Lane|Way|Ct|Court|Pl|Place|Pkwy|Parkway|Cir|Circle|Ter|Terrace|Hwy|Highway';
const ADDRESS_RE = new RegExp(
  `\\b\\d{1,6}\\s+(?:[NSEW]\\.?\\s+)?(?:[A-Z0-9][\\w'-]*\\s+){0,4}(?:${STREET_TYPES})\\b\\.?(?:,?\\s+(?:Apt|Suite|Unit|#)\\s*[\\w-]+)?`,
  'g',
);

interface Match {
  index: number;
  end: number;
  part: TextPart;
}

function collect(text: string, re: RegExp, make: (value: string) => TextPart): Match[] {
  return [...text.matchAll(re)].map((m) => ({
    index: m.index,
    end: m.index + m[0].length,
    part: make(m[0]),
  }));
}

export function autolink(text: string): TextPart[] {
  const matches = [
    ...collect(text, URL_RE, (v) => ({
      kind: 'url',
      text: v,
      href: v.startsWith('www.') ? `https://${v}` : v,
    })),
    ...collect(text, ADDRESS_RE, (v) => ({
      kind: 'address',
      text: v,
      href: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(v)}`,
    })),
    ...collect(text, PHONE_RE, (v) => ({ kind: 'phone', text: v, href: `sms:${v.replace(/[^\d+]/g, '')}` })),
  ].sort((a, b) => a.index - b.index || b.end - a.end);
  const parts: TextPart[] = [];
  let at = 0;
  for (const m of matches) {
    if (m.index < at) continue;
    if (m.index > at) parts.push({ kind: 'text', text: text.slice(at, m.index) });
    parts.push(m.part);
    at = m.end;
  }
  if (at < text.length) parts.push({ kind: 'text', text: text.slice(at) });
  return parts;
}

/** The text cut at a word within `max` characters plus its '…', and whether it was cut. */
export function truncateText(text: string, max: number): { text: string; truncated: boolean } {
  if (text.length <= max) return { text, truncated: false };
  return { text: truncateAtWord(text, max + 1), truncated: true };
}

/** A price in whole US dollars: '$N' (no decimals), thousands separated. */
export function formatPrice(cents: number): string {
  return `$${formatWholeNumber(cents / 100)}`;
}

/** A listing's price tag: 'Free' for 0, else formatPrice. */
export function formatPriceTag(cents: number): string {
  return cents === 0 ? 'Free' : formatPrice(cents);
}
