import type { ReactNode } from 'react';

/** The member page's frame: the brand, the page, and a word on keeping the link private. No app shell, no links into the app. */
export function MemberPageFrame({ children, footer = true }: { children: ReactNode; footer?: boolean }) {
  return (
    <div className="flex min-h-screen flex-col bg-canvas text-ink">
      <header className="mx-auto flex w-full max-w-2xl items-center gap-2 px-4 pt-5 pb-2 text-base font-bold sm:px-6">
        <img src="/favicon.svg" alt="" width={28} height={28} className="size-7" />
        Eventry
      </header>
      <main className="mx-auto w-full max-w-2xl flex-1 px-4 pb-10 sm:px-6">{children}</main>
      {footer && (
        <footer className="mx-auto w-full max-w-2xl px-4 pb-8 text-xs text-ink-muted sm:px-6">
          This page is yours alone: anyone with its link can see and update your tasks, so please do not share it.
        </footer>
      )}
    </div>
  );
}
