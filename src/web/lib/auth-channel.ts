/**
 * Tells the app's other open tabs that the user signed in or out. A write to local storage fires a
 * `storage` event in every other tab of the same origin at once.
 */
const AUTH_EVENT_KEY = 'eventry.auth-changed';

export function announceAuthChange(state: 'signed-in' | 'signed-out') {
  try {
    localStorage.setItem(AUTH_EVENT_KEY, JSON.stringify({ state, at: Date.now(), nonce: Math.random() }));
  } catch {
    // Without storage other tabs notice on their next request instead.
  }
}

export function onAuthChange(listener: () => void): () => void {
  const handle = (event: StorageEvent) => {
    if (event.key === AUTH_EVENT_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', handle);
  return () => window.removeEventListener('storage', handle);
}
