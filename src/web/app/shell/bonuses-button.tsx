import { useState } from 'react';
import { Gift } from 'lucide-react';
import * as Popover from '@radix-ui/react-popover';
import { BONUSES_TITLE_ID, BonusesPanel } from '../../features/bonuses/components/bonuses-panel.tsx';

/**
 * The Bonuses menu: a panel of complimentary tools that closes on a click outside it, on Escape or
 * when a tool is launched, and then gives the focus back to its button.
 */
export function BonusesButton() {
  const [open, setOpen] = useState(false);
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger aria-label="Bonuses" className="inline-flex h-9 items-center gap-1.5 rounded-lg px-3 text-sm font-medium text-ink-muted hover:bg-surface-muted hover:text-ink">
        <Gift className="size-4" aria-hidden="true" />
        <span className="hidden sm:inline">Bonuses</span>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          aria-labelledby={BONUSES_TITLE_ID}
          className="z-50 max-h-[min(85vh,var(--radix-popover-content-available-height))] w-[480px] max-w-[calc(100vw-1rem)] overflow-y-auto overscroll-contain rounded-xl border border-line bg-surface text-sm text-ink shadow-xl focus:outline-none"
        >
          <BonusesPanel onLaunch={() => setOpen(false)} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
