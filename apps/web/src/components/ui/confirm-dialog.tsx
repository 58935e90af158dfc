import { useState } from 'react';
import { Button } from './button';
import { Modal, ModalCancel } from './modal';

interface ConfirmTexts {
  title: string;
  text?: string;
  confirmLabel: string;
}

/** A yes/no question in a dialog (e.g. 'Delete Post?'); focus stays inside until answered. */
export function ConfirmDialog(
  props: ConfirmTexts & {
    open: boolean;
    onConfirm: () => void;
    onOpenChange: (open: boolean) => void;
    busy?: boolean;
  },
) {
  return (
    <Modal open={props.open} onOpenChange={props.onOpenChange} title={props.title} description={props.text}>
      <Button variant="dark" block onClick={props.onConfirm} disabled={props.busy}>
        {props.busy ? 'Processing...' : props.confirmLabel}
      </Button>
      <ModalCancel />
    </Modal>
  );
}

/** A mutation as TanStack Query's useMutation answers it, as far as a confirmation needs it. */
interface ConfirmableMutation<V> {
  isPending: boolean;
  mutate: (variables: V, options: { onSettled: () => void }) => void;
}

/**
 * A mutation asked first (e.g. 'Delete conversation?'): `open()` shows the question (a menu item may
 * call it, `dialog` lives outside the menu); the answer runs the mutation with `variables`, the dialog
 * showing 'Processing...' until it settles, then closing.
 */
export function useConfirmedMutation<V>(mutation: ConfirmableMutation<V>, variables: V, texts: ConfirmTexts) {
  const [open, setOpen] = useState(false);
  const dialog = (
    <ConfirmDialog
      {...texts}
      open={open}
      busy={mutation.isPending}
      onConfirm={() => mutation.mutate(variables, { onSettled: () => setOpen(false) })}
      onOpenChange={setOpen}
    />
  );
  return { open: () => setOpen(true), dialog };
}
