import { MESSAGES, POST_MESSAGES, type Post } from '@campus/domain';
import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { useAlert } from '../../components/ui/alerts/alert-provider';
import { CloseIcon } from '../../components/ui/icons';
import { useReturnFocus } from '../../lib/use-return-focus';
import { CategoryPicker } from './category-picker';
import styles from './composer.module.css';
import { ComposerForm } from './composer-form';
import { COMPOSER_LABELS as L } from './composer-labels';
import { DiscardDialog } from './discard-dialog';
import { DraftBackGuard } from './draft-back-guard';
import { isDraftEmpty, postDraftStore } from './draft-store';
import { type ComposerTarget, useComposer } from './use-composer';

const POST_TARGET: ComposerTarget = { kind: 'post' };

export interface CreatePostModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** After the post is created (e.g. to refresh the feed). */
  onPosted?: (post: Post) => void;
}

/**
 * The wide-screen composer (community §2): a dialog titled 'Create Post'. Closing it with a draft
 * asks 'Discard Post?'; the draft lives in `postDraftStore`, so closing through a gate link keeps it.
 */
export function CreatePostModal({ open, onOpenChange, onPosted }: CreatePostModalProps) {
  const alert = useAlert();
  const [confirming, setConfirming] = useState(false);
  const [picking, setPicking] = useState(false);
  // The editor focuses itself (AutoFocusPlugin) rather than the first button, the close.
  const focus = useReturnFocus(open, (e) => e.preventDefault());
  const composer = useComposer({
    store: postDraftStore,
    target: POST_TARGET,
    onSuccess: (post) => {
      onOpenChange(false);
      alert(POST_MESSAGES.posted, 'success', { postId: post.id });
      onPosted?.(post);
    },
  });
  const requestOpenChange = (next: boolean) => {
    if (next) return onOpenChange(true);
    if (composer.submitting) return;
    if (isDraftEmpty(postDraftStore.getSnapshot())) return onOpenChange(false);
    setConfirming(true);
  };
  const discard = () => {
    setConfirming(false);
    postDraftStore.reset();
    onOpenChange(false);
  };
  return (
    <>
      <Dialog.Root open={open} onOpenChange={requestOpenChange}>
        <Dialog.Portal>
          <Dialog.Overlay className={styles.overlay} />
          <Dialog.Content
            className={`${styles.dialog} ${styles.composerDialog}`}
            aria-describedby={undefined}
            {...focus}
          >
            <div className={styles.dialogHeader}>
              <Dialog.Title className={styles.dialogTitle}>{MESSAGES.nav.createPost}</Dialog.Title>
              <Dialog.Close className={styles.iconButton} aria-label={L.close}>
                <CloseIcon />
              </Dialog.Close>
            </div>
            <ComposerForm
              composer={composer}
              mode="post"
              mobile={false}
              autoFocus
              onPickCategory={() => setPicking(true)}
              onLeave={() => onOpenChange(false)}
            />
            <CategoryPicker
              open={picking}
              onOpenChange={setPicking}
              store={postDraftStore}
              selected={composer.draft.category}
            />
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
      <DiscardDialog open={confirming} onOpenChange={setConfirming} onDiscard={discard} />
      {open && <DraftBackGuard store={postDraftStore} onDiscard={() => onOpenChange(false)} />}
    </>
  );
}
