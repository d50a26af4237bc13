/**
 * This browser's localStorage, which may be unavailable (private mode, a full quota, a policy): a
 * choice is then simply not remembered beyond the page.
 */
export function readStored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Stores `value`, or forgets the key when it is null. */
export function writeStored(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Not remembered: the choice holds until the page is left.
  }
}

/** `eventry.{name}.{userId}`: two people sharing a browser each keep their own choice. */
export function userStorageKey(name: string, userId: number): string {
  return `eventry.${name}.${userId}`;
}
