import { createContext, lazy, Suspense, useContext, useState } from 'react';
import { useReturnFocus } from '../../lib/use-return-focus';
import { Button } from './button';
import type { ModalProps } from './modal-dialog';

const ModalDialog = lazy(() => import('./modal-dialog').then((m) => ({ default: m.ModalDialog })));
const CloseModal = createContext<() => void>(() => {});

/**
 * A dialog in the shared style: overlay, title, description, the caller's controls; focus stays
 * inside, and goes back to the control that opened it when it closes (it is opened by state, with no
 * Dialog.Trigger for Radix to return to). The dialog's code (Radix) loads when a dialog first opens,
 * so pages that only might show one do not carry it in their first load.
 */
export function Modal(props: ModalProps) {
  // Noted here, as `open` turns true, before the dialog's code has loaded and taken focus.
  const focus = useReturnFocus(props.open);
  // Mounted from the first opening on, so that closing runs the dialog's own focus return.
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <CloseModal.Provider value={() => props.onOpenChange(false)}>
      <Suspense fallback={null}>
        <ModalDialog {...props} onCloseAutoFocus={focus.onCloseAutoFocus} />
      </Suspense>
    </CloseModal.Provider>
  );
}

/** The dialog's Cancel button: closes it. */
export function ModalCancel() {
  const close = useContext(CloseModal);
  return (
    <Button variant="secondary" block onClick={close}>
      Cancel
    </Button>
  );
}
