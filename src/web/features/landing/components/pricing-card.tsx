import { useRef } from 'react';
import { Check, Clock, X } from 'lucide-react';
import { SIGN_UP_PATH } from '../auth-links.ts';

export const PLAN = {
  name: 'Professional',
  price: '$9.99',
  period: 'per month',
  features: [
    'Unlimited events',
    'Advanced task management',
    'Unlimited team members',
    'Bulk task creation',
    'PDF exports and worksheets',
    'Advanced analytics and leaderboards',
    'Priority email support',
  ],
} as const;

export const COMING_SOON_MESSAGE = `The ${PLAN.name} plan is coming soon. Start your free trial today: everything is ready for you to plan your next event.`;

/**
 * The one paid plan, not on sale yet. Its button is disabled (aria-disabled, so it can still be
 * reached and pressed), and choosing the plan says it is coming soon and suggests the free trial,
 * in a native modal dialog (focus moves into it, Escape closes it), which needs no script library.
 */
export function PricingCard() {
  const dialog = useRef<HTMLDialogElement>(null);
  const choose = () => dialog.current?.showModal();

  return (
    <>
      {/* The whole card chooses the plan for a pointer; the button is the way for a keyboard. */}
      <div
        onClick={choose}
        className="relative mx-auto flex max-w-md cursor-pointer flex-col rounded-3xl border-2 border-brand-500 bg-surface p-8 shadow-xl shadow-brand-900/10 dark:shadow-black/40"
      >
        <span className="absolute -top-3.5 left-1/2 inline-flex -translate-x-1/2 items-center gap-1 rounded-full bg-amber-400 px-3 py-1 text-xs font-bold tracking-wide text-amber-950 uppercase">
          <Clock className="size-3.5" aria-hidden="true" />
          Coming Soon
        </span>
        <h3 className="text-center text-xl font-bold text-ink">{PLAN.name}</h3>
        <p className="mt-4 text-center">
          <span className="text-5xl font-extrabold tracking-tight text-ink">{PLAN.price}</span>{' '}
          <span className="text-base font-medium text-ink-muted">{PLAN.period}</span>
        </p>
        <ul className="mt-8 space-y-3" aria-label={`${PLAN.name} features`}>
          {PLAN.features.map((feature) => (
            <li key={feature} className="flex items-start gap-3 text-sm text-ink">
              <span className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full bg-emerald-100 text-emerald-700 dark:bg-emerald-900/50 dark:text-emerald-300">
                <Check className="size-3.5" aria-hidden="true" />
              </span>
              {feature}
            </li>
          ))}
        </ul>
        <button
          type="button"
          aria-disabled="true"
          onClick={(event) => {
            event.stopPropagation();
            choose();
          }}
          className="mt-8 h-12 w-full cursor-not-allowed rounded-lg bg-slate-200 text-base font-semibold text-slate-700 dark:bg-slate-700 dark:text-slate-100"
        >
          Coming Soon
        </button>
      </div>

      <dialog
        ref={dialog}
        aria-labelledby="coming-soon-title"
        aria-describedby="coming-soon-message"
        className="m-auto w-[calc(100vw-2rem)] max-w-md rounded-2xl border border-line bg-surface p-0 text-ink shadow-2xl backdrop:bg-slate-950/60"
        onClick={(event) => event.target === dialog.current && dialog.current.close()}
      >
        <div className="p-6">
          <div className="flex items-start justify-between gap-4">
            <h2 id="coming-soon-title" className="text-lg font-semibold">
              {PLAN.name} is coming soon
            </h2>
            <button
              type="button"
              onClick={() => dialog.current?.close()}
              aria-label="Close"
              className="-mt-1 -mr-2 rounded-md p-1 text-ink-subtle hover:bg-surface-muted hover:text-ink"
            >
              <X className="size-5" aria-hidden="true" />
            </button>
          </div>
          <p id="coming-soon-message" className="mt-2 text-sm leading-relaxed text-ink-muted">
            {COMING_SOON_MESSAGE}
          </p>
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <button
              type="button"
              onClick={() => dialog.current?.close()}
              className="h-10 rounded-lg border border-line-strong bg-surface px-4 text-sm font-medium text-ink hover:bg-surface-muted"
            >
              Maybe later
            </button>
            <a href={SIGN_UP_PATH} className="inline-flex h-10 items-center rounded-lg bg-brand-600 px-4 text-sm font-medium text-white hover:bg-brand-700">
              Start Free Trial
            </a>
          </div>
        </div>
      </dialog>
    </>
  );
}
