import { useCallback } from 'react';
import { useSearchParamsUpdater } from '../../lib/use-search-params-updater.ts';

export const TEAM_VIEWS = ['cards', 'table'] as const;
export type TeamView = (typeof TEAM_VIEWS)[number];

const VIEW_STORAGE_KEY = 'eventry.team.view';

function isTeamView(value: unknown): value is TeamView {
  return (TEAM_VIEWS as readonly unknown[]).includes(value);
}

function savedView(): TeamView {
  try {
    const saved = localStorage.getItem(VIEW_STORAGE_KEY);
    return isTeamView(saved) ? saved : 'cards';
  } catch {
    return 'cards';
  }
}

/**
 * The page's address holds what the user is looking at: `?event=12` (the chosen event) and
 * `?view=table`; the last view chosen is also remembered for the next visit.
 */
export function useTeamPageParams() {
  const { params, update } = useSearchParamsUpdater();

  const eventParam = Number(params.get('event'));
  const eventId = Number.isInteger(eventParam) && eventParam > 0 ? eventParam : null;
  const viewParam = params.get('view');
  const view: TeamView = isTeamView(viewParam) ? viewParam : savedView();

  const setEventId = useCallback((next: number | null) => update({ event: next === null ? null : String(next) }), [update]);

  const setView = useCallback(
    (next: TeamView) => {
      try {
        localStorage.setItem(VIEW_STORAGE_KEY, next);
      } catch {
        // Storage may be unavailable (private mode); the address still holds the choice.
      }
      update({ view: next }, { replace: true });
    },
    [update],
  );

  return { eventId, view, setEventId, setView };
}
