import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { type ReactNode, useRef } from 'react';
import menu from './menu.module.css';
import { CollapsedMenuButton } from './menu-stand-in';

/** A ⋯ button opening a menu of actions (post, comment and conversation options); items: OptionsMenuItem. */
export function OptionsMenu(props: {
  label: string;
  triggerClassName?: string;
  /** Mounted open (from its OptionsMenuButton); 'keyboard' puts the focus on the first item. */
  openedBy?: OpenedBy;
  children: ReactNode;
}) {
  const firstItemPending = useRef(props.openedBy === 'keyboard');
  return (
    <DropdownMenu.Root defaultOpen={props.openedBy !== undefined}>
      <DropdownMenu.Trigger className={props.triggerClassName} aria-label={props.label}>
        ⋯
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          className={menu.menu}
          align="end"
          sideOffset={4}
          onFocus={(event) => {
            // Radix focuses the first item when the keys opened it, which it tells from a key press
            // it saw: the one that mounted this menu came before its listener. Once, as it opens.
            if (!firstItemPending.current || event.target !== event.currentTarget) return;
            firstItemPending.current = false;
            event.currentTarget.querySelector<HTMLElement>('[role="menuitem"]:not([data-disabled])')?.focus();
          }}
        >
          {props.children}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

export type OpenedBy = 'pointer' | 'keyboard';

/**
 * The button of an OptionsMenu not mounted yet, as it looks and reads (a collapsed menu button). A
 * list of posts has one per post: the menu's items, with the mutations and dialogs behind them,
 * mount only once a menu is first opened (a click, or Enter, Space or the down arrow), open.
 */
export function OptionsMenuButton(props: {
  label: string;
  className?: string;
  onOpen: (by: OpenedBy) => void;
}) {
  return (
    <CollapsedMenuButton
      className={props.className}
      label={props.label}
      // A click from Enter or Space has no pointer (detail 0).
      onClick={(event) => props.onOpen(event.detail === 0 ? 'keyboard' : 'pointer')}
      onKeyDown={(event) => {
        if (event.key !== 'ArrowDown') return;
        event.preventDefault();
        props.onOpen('keyboard');
      }}
    >
      ⋯
    </CollapsedMenuButton>
  );
}

/** One action of an OptionsMenu; `danger` for a destructive one (red). */
export function OptionsMenuItem({
  danger,
  ...props
}: DropdownMenu.DropdownMenuItemProps & { danger?: boolean }) {
  return (
    <DropdownMenu.Item className={danger ? `${menu.menuItem} ${menu.danger}` : menu.menuItem} {...props} />
  );
}
