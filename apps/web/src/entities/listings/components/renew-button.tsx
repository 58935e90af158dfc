import { type Post, RENEW_MESSAGES } from '@campus/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useAlert } from '../../../components/ui/alerts/alert-provider';
import { Button } from '../../../components/ui/button';
import { api } from '../../../lib/api-client';
import { useViewer } from '../../../lib/session';
import { useAction } from '../../../lib/use-action';
import styles from '../listings.module.css';

const isOwnExpired = (post: Post, viewerId: string | undefined) =>
  Boolean(post.expiredAt) && viewerId !== undefined && viewerId === post.user.id;

/** 'Expired' beside the owner's listing that was not renewed in time (only its owner still sees it). */
export function ExpiredBadge({ post }: { post: Post }) {
  const viewer = useViewer();
  if (!isOwnExpired(post, viewer?.id)) return null;
  return <span className={`${styles.badge} ${styles.sold}`}>{RENEW_MESSAGES.expired}</span>;
}

/** Renew on the owner's expired listing: back in the feed (at the top at most once a week). */
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
  if (!isOwnExpired(post, viewer?.id)) return null;
  return (
    <Button size="small" disabled={renew.isPending} onClick={() => renew.mutate(post.id)}>
      {RENEW_MESSAGES.renew}
    </Button>
  );
}
