import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

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
  const [params, setParams] = useSearchParams();

  const eventParam = Number(params.get('event'));
  const eventId = Number.isInteger(eventParam) && eventParam > 0 ? eventParam : null;
  const viewParam = params.get('view');
  const view: TeamView = isTeamView(viewParam) ? viewParam : savedView();

  const setEventId = useCallback(
    (next: number | null) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        if (next === null) updated.delete('event');
        else updated.set('event', String(next));
        return updated;
      }),
    [setParams],
  );

  const setView = useCallback(
    (next: TeamView) => {
      try {
        localStorage.setItem(VIEW_STORAGE_KEY, next);
      } catch {
        // Storage may be unavailable (private mode); the address still holds the choice.
      }
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set('view', next);
          return updated;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  return { eventId, view, setEventId, setView };
}
