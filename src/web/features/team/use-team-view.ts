import { useCallback } from 'react';
import { readStored, userStorageKey, writeStored } from '../../lib/browser-storage.ts';
import { useSession } from '../../lib/session.ts';
import { useSearchParamsUpdater } from '../../lib/use-search-params-updater.ts';

export const TEAM_VIEWS = ['cards', 'table'] as const;
export type TeamView = (typeof TEAM_VIEWS)[number];

const VIEW_STORAGE_KEY = 'eventry.team.view';
/** Per account: two people sharing a browser each come back to their own event. */
const lastEventKey = (userId: number) => userStorageKey('team.event', userId);

function isTeamView(value: unknown): value is TeamView {
  return (TEAM_VIEWS as readonly unknown[]).includes(value);
}

function parseEventId(value: string | null): number | null {
  const id = Number(value);
  return value !== null && Number.isInteger(id) && id > 0 ? id : null;
}

function savedView(): TeamView {
  const saved = readStored(VIEW_STORAGE_KEY);
  return isTeamView(saved) ? saved : 'cards';
}

/**
 * The page's address holds what the user is looking at: `?event=12` (the chosen event) and
 * `?view=table`. The last view and the last event shown are also remembered in this browser, so an
 * address without them (the Team tab) opens where the user left off.
 */
export function useTeamPageParams() {
  const { params, update } = useSearchParamsUpdater();
  const userId = useSession().user?.id ?? null;
  const eventStorageKey = userId === null ? null : lastEventKey(userId);

  const eventId = params.has('event') ? parseEventId(params.get('event')) : parseEventId(eventStorageKey && readStored(eventStorageKey));
  const viewParam = params.get('view');
  const view: TeamView = isTeamView(viewParam) ? viewParam : savedView();

  /** The event the page shows, to open it again next time. */
  const rememberEvent = useCallback(
    (shown: number | null) => {
      if (eventStorageKey) writeStored(eventStorageKey, shown === null ? null : String(shown));
    },
    [eventStorageKey],
  );

  /** An event that is not (or no longer) the account's: if it is the remembered one, the page stops opening it. */
  const forgetEvent = useCallback(
    (gone: number) => {
      if (eventStorageKey && readStored(eventStorageKey) === String(gone)) writeStored(eventStorageKey, null);
    },
    [eventStorageKey],
  );

  const setEventId = useCallback(
    (next: number | null) => {
      rememberEvent(next);
      update({ event: next === null ? null : String(next) });
    },
    [rememberEvent, update],
  );

  const setView = useCallback(
    (next: TeamView) => {
      writeStored(VIEW_STORAGE_KEY, next);
      update({ view: next }, { replace: true });
    },
    [update],
  );

  return { eventId, view, setEventId, setView, rememberEvent, forgetEvent };
}
