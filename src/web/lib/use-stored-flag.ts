import { useCallback, useState } from 'react';
import { useSession } from './session.ts';

/** `eventry.{name}.{userId}`: two people sharing a browser each keep their own choice. */
export function storedFlagKey(name: string, userId: number): string {
  return `eventry.${name}.${userId}`;
}

// Storage may be unavailable (private mode, a full quota, a policy): the choice is then not remembered.
export function readFlag(key: string | null): boolean {
  if (key === null) return false;
  try {
    return localStorage.getItem(key) === 'true';
  } catch {
    return false;
  }
}

function writeFlag(key: string, value: boolean) {
  try {
    if (value) localStorage.setItem(key, 'true');
    else localStorage.removeItem(key);
  } catch {
    // Not remembered: the choice holds until the page is left.
  }
}

/**
 * An on/off choice remembered in this browser for the signed-in user (off until they turn it on),
 * read at the first render so that a page opens as it was left.
 */
export function useStoredFlag(name: string): [boolean, (value: boolean) => void] {
  const userId = useSession().user?.id ?? null;
  const key = userId === null ? null : storedFlagKey(name, userId);
  const [state, setState] = useState(() => ({ key, value: readFlag(key) }));
  let value = state.value;
  if (state.key !== key) {
    // Another user signed in (or the session arrived): their own choice.
    value = readFlag(key);
    setState({ key, value });
  }
  const set = useCallback(
    (next: boolean) => {
      if (key !== null) writeFlag(key, next);
      setState({ key, value: next });
    },
    [key],
  );
  return [value, set];
}
