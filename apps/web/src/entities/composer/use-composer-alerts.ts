import { POST_MESSAGES } from '@campus/domain';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useAlert } from '../../components/ui/alerts/alert-provider';
import { NOTIFY_POSTED_FILTER, takeCommentSuccess } from './composer-routes';

/**
 * For the feed (/home): with ?filter=notify-posted shows 'Your post was sent' (success, with a View
 * link when ?post= names the post), then drops both parameters from the URL.
 */
export function useNotifyPostedAlert(): void {
  const [params, setParams] = useSearchParams();
  const alert = useAlert();
  const notify = params.get('filter') === NOTIFY_POSTED_FILTER;
  const postId = params.get('post') ?? undefined;
  const shown = useRef(false); // StrictMode runs the effect twice before the URL changes
  useEffect(() => {
    if (!notify) {
      shown.current = false;
      return;
    }
    if (shown.current) return;
    shown.current = true;
    alert(POST_MESSAGES.postSent, 'success', { postId });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('filter');
        next.delete('post');
        return next;
      },
      { replace: true },
    );
  }, [notify, postId, alert, setParams]);
}

/** For the post page (/post/{id}): 'Your reply was sent' once after the mobile comment page sent one. */
export function useCommentSuccessAlert(): void {
  const alert = useAlert();
  useEffect(() => {
    if (takeCommentSuccess()) alert(POST_MESSAGES.replySent, 'success');
  }, [alert]);
}
