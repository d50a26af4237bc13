import type { ReactNode, RefObject } from 'react';
import * as Popover from '@radix-ui/react-popover';
import { cn } from '../../lib/cn.ts';

interface AnchoredPopoverProps {
  /** The button that opened it: the popover sits under it, and a press on it is not a press outside. */
  anchorRef: RefObject<HTMLElement | null>;
  id?: string;
  /** Names the popover (a non-modal dialog). */
  label: string;
  /** Escape, or a press or focus outside. */
  onClose: () => void;
  children: ReactNode;
  align?: 'start' | 'center' | 'end';
  className?: string;
}

/**
 * An open popover for a trigger that is a plain button (one in every row of a long table, see
 * MenuButtonStandIn): mount it while open, unmount it to close. Its content takes the focus; giving
 * it back to the button is the caller's part, as only the caller knows how it was closed.
 */
export function AnchoredPopover({ anchorRef, id, label, onClose, children, align = 'start', className }: AnchoredPopoverProps) {
  return (
    <Popover.Root open onOpenChange={(open) => !open && onClose()}>
      <Popover.Anchor virtualRef={anchorRef as RefObject<HTMLElement>} />
      <Popover.Portal>
        <Popover.Content
          id={id}
          aria-label={label}
          side="bottom"
          align={align}
          sideOffset={4}
          collisionPadding={8}
          onCloseAutoFocus={(event) => event.preventDefault()}
          onInteractOutside={(event) => {
            // The trigger toggles the popover itself.
            if (anchorRef.current?.contains(event.target as Node)) event.preventDefault();
          }}
          className={cn('z-50 max-w-[calc(100vw-1rem)] text-sm text-ink', className)}
        >
          {children}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
