import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useReturnFocus } from '../../lib/use-return-focus';
import { Button } from './button';
import styles from './dialog.module.css';
import { CloseIcon } from './icons';

interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** The line under the title; without one, the title also describes the dialog (read by screen readers). */
  description?: ReactNode;
  /** Shown above the title (e.g. a campus logo). */
  header?: ReactNode;
  /** A × button in the corner that closes the dialog. */
  closeButton?: boolean;
  children?: ReactNode;
}

/**
 * A dialog in the shared style: overlay, title, description, the caller's controls; focus stays
 * inside, and goes back to the control that opened it when it closes (it is opened by state, with no
 * Dialog.Trigger for Radix to return to).
 */
export function Modal({ open, onOpenChange, title, description, header, closeButton, children }: ModalProps) {
  const focus = useReturnFocus(open);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.content} onCloseAutoFocus={focus.onCloseAutoFocus}>
          {header && <div className={styles.header}>{header}</div>}
          <Dialog.Title className={styles.title}>{title}</Dialog.Title>
          {description ? (
            <Dialog.Description className={styles.text}>{description}</Dialog.Description>
          ) : (
            <Dialog.Description className="visually-hidden">{title}</Dialog.Description>
          )}
          {children}
          {closeButton && (
            <Dialog.Close className={styles.close} aria-label="Close">
              <CloseIcon />
            </Dialog.Close>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The dialog's Cancel button: closes it. */
export function ModalCancel() {
  return (
    <Dialog.Close asChild>
      <Button variant="secondary" block>
        Cancel
      </Button>
    </Dialog.Close>
  );
}
