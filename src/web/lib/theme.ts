import { useCallback, useEffect, useState } from 'react';
import { readStored, writeStored } from './browser-storage.ts';

export const DARK_MODE_KEY = 'eventry.darkMode';

function systemPrefersDark(): boolean {
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false;
}

function readSavedPreference(): boolean | null {
  const saved = readStored(DARK_MODE_KEY);
  return saved === 'true' ? true : saved === 'false' ? false : null;
}

/** Dark mode: the saved choice, else the system's; toggling saves the choice. */
export function useDarkMode() {
  const [dark, setDark] = useState(() => readSavedPreference() ?? systemPrefersDark());

  useEffect(() => {
    document.documentElement.classList.toggle('dark', dark);
  }, [dark]);

  useEffect(() => {
    const media = window.matchMedia?.('(prefers-color-scheme: dark)');
    if (!media) return;
    const follow = (event: MediaQueryListEvent) => {
      if (readSavedPreference() === null) setDark(event.matches);
    };
    media.addEventListener('change', follow);
    return () => media.removeEventListener('change', follow);
  }, []);

  const toggle = useCallback(() => {
    setDark((current) => {
      const next = !current;
      writeStored(DARK_MODE_KEY, String(next));
      return next;
    });
  }, []);

  return { dark, toggle };
}
