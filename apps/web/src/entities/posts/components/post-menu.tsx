import { OFFER_MESSAGES, POST_MESSAGES, type Post, REPORT_MESSAGES } from '@campus/domain';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useAlert } from '../../../components/ui/alerts/alert-provider';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import {
  type OpenedBy,
  OptionsMenu,
  OptionsMenuButton,
  OptionsMenuItem,
} from '../../../components/ui/options-menu';
import { useViewer } from '../../../lib/session';
import { isTrackedPost, trackAdAction } from '../../ads';
import { useBlockDialog } from '../../blocks';
import { useListingActions } from '../../listings';
import { ReportDialog } from '../../moderation';
import { canMakeOffer, MakeOfferDialog } from '../../offers';
import { useDeletePost } from '../api/posts';
import { deleteFailedMessage } from '../delete-error';
import styles from './post.module.css';
import { useCopyLink } from './use-copy-link';

/** Starts (or opens) the chat with the post's author, sharing the post into it. */
export const sendMessagePath = (post: Post) =>
  `/messages/new?to=${encodeURIComponent(post.user.id)}&share=${encodeURIComponent(post.id)}`;

/**
 * The owner's menu (Copy link, Boost Post, Edit, Mark as …, Delete) or a reader's (Copy link, Send
 * Message, Is this still available?, Make an offer, Report, Block).
 */
export function PostMenu(props: PostMenuProps) {
  // Until first opened, only its button: a feed or a post page has one menu per post and comment,
  // and the menu's hooks (four mutations, the viewer, navigation) cost each card's render, on the
  // server and in the browser's hydration.
  const [openedBy, setOpenedBy] = useState<OpenedBy | null>(null);
  if (!openedBy)
    return (
      <OptionsMenuButton label={menuLabel(props.post)} className={styles.menuButton} onOpen={setOpenedBy} />
    );
  return <PostMenuOpened {...props} openedBy={openedBy} />;
}

interface PostMenuProps {
  post: Post;
  isOwner: boolean;
  afterDelete?: () => void;
}

const menuLabel = (post: Post) => (post.postCommentedOn !== null ? 'Comment options' : 'Post options');

function PostMenuOpened({ post, isOwner, afterDelete, openedBy }: PostMenuProps & { openedBy: OpenedBy }) {
  const [confirming, setConfirming] = useState(false);
  const [reporting, setReporting] = useState(false);
  const [offering, setOffering] = useState(false);
  const viewer = useViewer();
  const remove = useDeletePost();
  const alert = useAlert();
  const navigate = useNavigate();
  const copy = useCopyLink(post.id);
  const block = useBlockDialog(
    { id: post.user.id, name: `${post.user.firstName} ${post.user.lastName}` },
    false,
  );
  const listing = useListingActions(post, isOwner);
  const isComment = post.postCommentedOn !== null;
  const track = (action: 'copied_link' | 'direct_message') =>
    isTrackedPost(post) && trackAdAction(action, post.id);
  const onDelete = () =>
    remove.mutate(post.id, {
      onSuccess: () => {
        setConfirming(false);
        alert(isComment ? POST_MESSAGES.commentRemoved : POST_MESSAGES.deleted, 'success');
        if (afterDelete) afterDelete();
        else if (!isComment) navigate('/home');
      },
      onError: (err) => alert(deleteFailedMessage(err), 'danger'),
    });
  return (
    <>
      <OptionsMenu label={menuLabel(post)} triggerClassName={styles.menuButton} openedBy={openedBy}>
        {!isComment && (
          <OptionsMenuItem onSelect={async () => (await copy()) && track('copied_link')}>
            Copy link
          </OptionsMenuItem>
        )}
        {isOwner && !isComment && post.status !== 'sold' && (
          <OptionsMenuItem asChild>
            <Link to={`/post/${post.id}/boost`}>Boost Post</Link>
          </OptionsMenuItem>
        )}
        {!isOwner && !isComment && (
          <OptionsMenuItem asChild>
            <Link to={sendMessagePath(post)} onClick={() => track('direct_message')}>
              Send Message
            </Link>
          </OptionsMenuItem>
        )}
        {listing.items}
        {!isComment && canMakeOffer(post, viewer?.id) && (
          <OptionsMenuItem onSelect={() => setOffering(true)}>{OFFER_MESSAGES.makeOffer}</OptionsMenuItem>
        )}
        {isOwner && <OptionsMenuItem onSelect={() => setConfirming(true)}>Delete</OptionsMenuItem>}
        {!isOwner && viewer && (
          <OptionsMenuItem onSelect={() => setReporting(true)}>{REPORT_MESSAGES.menuItem}</OptionsMenuItem>
        )}
        {!isOwner && viewer && <OptionsMenuItem onSelect={block.open}>{block.label}</OptionsMenuItem>}
      </OptionsMenu>
      {!isOwner && viewer && (
        <ReportDialog
          open={reporting}
          onOpenChange={setReporting}
          targetType={isComment ? 'comment' : 'post'}
          targetId={post.id}
        />
      )}
      {block.dialog}
      {canMakeOffer(post, viewer?.id) && (
        <MakeOfferDialog post={post} open={offering} onOpenChange={setOffering} />
      )}
      {listing.dialogs}
      <ConfirmDialog
        open={confirming}
        title={isComment ? POST_MESSAGES.deleteComment : POST_MESSAGES.deletePost}
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={onDelete}
        onOpenChange={setConfirming}
      />
    </>
  );
}
