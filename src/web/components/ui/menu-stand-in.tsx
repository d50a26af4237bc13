import { useCallback, useRef, type ComponentProps, type FocusEvent } from 'react';

/** How a menu was first opened. */
export type MenuOpening = 'pointer' | 'keyboard';

type StandInProps = Omit<ComponentProps<'button'>, 'type' | 'onPointerDown' | 'onKeyDown' | 'onClick'> & {
  onOpen: (by: MenuOpening) => void;
};

/**
 * A menu button as a plain <button>, for a menu that need not exist until it is used (one in every
 * row of a long table, or one whose code loads on first use): the live trigger's look and name,
 * none of a Radix menu's state. The first press asks for the live menu in its place, open, the way
 * Radix's trigger opens it (pointer down; Enter, Space or Arrow Down; a click from assistive
 * technology, which sends no key). With `aria-haspopup="dialog"` it stands in for a popover's
 * trigger the same way, and can stay the trigger of the popover once it exists (see AnchoredPopover).
 */
export function MenuButtonStandIn({ onOpen, ...props }: StandInProps) {
  return (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      {...props}
      onPointerDown={(event) => {
        if (props.disabled || event.button !== 0 || event.ctrlKey) return;
        // Focus goes to the menu, not to a button about to be replaced.
        event.preventDefault();
        onOpen('pointer');
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Enter' && event.key !== ' ' && event.key !== 'ArrowDown') return;
        event.preventDefault();
        onOpen('keyboard');
      }}
      onClick={(event) => {
        if (event.detail === 0) onOpen('keyboard');
      }}
    />
  );
}

/**
 * For the live menu's content (`onFocus`): when it was first opened from the keyboard, the first
 * item takes focus, as with Radix's own trigger (the menu mounted after the key was pressed, so
 * Radix cannot tell it was the keyboard, and focuses the menu itself).
 */
export function useFirstOpenFocus(opening: MenuOpening) {
  const pending = useRef(opening === 'keyboard');
  return useCallback((event: FocusEvent<HTMLElement>) => {
    if (!pending.current || event.target !== event.currentTarget) return;
    pending.current = false;
    event.currentTarget.querySelector<HTMLElement>('[role^="menuitem"]:not([data-disabled])')?.focus();
  }, []);
}
