import { type ReactNode, useEffect, useRef } from 'react';

/** What happened to a menu's stand-in button before the real menu arrived. */
export type MenuIntent = { open: boolean; focused: boolean };

/**
 * The button of a dropdown menu whose code (Radix) has not loaded yet: it looks and reads the same
 * (a menu button, collapsed). A click or focus is remembered for the real menu (`useMenuIntent`),
 * which then opens at once or takes the focus over.
 */
export function MenuStandIn(props: {
  className?: string;
  label: string;
  intent: MenuIntent;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={props.className}
      aria-label={props.label}
      aria-haspopup="menu"
      aria-expanded={false}
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
    </button>
  );
}

/**
 * For the real menu, mounted in place of the stand-in: whether to start open, and a ref for its
 * trigger that takes the focus when the stand-in had it.
 */
export function useMenuIntent(intent: MenuIntent) {
  const trigger = useRef<HTMLButtonElement>(null);
  const focused = intent.focused;
  useEffect(() => {
    if (focused) trigger.current?.focus();
  }, [focused]);
  return { trigger, defaultOpen: intent.open };
}
