import { createContext, lazy, Suspense, useContext, useState } from 'react';
import { Button } from './button';
import type { ModalProps } from './modal-dialog';

const ModalDialog = lazy(() => import('./modal-dialog').then((m) => ({ default: m.ModalDialog })));
const CloseModal = createContext<() => void>(() => {});

/**
 * A dialog in the shared style: overlay, title, description, the caller's controls; focus stays
 * inside and goes back where it was on closing. The dialog's code (Radix) loads when a dialog first
 * opens, so pages that only might show one do not carry it in their first load.
 */
export function Modal(props: ModalProps) {
  // Mounted from the first opening on, so that closing runs the dialog's own focus return.
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <CloseModal.Provider value={() => props.onOpenChange(false)}>
      <Suspense fallback={null}>
        <ModalDialog {...props} />
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
