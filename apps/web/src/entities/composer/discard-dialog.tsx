import { POST_MESSAGES } from '@campus/domain';
import * as Dialog from '@radix-ui/react-dialog';
import { useRef } from 'react';
import { Button, buttonClass } from '../../components/ui/button';
import { useReturnFocus } from '../../lib/use-return-focus';
import styles from './composer.module.css';
import { COMPOSER_LABELS as L } from './composer-labels';

/** 'Discard Post?' / 'Your draft will not be saved.' with Discard and Cancel (community §2 Composer). */
export function DiscardDialog({
  open,
  onOpenChange,
  onDiscard,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDiscard: () => void;
}) {
  const cancel = useRef<HTMLButtonElement>(null);
  // Focus starts on the safe choice, as an alert dialog's should.
  const focus = useReturnFocus(open, (e) => {
    e.preventDefault();
    cancel.current?.focus();
  });
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={`${styles.dialog} ${styles.confirm}`} role="alertdialog" {...focus}>
          <Dialog.Title className={styles.dialogTitle}>{POST_MESSAGES.discardTitle}</Dialog.Title>
          <Dialog.Description className={styles.confirmText}>{POST_MESSAGES.discardText}</Dialog.Description>
          <Button block onClick={onDiscard}>
            {L.discard}
          </Button>
          <Dialog.Close asChild>
            <button ref={cancel} type="button" className={buttonClass({ variant: 'secondary', block: true })}>
              {L.cancel}
            </button>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
