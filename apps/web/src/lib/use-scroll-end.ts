import { useEffect, useRef } from 'react';

/**
 * Calls `onEnd` when a sentinel element comes within `marginPx` of the viewport (about 251 px on
 * the feed, 1 px on the saved page), at most once a second (the spec's 1 s scroll-end debounce).
 */
export function useScrollEnd(onEnd: () => void, enabled: boolean, marginPx = 251) {
  const ref = useRef<HTMLDivElement>(null);
  const last = useRef(0);
  const callback = useRef(onEnd);
  callback.current = onEnd;
  useEffect(() => {
    const el = ref.current;
    if (!el || !enabled) return;
    let timer: number | undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        const wait = 1000 - (Date.now() - last.current);
        const run = () => {
          last.current = Date.now();
          callback.current();
        };
        if (wait <= 0) run();
        else timer = window.setTimeout(run, wait);
      },
      { rootMargin: `0px 0px ${marginPx}px 0px` },
    );
    observer.observe(el);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [enabled, marginPx]);
  return ref;
}
