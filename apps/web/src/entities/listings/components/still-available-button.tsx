import { LISTING_MESSAGES, type Post } from '@campus/domain';
import { useNavigate } from 'react-router';
import { useAlert } from '../../../components/ui/alerts/alert-provider';
import { Button } from '../../../components/ui/button';
import { refusalSentence } from '../../../lib/api-client';
import { useViewer } from '../../../lib/session';
import { useStillAvailable } from '../api/listings';
import { isListing } from './listing-actions';

/**
 * "Is this still available?" on someone else's listing: one tap opens (or starts) the chat with the
 * author, the post shared and the question sent. Not on sold posts, nor for guests.
 */
export function StillAvailableButton({ post }: { post: Post }) {
  const viewer = useViewer();
  const navigate = useNavigate();
  const alert = useAlert();
  const ask = useStillAvailable(post.id);
  if (!viewer || viewer.id === post.user.id || !isListing(post) || post.status === 'sold') return null;
  return (
    <Button
      size="small"
      variant="secondary"
      disabled={ask.isPending}
      onClick={() =>
        ask.ask({
          onSuccess: (r) => navigate(`/messages/${r.chatId}`),
          onError: (err) => alert(refusalSentence(err), 'danger'),
        })
      }
    >
      {LISTING_MESSAGES.stillAvailable}
    </Button>
  );
}
