import { POST_MESSAGES, type Post } from '@campus/domain';
import { useEffect, useState } from 'react';
import { useAlert } from '../../components/ui/alerts/alert-provider';
import styles from './composer.module.css';
import { ComposerForm } from './composer-form';
import { COMPOSER_LABELS as L } from './composer-labels';
import { createDraftStore } from './draft-store';
import { useComposer } from './use-composer';
import { useIsMobile } from './use-is-mobile';

interface CommentComposerProps {
  postId: string;
  onCommented?: (comment: Post) => void;
  /** Focus the reply box as it opens (a comment's Reply opened it). */
  autoFocus?: boolean;
}

/**
 * The inline reply box of a post page: 'Reply' ('Send Reply' on mobile). A sent reply shows
 * 'Your reply was sent' and is handed to `onCommented`. Another post starts a fresh draft.
 */
export function CommentComposer(props: CommentComposerProps) {
  return <CommentComposerBody key={props.postId} {...props} />;
}

function CommentComposerBody({ postId, onCommented, autoFocus }: CommentComposerProps) {
  const mobile = useIsMobile();
  const alert = useAlert();
  const [store] = useState(createDraftStore);
  useEffect(() => () => store.dispose(), [store]);
  const composer = useComposer({
    store,
    target: { kind: 'comment', postId },
    onSuccess: (comment) => {
      alert(POST_MESSAGES.replySent, 'success');
      onCommented?.(comment);
    },
  });
  return (
    <section className={styles.inline} aria-label={L.reply}>
      <ComposerForm composer={composer} mode="comment" mobile={mobile} autoFocus={autoFocus} />
    </section>
  );
}
