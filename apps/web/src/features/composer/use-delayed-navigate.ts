import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';

/**
 * Goes to a page after a delay (the mobile composers after sending, community §4); `pending` is
 * true meanwhile, for the spinner. Leaving the page first cancels it.
 */
export function useDelayedNavigate() {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const go = useCallback(
    (to: string, delayMs: number) => {
      setPending(true);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => navigate(to), delayMs);
    },
    [navigate],
  );
  return { pending, go };
}
