import { type ButtonHTMLAttributes, type ReactNode, useEffect, useRef, useState } from 'react';

/** A menu's button while its menu is not mounted: it looks and reads as the menu's trigger, collapsed. */
export function CollapsedMenuButton({
  label,
  ...props
}: { label: string } & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'aria-label'>) {
  return <button type="button" aria-label={label} aria-haspopup="menu" aria-expanded={false} {...props} />;
}

/** What happened to a menu's stand-in button before the real menu arrived. */
export type MenuIntent = { open: boolean; focused: boolean };

/**
 * The button of a dropdown menu whose code (Radix) has not loaded yet: it looks and reads the same
 * (a menu button, collapsed). A click or focus is remembered for the real menu (`useMenuIntent`),
 * which then opens at once or takes the focus over. A page the server rendered has it in its HTML
 * and keeps it until the page is live (useHydrated): the real menu there would be a Suspense
 * boundary hydrated only once its code came, and React drops a click on such a part.
 */
export function MenuStandIn(props: {
  className?: string;
  label: string;
  intent: MenuIntent;
  children: ReactNode;
}) {
  return (
    <CollapsedMenuButton
      className={props.className}
      label={props.label}
      onFocus={() => {
        props.intent.focused = true;
      }}
      onBlur={() => {
        props.intent.focused = false;
      }}
      onClick={() => {
        props.intent.open = true;
      }}
    >
      {props.children}
    </CollapsedMenuButton>
  );
}

/**
 * For the real menu, mounted in place of the stand-in: its open state (open at once when the
 * stand-in was clicked), and a ref for its trigger that takes the focus when the stand-in had it.
 */
export function useMenuIntent(intent: MenuIntent) {
  const trigger = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(intent.open);
  const focused = intent.focused;
  useEffect(() => {
    if (focused) trigger.current?.focus();
  }, [focused]);
  // A click on the stand-in after the real menu rendered and before it replaced the stand-in (a
  // transition renders in slices) is read here, once the real menu is on screen.
  useEffect(() => {
    if (!intent.open) return;
    intent.open = false;
    setOpen(true);
  }, [intent]);
  return { trigger, open, onOpenChange: setOpen };
}
