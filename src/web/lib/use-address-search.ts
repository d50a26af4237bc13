import { useEffect, useRef, useState } from 'react';
import { useDebouncedValue } from './use-debounced-value.ts';

/**
 * The text of a search box whose search lives in the address: `write` puts the trimmed text there
 * once typing has paused for `delayMs`; a change of the address from elsewhere (back, Clear filters,
 * a tab clicked) is copied into the box.
 */
export function useAddressSearch(addressValue: string, write: (q: string) => void, delayMs = 300) {
  const [text, setText] = useState(addressValue);
  const settled = useDebouncedValue(text.trim(), delayMs);
  // The search the address has, or is about to have.
  const written = useRef(addressValue);
  useEffect(() => {
    if (addressValue === written.current) return;
    written.current = addressValue;
    setText(addressValue);
  }, [addressValue]);
  useEffect(() => {
    if (settled === written.current) return;
    written.current = settled;
    write(settled);
  }, [settled, write]);
  return [text, setText] as const;
}
