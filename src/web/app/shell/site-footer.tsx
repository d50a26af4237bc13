import { PolicyLinks } from '../../entities/site-links/components/policy-links.tsx';
import { APP_VERSION } from './navigation.ts';

export function SiteFooter() {
  return (
    <footer className="border-t border-line bg-surface">
      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-sm text-ink-subtle sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <p>
          © {new Date().getFullYear()} Eventry · <span>{APP_VERSION}</span>
        </p>
        <PolicyLinks />
      </div>
    </footer>
  );
}
