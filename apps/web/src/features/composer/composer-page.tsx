import { type ReactNode, useEffect, useState } from 'react';
import { CloseIcon } from '../../components/ui/icons';
import { Spinner } from '../../components/ui/spinner';
import styles from '../../entities/composer/composer.module.css';
import { COMPOSER_LABELS as L } from '../../entities/composer/composer-labels';
import { DiscardDialog } from '../../entities/composer/discard-dialog';
import { type DraftStore, isDraftEmpty } from '../../entities/composer/draft-store';
import type { Composer } from '../../entities/composer/use-composer';

/**
 * A mobile composer page (/create/post, /create/comment, /create/categories): a header with one icon
 * button (× or ←) and the title, which is also the tab's, over the page's content.
 */
export function ComposerPage(props: {
  title: string;
  button: { label: string; icon: ReactNode; onClick: () => void };
  children: ReactNode;
}) {
  const { title, button } = props;
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <div className={styles.page}>
      <header className={styles.pageHeader}>
        <button
          type="button"
          className={styles.iconButton}
          aria-label={button.label}
          onClick={button.onClick}
        >
          {button.icon}
        </button>
        <h1 className={styles.pageTitle}>{title}</h1>
      </header>
      {props.children}
    </div>
  );
}

/**
 * A composer page writing a draft (/create/post, /create/comment): × leaves at once when the draft is
 * empty and asks 'Discard Post?' otherwise (nothing while sending); once sent, a spinner stands in for
 * the form until the delayed navigation.
 */
export function DraftComposerPage(props: {
  title: string;
  store: DraftStore;
  composer: Composer;
  leaving: { pending: boolean };
  /** The spinner's label once sent. */
  sendingLabel: string;
  onLeave: () => void;
  /** Discarding the draft (after 'Discard'); leaving, unless given. */
  onDiscard?: () => void;
  /** The form. */
  children: ReactNode;
}) {
  const [confirming, setConfirming] = useState(false);
  const close = () => {
    if (props.composer.submitting || props.leaving.pending) return;
    if (isDraftEmpty(props.store.getSnapshot())) props.onLeave();
    else setConfirming(true);
  };
  return (
    <ComposerPage title={props.title} button={{ label: L.close, icon: <CloseIcon />, onClick: close }}>
      {props.leaving.pending ? <Spinner label={props.sendingLabel} /> : props.children}
      <DiscardDialog
        open={confirming}
        onOpenChange={setConfirming}
        onDiscard={props.onDiscard ?? props.onLeave}
      />
    </ComposerPage>
  );
}
