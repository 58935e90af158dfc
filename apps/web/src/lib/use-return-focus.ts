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
    if (open) previous.current = returnTarget(document.activeElement);
  }, [open]);
  return {
    onOpenAutoFocus: (event: Event) => onOpen?.(event),
    onCloseAutoFocus: (event: Event) => {
      if (!previous.current?.isConnected) return;
      event.preventDefault();
      previous.current.focus();
    },
  };
}

/**
 * Where focus goes back to: the element itself, or for an item of a menu (gone once the menu closes)
 * the button that opened the menu, which labels it (Radix sets aria-labelledby to the trigger).
 */
function returnTarget(active: Element | null): HTMLElement | null {
  if (!(active instanceof HTMLElement)) return null;
  const menu = active.closest('[role="menu"]');
  const triggerId = menu?.getAttribute('aria-labelledby');
  const trigger = triggerId ? document.getElementById(triggerId) : null;
  return trigger ?? (menu ? null : active);
}
