import * as Dialog from '@radix-ui/react-dialog';
import { Button } from './button';
import styles from './dialog.module.css';

/** A yes/no question in a dialog (e.g. 'Delete Post?'); focus stays inside until answered. */
export function ConfirmDialog(props: {
  open: boolean;
  title: string;
  text?: string;
  confirmLabel: string;
  onConfirm: () => void;
  onOpenChange: (open: boolean) => void;
  busy?: boolean;
}) {
  return (
    <Dialog.Root open={props.open} onOpenChange={props.onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.content}>
          <Dialog.Title className={styles.title}>{props.title}</Dialog.Title>
          {props.text ? (
            <Dialog.Description className={styles.text}>{props.text}</Dialog.Description>
          ) : (
            <Dialog.Description className="visually-hidden">{props.title}</Dialog.Description>
          )}
          <Button variant="dark" block onClick={props.onConfirm} disabled={props.busy}>
            {props.busy ? 'Processing...' : props.confirmLabel}
          </Button>
          <Dialog.Close asChild>
            <Button variant="secondary" block>
              Cancel
            </Button>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
