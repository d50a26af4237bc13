import { useCallback, useEffect, useRef } from 'react';

/**
 * `after(action)` runs `action` once `delayMs` have passed, as after a success message has been
 * read; a later call replaces an earlier one, and nothing runs once the component is gone.
 */
export function useAfterDelay(delayMs: number) {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(
    (action: () => void) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(action, delayMs);
    },
    [delayMs],
  );
}
