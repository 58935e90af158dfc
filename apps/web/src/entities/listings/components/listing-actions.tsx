import { BOOK_MESSAGES, LISTING_MESSAGES, type ListingStatus, type Post, statusMenu } from '@campus/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useAlert } from '../../../components/ui/alerts/alert-provider';
import { OptionsMenuItem } from '../../../components/ui/options-menu';
import { refusalSentence } from '../../../lib/api-client';
import { useViewer } from '../../../lib/session';
import { useSetStatus, useStillAvailable } from '../api/listings';
import { EditPostDialog } from './edit-post-dialog';
import { MarkSoldDialog } from './mark-sold-dialog';

const DONE: Record<ListingStatus, string> = {
  available: LISTING_MESSAGES.markedAvailable,
  pending: LISTING_MESSAGES.markedPending,
  sold: LISTING_MESSAGES.markedSold,
};

/** Whether a post is a listing (a member's own top-level post, not a comment or a 'new user' post). */
export const isListing = (post: Post) => post.type === 'post' && post.postCommentedOn === null;

/**
 * The author's items of the post menu ('Edit', 'Mark as Available/Pending/Sold') and the dialogs
 * they open; for someone else's listing, 'Is this still available?' (not on sold posts).
 */
export function useListingActions(post: Post, isOwner: boolean) {
  const viewer = useViewer();
  const alert = useAlert();
  const navigate = useNavigate();
  const setStatus = useSetStatus(post.id);
  const ask = useStillAvailable(post.id);
  const [editing, setEditing] = useState(false);
  const [selling, setSelling] = useState(false);
  if (!isListing(post) || !viewer) return { items: null, dialogs: null };
  const fail = (err: unknown) => alert(refusalSentence(err), 'danger');
  const request = post.kind === 'looking_for';
  if (!isOwner) {
    // A request is not for sale: nothing to ask its author.
    const items = request ? null : post.status === 'sold' ? null : (
      <OptionsMenuItem
        onSelect={() => ask.ask({ onSuccess: (r) => navigate(`/messages/${r.chatId}`), onError: fail })}
      >
        {LISTING_MESSAGES.stillAvailable}
      </OptionsMenuItem>
    );
    return { items, dialogs: null };
  }
  const change = (status: ListingStatus) => {
    if (status === 'sold') return setSelling(true);
    setStatus.mutate({ status }, { onSuccess: () => alert(DONE[status], 'success'), onError: fail });
  };
  const items = (
    <>
      <OptionsMenuItem onSelect={() => setEditing(true)}>{LISTING_MESSAGES.edit}</OptionsMenuItem>
      {request && post.status !== 'sold' && (
        <OptionsMenuItem
          onSelect={() =>
            setStatus.mutate(
              { status: 'sold' },
              { onSuccess: () => alert(BOOK_MESSAGES.markedFound, 'success'), onError: fail },
            )
          }
        >
          {BOOK_MESSAGES.foundIt}
        </OptionsMenuItem>
      )}
      {(request ? [] : statusMenu(post.status)).map((item) => (
        <OptionsMenuItem key={item.status} onSelect={() => change(item.status)}>
          {item.label}
        </OptionsMenuItem>
      ))}
    </>
  );
  const dialogs = (
    <>
      {editing && <EditPostDialog post={post} open={editing} onOpenChange={setEditing} />}
      <MarkSoldDialog post={post} open={selling} onOpenChange={setSelling} />
    </>
  );
  return { items, dialogs };
}
