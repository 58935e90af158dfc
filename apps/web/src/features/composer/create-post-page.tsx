import { MESSAGES, type Post } from '@campus/domain';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { CloseIcon } from '../../components/ui/icons';
import styles from './composer.module.css';
import { ComposerForm } from './composer-form';
import { COMPOSER_LABELS as L } from './composer-labels';
import { backTarget, notifyPostedUrl } from './composer-routes';
import { DiscardDialog } from './discard-dialog';
import { isDraftEmpty, postDraftStore } from './draft-store';
import { type ComposerTarget, useComposer } from './use-composer';

const POST_TARGET: ComposerTarget = { kind: 'post' };

/**
 * /create/post?goBack={page}: the mobile composer as a page. The category button opens
 * /create/categories (the draft waits in `postDraftStore`); a sent post goes to
 * /home?filter=notify-posted, where the feed shows 'Your post was sent' (useNotifyPostedAlert).
 */
export function CreatePostPage({ onPosted }: { onPosted?: (post: Post) => void }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [confirming, setConfirming] = useState(false);
  const composer = useComposer({
    store: postDraftStore,
    target: POST_TARGET,
    onSuccess: (post) => {
      onPosted?.(post);
      navigate(notifyPostedUrl(post.id));
    },
  });
  useEffect(() => {
    document.title = MESSAGES.nav.createPost;
  }, []);
  const leave = () => navigate(backTarget(params.get('goBack')));
  const close = () => {
    if (composer.submitting) return;
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
      <ComposerForm
        composer={composer}
        mode="post"
        mobile
        autoFocus
        onPickCategory={() => navigate('/create/categories')}
      />
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
