import { Link } from 'react-router';
import { Grid3x3, MessagesSquare, Moon, Sun } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { useDarkMode } from '../../lib/theme.ts';
import { BingoGame } from './components/bingo-game.tsx';
import { IcebreakerPicker } from './components/icebreaker-picker.tsx';

function ThemeSwitch() {
  const { dark, toggle } = useDarkMode();
  return (
    <Button variant="ghost" size="icon" onClick={toggle} aria-label={dark ? 'Switch to light mode' : 'Switch to dark mode'} aria-pressed={dark}>
      {dark ? <Sun className="size-5" aria-hidden="true" /> : <Moon className="size-5" aria-hidden="true" />}
    </Button>
  );
}

const jumpLink =
  'inline-flex min-h-11 items-center gap-2 rounded-full border border-line-strong bg-surface px-4 text-sm font-medium text-ink shadow-xs hover:bg-surface-muted';

/**
 * Fun & Direct (/fun): games for an event's team and guests, who need no account. Everything runs in
 * the browser; a game is kept for the tab (sessionStorage) and nothing is sent anywhere.
 */
export function FunAndDirectPage() {
  return (
    <div className="min-h-screen bg-canvas">
      <header className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-5">
        <Link to="/" className="flex items-center gap-2 text-lg font-bold text-ink">
          <img src="/favicon.svg" alt="" className="size-8" />
          Eventry
        </Link>
        <ThemeSwitch />
      </header>
      <main className="mx-auto max-w-6xl px-4 pt-4 pb-16">
        <PageHeader
          title="Fun & Direct"
          subtitle="Instant games for event teams and guests. No account needed, and everything stays in this browser."
        />
        <nav aria-label="Games" className="-mt-2 mb-8 flex flex-wrap gap-2">
          <a href="#bingo" className={jumpLink}>
            <Grid3x3 className="size-4 text-brand-600 dark:text-brand-300" aria-hidden="true" />
            Event bingo
          </a>
          <a href="#icebreakers" className={jumpLink}>
            <MessagesSquare className="size-4 text-brand-600 dark:text-brand-300" aria-hidden="true" />
            Icebreakers
          </a>
        </nav>

        <section id="bingo" aria-labelledby="bingo-heading" className="scroll-mt-4">
          <h2 id="bingo-heading" className="text-xl font-bold text-ink sm:text-2xl">
            Event bingo
          </h2>
          <p className="mt-1 mb-4 max-w-3xl text-sm text-ink-muted">
            Play on your phone: tap a square when it happens, and complete a row, a column or a diagonal for Bingo. Or print a different card for every guest.
          </p>
          <BingoGame />
        </section>

        <section id="icebreakers" aria-labelledby="icebreakers-heading" className="mt-14 scroll-mt-4">
          <h2 id="icebreakers-heading" className="text-xl font-bold text-ink sm:text-2xl">
            Icebreakers
          </h2>
          <p className="mt-1 mb-4 max-w-3xl text-sm text-ink-muted">
            Questions to open a team meeting. No question comes up twice until you start over.
          </p>
          <IcebreakerPicker />
        </section>
      </main>
    </div>
  );
}
