import { POST_MESSAGES, type Post } from '@campus/domain';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { CloseIcon } from '../../components/ui/icons';
import styles from './composer.module.css';
import { ComposerForm } from './composer-form';
import { COMPOSER_LABELS as L } from './composer-labels';
import { markCommentSuccess } from './composer-routes';
import { DiscardDialog } from './discard-dialog';
import { createDraftStore, isDraftEmpty } from './draft-store';
import { useComposer } from './use-composer';

/**
 * /create/comment/{postId}: the mobile comment composer. A sent reply stores 'comment_success' and
 * goes to /post/{postId}, whose page shows 'Your reply was sent' (useCommentSuccessAlert).
 */
export function CreateCommentPage({ onCommented }: { onCommented?: (comment: Post) => void }) {
  const { postId = '' } = useParams();
  const navigate = useNavigate();
  const [store] = useState(createDraftStore);
  const [confirming, setConfirming] = useState(false);
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
      navigate(postUrl);
    },
  });
  const close = () => {
    if (composer.submitting) return;
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
      <ComposerForm composer={composer} mode="comment" mobile autoFocus />
      <DiscardDialog open={confirming} onOpenChange={setConfirming} onDiscard={() => navigate(postUrl)} />
    </div>
  );
}
