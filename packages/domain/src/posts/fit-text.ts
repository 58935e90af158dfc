import { formatWholeNumber } from '../text/whole-number';
import { countedLength } from './text-length';

/** Said when an edit (usually a paste) was cut to fit a limited text. */
export const fitMessage = (max: number) =>
  `Only part of that fit: the text is limited to ${formatWholeNumber(max)} characters, so the rest was left out.`;

/** The longest start of `text` whose counted length (a line break counts 2) is at most `room`. */
export function fitStart(text: string, room: number): string {
  let n = 0;
  let end = 0;
  for (const ch of text) {
    n += ch === '\n' ? 2 : 1;
    if (n > room) break;
    end += ch.length;
  }
  return text.slice(0, end);
}

/**
 * A change of a limited text from `before` to `after` (typing, a paste, a drop) that would pass `max`
 * keeps what fits: the inserted part is cut, never the text around it. `cut` says something was left
 * out, so the screen can say so.
 */
export function fitEdit(before: string, after: string, max: number): { text: string; cut: boolean } {
  if (countedLength(after) <= max) return { text: after, cut: false };
  let prefix = 0;
  while (prefix < before.length && prefix < after.length && before[prefix] === after[prefix]) prefix++;
  let suffix = 0;
  while (
    suffix < before.length - prefix &&
    suffix < after.length - prefix &&
    before[before.length - 1 - suffix] === after[after.length - 1 - suffix]
  )
    suffix++;
  const head = after.slice(0, prefix);
  const tail = after.slice(after.length - suffix);
  const inserted = after.slice(prefix, after.length - suffix);
  const room = max - countedLength(head) - countedLength(tail);
  if (room < 0) return { text: fitStart(after, max), cut: true };
  return { text: head + fitStart(inserted, room) + tail, cut: true };
}
