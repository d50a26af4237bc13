import { Button } from '../../components/ui/button.tsx';
import { SIGN_IN_PATH } from './auth-links.ts';
import { FinalCallToAction, Features, Hero, LandingFooter, Pricing, ToolsOverview, Vision } from './components/landing-sections.tsx';

/**
 * The landing page. It is also a page of its own, landing.html (see src/web/landing.tsx), so it
 * links with plain anchors: it needs neither the router nor anything of the app.
 */
export function LandingPage() {
  return (
    <div className="min-h-screen bg-canvas text-ink">
      <header className="mx-auto flex max-w-6xl items-center justify-between px-4 py-5 sm:px-6">
        <a href="/" className="flex items-center gap-2 text-xl font-bold">
          <img src="/favicon.svg" alt="" width={36} height={36} className="size-9" />
          Eventry
        </a>
        <nav aria-label="Sections" className="hidden items-center gap-1 text-sm font-medium text-ink-muted md:flex">
          <a href="#features" className="rounded-lg px-3 py-2 hover:bg-surface-muted hover:text-ink">Features</a>
          <a href="#pricing" className="rounded-lg px-3 py-2 hover:bg-surface-muted hover:text-ink">Pricing</a>
          <a href="#vision" className="rounded-lg px-3 py-2 hover:bg-surface-muted hover:text-ink">Vision</a>
        </nav>
        <Button variant="secondary" asChild>
          <a href={SIGN_IN_PATH}>Sign In</a>
        </Button>
      </header>
      <main>
        <Hero />
        <Features />
        <ToolsOverview />
        <Pricing />
        <Vision />
        <FinalCallToAction />
      </main>
      <LandingFooter />
    </div>
  );
}
