import { MESSAGES, MOBILE_POST_NAVIGATE_DELAY_MS, type Post } from '@campus/domain';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { CloseIcon } from '../../components/ui/icons';
import { Spinner } from '../../components/ui/spinner';
import styles from './composer.module.css';
import { ComposerForm } from './composer-form';
import { COMPOSER_LABELS as L } from './composer-labels';
import { backTarget, notifyPostedUrl } from './composer-routes';
import { DiscardDialog } from './discard-dialog';
import { isDraftEmpty, postDraftStore } from './draft-store';
import { type ComposerTarget, useComposer } from './use-composer';
import { useDelayedNavigate } from './use-delayed-navigate';

const POST_TARGET: ComposerTarget = { kind: 'post' };

/**
 * /create/post?goBack={page}: the mobile composer as a page. The category button opens
 * /create/categories (the draft waits in `postDraftStore`); a sent post shows a spinner for a short
 * delay, then goes to /home?filter=notify-posted, where the feed shows 'Your post was sent'
 * (useNotifyPostedAlert).
 */
export function CreatePostPage({ onPosted }: { onPosted?: (post: Post) => void }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [confirming, setConfirming] = useState(false);
  const leaving = useDelayedNavigate();
  const composer = useComposer({
    store: postDraftStore,
    target: POST_TARGET,
    onSuccess: (post) => {
      onPosted?.(post);
      leaving.go(notifyPostedUrl(post.id), MOBILE_POST_NAVIGATE_DELAY_MS);
    },
  });
  useEffect(() => {
    document.title = MESSAGES.nav.createPost;
  }, []);
  const leave = () => navigate(backTarget(params.get('goBack')));
  const close = () => {
    if (composer.submitting || leaving.pending) return;
    if (isDraftEmpty(postDraftStore.getSnapshot())) leave();
    else setConfirming(true);
  };
  return (
    <div className={styles.page}>
      <header className={styles.pageHeader}>
        <button type="button" className={styles.iconButton} aria-label={L.close} onClick={close}>
          <CloseIcon />
        </button>
        <h1 className={styles.pageTitle}>{MESSAGES.nav.createPost}</h1>
      </header>
      {leaving.pending ? (
        <Spinner label="Sending your post" />
      ) : (
        <ComposerForm
          composer={composer}
          mode="post"
          mobile
          autoFocus
          onPickCategory={() => navigate('/create/categories')}
        />
      )}
      <DiscardDialog
        open={confirming}
        onOpenChange={setConfirming}
        onDiscard={() => {
          postDraftStore.reset();
          leave();
        }}
      />
    </div>
  );
}
