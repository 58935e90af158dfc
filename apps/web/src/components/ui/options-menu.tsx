import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { ReactNode } from 'react';
import menu from './menu.module.css';

/** A ⋯ button opening a menu of actions (post, comment and conversation options); items: OptionsMenuItem. */
export function OptionsMenu(props: { label: string; triggerClassName?: string; children: ReactNode }) {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className={props.triggerClassName} aria-label={props.label}>
        ⋯
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={menu.menu} align="end" sideOffset={4}>
          {props.children}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
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
