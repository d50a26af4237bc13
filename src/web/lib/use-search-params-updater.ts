import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export type SearchParamChanges = Record<string, string | null | undefined>;

/**
 * The page's address parameters, and a function that changes some of them: a value sets its
 * parameter, null (or '') removes it, the others stay. A new history entry unless `replace`.
 */
export function useSearchParamsUpdater() {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (changes: SearchParamChanges, { replace = false }: { replace?: boolean } = {}) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          return next;
        },
        { replace },
      ),
    [setParams],
  );
  return { params, update };
}
