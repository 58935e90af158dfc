import { useLayoutEffect, useRef } from 'react';

/**
 * Focus handlers for a Radix dialog opened by state rather than by a Dialog.Trigger: Radix would
 * return focus to a trigger it does not have (so focus fell to the page); these give it back to the
 * element that had focus when `open` turned true. The element is noted in a layout effect, before any
 * child (the editor's AutoFocusPlugin) moves focus. `onOpen` may take over the opening focus.
 */
export function useReturnFocus(open: boolean, onOpen?: (event: Event) => void) {
  const previous = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open)
      previous.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, [open]);
  return {
    onOpenAutoFocus: (event: Event) => onOpen?.(event),
    onCloseAutoFocus: (event: Event) => {
      // Gone (a menu item that opened the dialog): Radix's own return, to the menu's button.
      if (!previous.current?.isConnected) return;
      event.preventDefault();
      previous.current.focus();
    },
  };
}
