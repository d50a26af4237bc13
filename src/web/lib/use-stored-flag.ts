import { useCallback, useState } from 'react';
import { readStored, userStorageKey, writeStored } from './browser-storage.ts';
import { useSession } from './session.ts';

/** The user's stored on/off choice `name`; off when never set. */
export function readFlag(name: string, userId: number | null): boolean {
  return userId !== null && readStored(userStorageKey(name, userId)) === 'true';
}

/**
 * An on/off choice remembered in this browser for the signed-in user (off until they turn it on),
 * read at the first render so that a page opens as it was left.
 */
export function useStoredFlag(name: string): [boolean, (value: boolean) => void] {
  const userId = useSession().user?.id ?? null;
  const [state, setState] = useState(() => ({ userId, value: readFlag(name, userId) }));
  let value = state.value;
  if (state.userId !== userId) {
    // Another user signed in (or the session arrived): their own choice.
    value = readFlag(name, userId);
    setState({ userId, value });
  }
  const set = useCallback(
    (next: boolean) => {
      if (userId !== null) writeStored(userStorageKey(name, userId), next ? 'true' : null);
      setState({ userId, value: next });
    },
    [name, userId],
  );
  return [value, set];
}
