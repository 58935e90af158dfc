import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** The mark, in the history entry's state, of an entry a sheet or dialog added for itself. */
const MARK = 'layerOpen';

/**
 * While `open`, a sheet or dialog has a history entry of its own (the same address, marked in its
 * state), so the browser's Back closes it first instead of leaving the page. `onBack` runs when Back
 * took that entry away. The layer's own close calls `release`: with 'pop' it goes back over the
 * entry; with 'replace' the caller replaces the entry at once with a navigation of its own
 * (`replace: true`), so what the layer changed is one step.
 */
export function useBackCloses(open: boolean, onBack: () => void) {
  const navigate = useNavigate();
  const location = useLocation();
  const state = location.state as Record<string, unknown> | null;
  const marked = state?.[MARK] === true;
  const pushed = useRef(false);
  const seen = useRef(false);
  const back = useRef(onBack);
  back.current = onBack;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the entry is added once per opening.
  useEffect(() => {
    if (!open || pushed.current) return;
    pushed.current = true;
    seen.current = false;
    const { pathname, search, hash } = location;
    navigate(
      { pathname, search, hash },
      { state: { ...(state ?? {}), [MARK]: true }, preventScrollReset: true },
    );
  }, [open]);
  useEffect(() => {
    if (!pushed.current) return;
    if (marked) seen.current = true;
    else if (seen.current) {
      pushed.current = false;
      seen.current = false;
      back.current();
    }
  }, [marked]);
  return {
    release: (how: 'pop' | 'replace') => {
      const had = pushed.current && seen.current;
      pushed.current = false;
      seen.current = false;
      if (how === 'pop' && had) navigate(-1);
    },
  };
}
