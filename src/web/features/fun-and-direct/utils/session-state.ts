/**
 * What a game keeps for this tab (sessionStorage): a reload keeps the card and the questions asked,
 * closing the tab forgets them. Storage may be unavailable (private mode, a policy): the game then
 * simply lasts as long as the page.
 */
export function readSession(key: string): unknown {
  try {
    const text = sessionStorage.getItem(key);
    return text === null ? null : (JSON.parse(text) as unknown);
  } catch {
    return null;
  }
}

export function writeSession(key: string, value: unknown): void {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Not kept: the game holds until the page is left.
  }
}

export const BINGO_GAME_KEY = 'eventry.fun.bingo.game';
export const BINGO_SETTINGS_KEY = 'eventry.fun.bingo.settings';
export const ICEBREAKERS_KEY = 'eventry.fun.icebreakers';
