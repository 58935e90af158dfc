import { useEffect } from 'react';

/** Logs a failed load once per error: search and profile lists just show empty (community §8). */
export function useWarnOnError(error: unknown, what: string): void {
  useEffect(() => {
    if (error) console.warn(what, error);
  }, [error, what]);
}
