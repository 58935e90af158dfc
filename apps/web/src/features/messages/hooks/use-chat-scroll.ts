// The message list's scrolling: it opens at the newest message (the bottom); older pages load when
// the view comes within 67 px of the top (community §9) and the view stays on the same message as
// they are added above; a new message scrolls into view when the reader was at the bottom or sent it.
import type { ChatMessage } from '@campus/domain';
import { useEffectEvent, useLayoutEffect, useRef } from 'react';

/** Older messages load within this distance of the top. */
export const LOAD_OLDER_WITHIN_PX = 67;
/** Closer than this to the bottom counts as reading the newest messages. */
const NEAR_BOTTOM_PX = 80;

interface ChatScrollOptions {
  items: readonly ChatMessage[];
  viewerId: string;
  hasOlder: boolean;
  loadingOlder: boolean;
  loadOlder: () => unknown;
}

export function useChatScroll({ items, viewerId, hasOlder, loadingOlder, loadOlder }: ChatScrollOptions) {
  const ref = useRef<HTMLDivElement>(null);
  const nearBottom = useRef(true);
  /** The list's height and offset when older messages were asked for, to keep the view still. */
  const saved = useRef<{ height: number; top: number } | null>(null);
  const shown = useRef<{ oldest?: string; newest?: string }>({});

  const loadOlderIfAtTop = () => {
    const el = ref.current;
    if (!el || !hasOlder || loadingOlder || el.scrollTop > LOAD_OLDER_WITHIN_PX) return;
    saved.current = { height: el.scrollHeight, top: el.scrollTop };
    loadOlder();
  };
  // A list too short to scroll never fires 'scroll': check after each change as well.
  const checkAfterChange = useEffectEvent(loadOlderIfAtTop);

  const onScroll = () => {
    const el = ref.current;
    if (!el) return;
    nearBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_BOTTOM_PX;
    loadOlderIfAtTop();
  };

  useLayoutEffect(() => {
    const el = ref.current;
    const oldest = items[0]?.id;
    const newest = items.at(-1);
    if (!el || !oldest || !newest) return;
    const before = shown.current;
    shown.current = { oldest, newest: newest.id };
    if (before.newest === undefined) {
      el.scrollTop = el.scrollHeight;
    } else {
      if (oldest !== before.oldest && saved.current) {
        el.scrollTop = el.scrollHeight - saved.current.height + saved.current.top;
        saved.current = null;
      }
      if (newest.id !== before.newest && (nearBottom.current || newest.user.id === viewerId)) {
        el.scrollTop = el.scrollHeight;
      }
    }
    checkAfterChange();
  }, [items, viewerId]);

  return { ref, onScroll };
}
