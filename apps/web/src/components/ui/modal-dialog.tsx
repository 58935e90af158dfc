import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import styles from './dialog.module.css';
import { CloseIcon } from './icons';

// Radix's dialog, loaded by modal.tsx when a dialog first opens (not in the first load).

export interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** The line under the title; without one, the title also describes the dialog (read by screen readers). */
  description?: ReactNode;
  /** Shown above the title (e.g. a campus logo). */
  header?: ReactNode;
  /** A × button in the corner that closes the dialog. */
  closeButton?: boolean;
  /** A form too long for the small card: wider, left-aligned, scrolling inside the screen. */
  wide?: boolean;
  children?: ReactNode;
}

/** A dialog in the shared style: overlay, title, description, the caller's controls; focus stays inside. */
export function ModalDialog({
  open,
  onOpenChange,
  title,
  description,
  header,
  closeButton,
  wide,
  children,
  onCloseAutoFocus,
}: ModalProps & { onCloseAutoFocus: (event: Event) => void }) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={wide ? `${styles.content} ${styles.wide}` : styles.content}
          onCloseAutoFocus={onCloseAutoFocus}
        >
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
