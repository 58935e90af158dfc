// Every shortened text (ad titles, payment lines, notifications, chat previews, link previews) is cut
// by this one rule, so a reader never meets half a word without a sign that more followed.

export const ELLIPSIS = '…';

const WORD_CHAR = /[\p{L}\p{N}]/u;
const TRAILING_JOINERS = /[\s,;:([{\-–—]+$/u;

/**
 * `text` in at most `max` characters, the '…' included: cut after the last whole word when one ends
 * in the second half of the room, else mid-word (one very long word), never inside a surrogate pair.
 */
export function truncateAtWord(text: string, max: number): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  if (max < 1) return '';
  const room = max - 1;
  const head = chars.slice(0, room);
  let end = room;
  // The next character is no letter or digit: the head already ends on a whole word.
  if (WORD_CHAR.test(chars[room]!)) {
    const lastSpace = head.findLastIndex((c) => /\s/u.test(c));
    if (lastSpace > room / 2) end = lastSpace;
  }
  const kept = head.slice(0, end).join('').replace(TRAILING_JOINERS, '');
  return `${kept || head.join('').trimEnd()}${ELLIPSIS}`;
}

/** Runs of white space, line breaks included, as one space; trimmed. */
export function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** A title from free text: on one line, cut at a word within `max` characters with '…'. */
export function titleFrom(text: string, max: number): string {
  return truncateAtWord(oneLine(text), max);
}
