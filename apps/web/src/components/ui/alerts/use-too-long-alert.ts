import { ALERT_TOO_LONG_COOLDOWN_MS, POST_MESSAGES } from '@campus/domain';
import { useCallback, useRef } from 'react';
import { useAlert } from './alert-provider';

/**
 * Shows 'Error: Too many characters!' for a text past its cap, at most once per cooldown however
 * fast the typing (community §5): the post and comment composer's rule, and the message box's.
 */
export function useTooLongAlert(): () => void {
  const alert = useAlert();
  const lastShownAt = useRef(Number.NEGATIVE_INFINITY);
  return useCallback(() => {
    const now = Date.now();
    if (now - lastShownAt.current < ALERT_TOO_LONG_COOLDOWN_MS) return;
    lastShownAt.current = now;
    alert(POST_MESSAGES.tooLong, 'danger');
  }, [alert]);
}
