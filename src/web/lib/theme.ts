import { useCallback, useEffect, useState } from 'react';

export const DARK_MODE_KEY = 'eventry.darkMode';

function systemPrefersDark(): boolean {
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false;
}

function readSavedPreference(): boolean | null {
  try {
    const saved = localStorage.getItem(DARK_MODE_KEY);
    return saved === 'true' ? true : saved === 'false' ? false : null;
  } catch {
    return null;
  }
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
      try {
        localStorage.setItem(DARK_MODE_KEY, String(next));
      } catch {
        // Storage may be disabled; the choice then lasts for this page only.
      }
      return next;
    });
  }, []);

  return { dark, toggle };
}
