import { createContext, useContext, useRef, type ComponentProps, type ReactNode } from 'react';
import * as Menu from '@radix-ui/react-dropdown-menu';
import { Check } from 'lucide-react';
import { cn } from '../../lib/cn.ts';

/** Whether the open menu hides the rest of the page from assistive technology (Radix's `modal`, on by default). */
const MenuIsModal = createContext(true);

export function DropdownMenu({ modal = true, ...props }: ComponentProps<typeof Menu.Root>) {
  return (
    <MenuIsModal.Provider value={modal}>
      <Menu.Root modal={modal} {...props} />
    </MenuIsModal.Provider>
  );
}
export const DropdownMenuTrigger = Menu.Trigger;

/**
 * Where an open menu is put. A menu that leaves the page in place (modal={false}) goes into the page's
 * main landmark when there is one (the app shell's), so that it is inside a landmark as the rest of the
 * page is; a modal menu, which hides everything else while open, stays at the end of the body. The main
 * element makes no stacking context, so the menu still shows above the sticky header.
 */
function menuContainer(modal: boolean): HTMLElement | undefined {
  if (modal || typeof document === 'undefined') return undefined;
  return document.getElementById('main') ?? undefined;
}

export function DropdownMenuContent({ className, align = 'end', ...props }: ComponentProps<typeof Menu.Content>) {
  const modal = useContext(MenuIsModal);
  return (
    <Menu.Portal container={menuContainer(modal)}>
      <Menu.Content
        align={align}
        sideOffset={6}
        className={cn('z-50 min-w-44 rounded-lg border border-line bg-surface p-1 text-sm text-ink shadow-lg', className)}
        {...props}
      />
    </Menu.Portal>
  );
}

export function DropdownMenuItem({
  className,
  tone = 'default',
  ...props
}: ComponentProps<typeof Menu.Item> & { tone?: 'default' | 'danger' }) {
  return (
    <Menu.Item
      className={cn(
        'flex cursor-default items-center gap-2 rounded-md px-2.5 py-2 outline-none select-none',
        'data-disabled:pointer-events-none data-disabled:opacity-50 data-highlighted:bg-surface-muted',
        tone === 'danger' && 'text-red-600 dark:text-red-400',
        className,
      )}
      {...props}
    />
  );
}

export function DropdownMenuLabel({ children }: { children: ReactNode }) {
  return <Menu.Label className="px-2.5 py-2 text-xs text-ink-subtle">{children}</Menu.Label>;
}

export function DropdownMenuSeparator() {
  return <Menu.Separator className="my-1 h-px bg-line" />;
}

export const DropdownMenuRadioGroup = Menu.RadioGroup;

/** A choice among several (role menuitemradio): the current one is checked. */
export function DropdownMenuRadioItem({ className, children, ...props }: ComponentProps<typeof Menu.RadioItem>) {
  return (
    <Menu.RadioItem
      className={cn(
        'relative flex cursor-default items-center gap-2 rounded-md py-2 pr-2.5 pl-8 outline-none select-none',
        'data-disabled:pointer-events-none data-disabled:opacity-50 data-highlighted:bg-surface-muted',
        className,
      )}
      {...props}
    >
      <Menu.ItemIndicator className="absolute left-2.5 inline-flex items-center">
        <Check className="size-4 text-brand-600 dark:text-brand-300" aria-hidden="true" />
      </Menu.ItemIndicator>
      {children}
    </Menu.RadioItem>
  );
}

/**
 * For a menu item that opens a dialog: `after(action)` as the item's onSelect runs the action once
 * the menu has closed and given focus back to its trigger (pass `onCloseAutoFocus` to the menu's
 * content), so that the dialog in turn gives focus back to the trigger when it closes.
 */
export function useAfterMenuClose() {
  const pending = useRef<(() => void) | null>(null);
  return {
    after: (action: () => void) => () => {
      pending.current = action;
    },
    onCloseAutoFocus: () => {
      const action = pending.current;
      pending.current = null;
      action?.();
    },
  };
}
