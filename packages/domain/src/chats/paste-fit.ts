import { countedLength, TEXT_MAX } from '../posts/text-length';

export interface FittedPaste {
  /** The text with as much of the paste as fits put in place of the selection. */
  text: string;
  /** Where the caret goes: right after what was put in. */
  caret: number;
  /** Characters of the paste kept, and in all (both as the cap counts them: a line break is 2). */
  kept: number;
  total: number;
}

/**
 * A paste into `current` over the selection [start, end): keeps the paste's longest beginning that
 * fits under `max` counted characters (community §5: a line break counts 2), never a half of a
 * character pair. Pure, so the message box and its tests share it.
 */
export function fitPaste(
  current: string,
  start: number,
  end: number,
  pasted: string,
  max = TEXT_MAX,
): FittedPaste {
  const before = current.slice(0, start);
  const after = current.slice(end);
  const room = Math.max(0, max - countedLength(before) - countedLength(after));
  let kept = '';
  let used = 0;
  for (const ch of pasted.replace(/\r\n?/g, '\n')) {
    const size = ch === '\n' ? 2 : 1;
    if (used + size > room) break;
    kept += ch;
    used += size;
  }
  return {
    text: before + kept + after,
    caret: before.length + kept.length,
    kept: used,
    total: countedLength(pasted),
  };
}

/** A shared post's card shows this many characters of its text, cut at a word with '…'. */
export const SHARED_POST_PREVIEW_MAX = 140;
/** What the server sends of it: one character more, so the card knows more followed. */
export const SHARED_POST_PREVIEW_SENT = SHARED_POST_PREVIEW_MAX + 1;
