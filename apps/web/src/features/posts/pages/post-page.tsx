import { POST_MESSAGES } from '@campus/domain';
import { useMemo, useRef, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PostAdControls, useAdAlerts } from '../../../entities/ads';
import { RequestsMet } from '../../../entities/books';
import { CampusGuestWelcome, PrivateCampusNotice } from '../../../entities/campus';
import { CommentComposer, useCommentSuccessAlert } from '../../../entities/composer';
import { SalePanel } from '../../../entities/listings';
import { usePostQuery } from '../../../entities/posts/api/posts';
import { PostCard } from '../../../entities/posts/components/post-card';
import { sendMessagePath } from '../../../entities/posts/components/post-menu';
import styles from '../../../entities/posts/components/post-page.module.css';
import { PostPlaceholder } from '../../../entities/posts/components/post-placeholder';
import { SendMessageButton } from '../../../entities/posts/components/send-message-button';
import { TrustSummary } from '../../../entities/trades';
import { useViewer } from '../../../lib/session';
import { useSiteCampus } from '../../../lib/site-campus';
import { useLivePost } from '../hooks/use-live-post';
import { childrenOf, PostComments } from './comment-tree';
import { postLoadFailure } from './post-load-failure';

/** A shared post link of a private campus opened signed out: what the campus feed shows a guest. */
function PrivatePostNotice() {
  const campus = useSiteCampus();
  return (
    <>
      <CampusGuestWelcome shortName={campus.shortName} />
      <PrivateCampusNotice large />
    </>
  );
}

/** /post/{id}: the post, its comment tree, and the comment composer. */
export function PostPage() {
  const { id = '' } = useParams();
  const viewer = useViewer();
  const { data, error, isPending, refetch } = usePostQuery(id);
  const [replyTo, setReplyTo] = useState<string | null>(null);
  const composerRef = useRef<HTMLDivElement>(null);
  const tree = useMemo(() => childrenOf(data?.comments ?? []), [data?.comments]);
  // Others' comments, likes and the listing's status arrive while the page is open.
  useLivePost(id, data?.post.postCommentedOn ?? null, Boolean(data));
  useCommentSuccessAlert();
  useAdAlerts();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  if (isPending) return <PostPlaceholder label="Loading the post" />;
  if (!data) {
    const failure = postLoadFailure(error);
    if (failure === 'private') return <PrivatePostNotice />;
    const missing = failure === 'missing';
    return (
      <section className={styles.empty}>
        <h1>{missing ? POST_MESSAGES.missingPost : 'Something went wrong.'}</h1>
        {missing ? (
          <ButtonLink to="/search">Search</ButtonLink>
        ) : (
          <Button onClick={() => refetch()}>Try again</Button>
        )}
      </section>
    );
  }
  const { post, comments } = data;
  const offerMessage =
    params.get('redirect') === 'true' && viewer && viewer.id !== post.user.id && !post.postCommentedOn;
  // The composer says 'Your reply was sent'; the page only refreshes its tree.
  const onCommented = () => void refetch();
  const focusComposer = () => composerRef.current?.querySelector<HTMLElement>('[contenteditable]')?.focus();
  return (
    <>
      <ConfirmDialog
        open={Boolean(offerMessage)}
        title={`Message ${post.user.firstName} ${post.user.lastName}?`}
        text="Start a conversation about this post."
        confirmLabel="Send Message"
        onConfirm={() => navigate(sendMessagePath(post))}
        onOpenChange={(open) => !open && setParams({}, { replace: true })}
      />
      <PostCard post={post} full priority onOpen={focusComposer} />
      {!post.postCommentedOn && post.type === 'post' && (
        <TrustSummary userId={post.user.id} name={`${post.user.firstName} ${post.user.lastName}`} onPost />
      )}
      <SalePanel post={post} />
      {viewer?.id === post.user.id && post.kind === 'selling' && post.status !== 'sold' && (
        <RequestsMet postId={post.id} />
      )}
      {!post.postCommentedOn && post.type === 'post' && (
        <PostAdControls
          post={post}
          isOwner={viewer?.id === post.user.id}
          sendMessage={<SendMessageButton post={post} />}
        />
      )}
      {viewer && (
        <div className={styles.composer} ref={composerRef}>
          <CommentComposer postId={post.id} onCommented={onCommented} />
        </div>
      )}
      {comments.length === 0 ? (
        <section className={styles.empty} aria-labelledby="no-comments">
          <h2 id="no-comments">{POST_MESSAGES.noComments}</h2>
          <p>{POST_MESSAGES.noCommentsText}</p>
          <Button onClick={focusComposer}>{POST_MESSAGES.createComment}</Button>
        </section>
      ) : (
        <section aria-label="Comments">
          <h2 className={styles.heading}>Comments</h2>
          <PostComments
            postId={post.id}
            comments={comments}
            thread={{ tree, replyTo, setReplyTo, onCommented }}
          />
        </section>
      )}
    </>
  );
}
