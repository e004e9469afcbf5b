import { useEffect, useRef, useState } from 'react';
import { useDebouncedCallback } from '@mantine/hooks';

export const TYPING_DEBOUNCE_MS = 400;

/**
 * A text input over a value that lives elsewhere (the URL): it shows every keystroke at once and
 * commits after a pause. A change from outside (reset, back button) replaces the text and drops
 * a commit still waiting, so it cannot bring the old text back.
 */
export function useDebouncedText(
  value: string,
  commit: (value: string) => void,
  delay = TYPING_DEBOUNCE_MS,
): { text: string; change: (text: string) => void; flush: () => void } {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  const committed = useRef(value);
  const debounced = useDebouncedCallback((next: string) => {
    committed.current = next;
    commit(next);
  }, delay);

  if (value !== shown) {
    setShown(value);
    setText(value);
  }

  useEffect(() => {
    if (value !== committed.current) {
      debounced.cancel();
      committed.current = value;
    }
  }, [value, debounced]);

  return {
    text,
    change: (next) => {
      setText(next);
      debounced(next);
    },
    flush: () => debounced.flush(),
  };
}
