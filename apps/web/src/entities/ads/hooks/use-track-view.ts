import { type RefObject, useEffect } from 'react';
import { trackAdAction } from '../analytics-tracker';

/** Sends 'view' once the element is at least half visible, when `postId` is given (an active ad). */
export function useTrackView(ref: RefObject<Element | null>, postId: string | null): void {
  useEffect(() => {
    const el = ref.current;
    if (!postId || !el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          trackAdAction('view', postId);
          observer.disconnect();
        }
      },
      { threshold: 0.5 },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, postId]);
}
