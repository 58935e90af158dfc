import { type Post, RENEW_MESSAGES } from '@campus/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useAlert } from '../../../components/ui/alerts/alert-provider';
import { Button } from '../../../components/ui/button';
import { api } from '../../../lib/api-client';
import { useViewer } from '../../../lib/session';
import { useAction } from '../../../lib/use-action';
import styles from '../listings.module.css';

const isOwn = (post: Post, viewerId: string | undefined) =>
  viewerId !== undefined && viewerId === post.user.id;
const isOwnExpired = (post: Post, viewerId: string | undefined) =>
  Boolean(post.expiredAt) && isOwn(post, viewerId);

/** 'Expired' beside the owner's listing that was not renewed in time (only its owner still sees it). */
export function ExpiredBadge({ post }: { post: Post }) {
  const viewer = useViewer();
  if (!isOwnExpired(post, viewer?.id)) return null;
  return <span className={`${styles.badge} ${styles.sold}`}>{RENEW_MESSAGES.expired}</span>;
}

/**
 * Renew on the owner's expired listing, or one they were asked 'Still selling…?' about: back in the
 * feed with its periods started again (at the top at most once a week).
 */
export function RenewButton({ post }: { post: Post }) {
  const viewer = useViewer();
  const alert = useAlert();
  const queryClient = useQueryClient();
  const renew = useAction({
    mutationFn: (postId: string) => api<Post>(`/api/posts/${postId}/renew`, { method: 'POST' }),
    onSuccess: () => {
      void queryClient.invalidateQueries();
      alert(RENEW_MESSAGES.renewed, 'success');
    },
    onRefusal: (sentence) => alert(sentence, 'danger'),
  });
  if (!isOwn(post, viewer?.id) || !(post.expiredAt || post.remindedAt) || post.status === 'sold') return null;
  return (
    <Button size="small" disabled={renew.isPending} onClick={() => renew.mutate(post.id)}>
      {RENEW_MESSAGES.renew}
    </Button>
  );
}
