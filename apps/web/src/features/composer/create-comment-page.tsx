import { MOBILE_COMMENT_SPINNER_MS, POST_MESSAGES, type Post } from '@campus/domain';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { CloseIcon } from '../../components/ui/icons';
import { Spinner } from '../../components/ui/spinner';
import styles from './composer.module.css';
import { ComposerForm } from './composer-form';
import { COMPOSER_LABELS as L } from './composer-labels';
import { markCommentSuccess } from './composer-routes';
import { DiscardDialog } from './discard-dialog';
import { createDraftStore, isDraftEmpty } from './draft-store';
import { useComposer } from './use-composer';
import { useDelayedNavigate } from './use-delayed-navigate';

/**
 * /create/comment/{postId}: the mobile comment composer. A sent reply stores 'comment_success',
 * shows a spinner for 2.5 s and goes to /post/{postId}, whose page shows 'Your reply was sent'
 * (useCommentSuccessAlert).
 */
export function CreateCommentPage({ onCommented }: { onCommented?: (comment: Post) => void }) {
  const { postId = '' } = useParams();
  const navigate = useNavigate();
  const [store] = useState(createDraftStore);
  const [confirming, setConfirming] = useState(false);
  const leaving = useDelayedNavigate();
  useEffect(() => () => store.dispose(), [store]);
  useEffect(() => {
    document.title = POST_MESSAGES.createComment;
  }, []);
  const postUrl = `/post/${encodeURIComponent(postId)}`;
  const composer = useComposer({
    store,
    target: { kind: 'comment', postId },
    onSuccess: (comment) => {
      onCommented?.(comment);
      markCommentSuccess();
      leaving.go(postUrl, MOBILE_COMMENT_SPINNER_MS);
    },
  });
  const close = () => {
    if (composer.submitting || leaving.pending) return;
    if (isDraftEmpty(store.getSnapshot())) navigate(postUrl);
    else setConfirming(true);
  };
  return (
    <div className={styles.page}>
      <header className={styles.pageHeader}>
        <button type="button" className={styles.iconButton} aria-label={L.close} onClick={close}>
          <CloseIcon />
        </button>
        <h1 className={styles.pageTitle}>{POST_MESSAGES.createComment}</h1>
      </header>
      {leaving.pending ? (
        <Spinner label="Sending your reply" />
      ) : (
        <ComposerForm composer={composer} mode="comment" mobile autoFocus />
      )}
      <DiscardDialog open={confirming} onOpenChange={setConfirming} onDiscard={() => navigate(postUrl)} />
    </div>
  );
}
