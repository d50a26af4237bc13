import { Gift } from 'lucide-react';
import { Popover } from 'radix-ui';

/** The Bonuses menu's button; its panel of complimentary tools arrives with its own issue. */
export function BonusesButton() {
  return (
    <Popover.Root>
      <Popover.Trigger aria-label="Bonuses" className="inline-flex h-9 items-center gap-1.5 rounded-lg px-3 text-sm font-medium text-ink-muted hover:bg-surface-muted hover:text-ink">
        <Gift className="size-4" aria-hidden="true" />
        <span className="hidden sm:inline">Bonuses</span>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          className="z-50 w-80 rounded-xl border border-line bg-surface p-4 text-sm text-ink shadow-xl"
        >
          <p className="font-semibold">Bonus Features</p>
          <p className="mt-1 text-ink-muted">Additional tools and resources to supercharge your events</p>
          <p className="mt-3 rounded-lg bg-surface-muted p-3 text-xs text-ink-subtle">Complimentary tools will appear here soon.</p>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
