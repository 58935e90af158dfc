import { POST_MESSAGES } from '@campus/domain';
import { useCallback } from 'react';
import { useAlert } from '../../../components/ui/alerts/alert-provider';

/** The share link of a post: its URL with ?redirect=true (which opens the message flow). */
export function shareLink(postId: string): string {
  return `${window.location.origin}/post/${postId}?redirect=true`;
}

/** Copies a post's share link and says 'Copied to clipboard'. */
export function useCopyLink(postId: string): () => Promise<boolean> {
  const alert = useAlert();
  return useCallback(async () => {
    try {
      await navigator.clipboard.writeText(shareLink(postId));
      alert(POST_MESSAGES.copied, 'success');
      return true;
    } catch {
      alert(POST_MESSAGES.submitFailed, 'danger');
      return false;
    }
  }, [alert, postId]);
}
