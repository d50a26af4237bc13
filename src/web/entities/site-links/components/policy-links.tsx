import { DEFAULT_SITE_LINKS } from '../../../../domain/site-links-defaults.ts';
import { useSiteLinks } from '../api/get-site-links.ts';
import { ExternalLink } from './external-link.tsx';

/**
 * The four policies, each opening in a new tab. The pages shipped with the app are linked until the
 * installation's own addresses arrive (and if they cannot be fetched).
 */
export function PolicyLinks({ className }: { className?: string }) {
  const policies = useSiteLinks().data?.policies ?? DEFAULT_SITE_LINKS.policies;
  return (
    <nav aria-label="Policies" className={className}>
      <ul className="flex flex-wrap gap-x-5 gap-y-2">
        {policies.map((policy) => (
          <li key={policy.id}>
            <ExternalLink href={policy.url} className="rounded-sm hover:text-ink hover:underline">
              {policy.name}
            </ExternalLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
