import { useCallback, useEffect, useState } from 'react';
import type { SiteLinks } from '../../../../domain/site-links.ts';
import { api } from '../../../lib/api.ts';

/** GET /api/site-links: the Bonuses and community tools, the feedback form and the policy pages this installation configures. */
export function fetchSiteLinks(signal?: AbortSignal) {
  return api.get<SiteLinks>('/api/site-links', undefined, signal);
}

/**
 * The links are fixed while the server runs, so one answer serves the whole visit. Kept here rather
 * than in the query cache: the landing page has no query client, and the links are no account data
 * for a write to refresh or a sign-out to forget.
 */
let loaded: SiteLinks | undefined;
let pending: Promise<SiteLinks> | undefined;

function loadSiteLinks(): Promise<SiteLinks> {
  pending ??= fetchSiteLinks().then(
    (links) => {
      loaded = links;
      return links;
    },
    (error: unknown) => {
      pending = undefined;
      throw error;
    },
  );
  return pending;
}

export interface SiteLinksState {
  data: SiteLinks | undefined;
  error: unknown;
  isPending: boolean;
  retry: () => void;
}

export function useSiteLinks(): SiteLinksState {
  const [data, setData] = useState(loaded);
  const [error, setError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (loaded) return;
    let current = true;
    loadSiteLinks().then(
      (links) => current && setData(links),
      (reason: unknown) => current && setError(reason),
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  const retry = useCallback(() => {
    setError(null);
    setAttempt((n) => n + 1);
  }, []);

  return { data, error, isPending: !data && !error, retry };
}
