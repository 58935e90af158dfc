import { Button } from './button';
import { Modal, ModalCancel } from './modal';

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
    <Modal open={props.open} onOpenChange={props.onOpenChange} title={props.title} description={props.text}>
      <Button variant="dark" block onClick={props.onConfirm} disabled={props.busy}>
        {props.busy ? 'Processing...' : props.confirmLabel}
      </Button>
      <ModalCancel />
    </Modal>
  );
}
