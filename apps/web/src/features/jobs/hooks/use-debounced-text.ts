import { useEffect, useRef, useState } from 'react';
import { useDebouncedCallback } from '@mantine/hooks';

export const TYPING_DEBOUNCE_MS = 400;

/**
 * A text input over a value that lives elsewhere (the URL): it shows every keystroke at once and
 * commits after a pause. A change from outside (reset, back button) replaces the text and drops
 * a commit still waiting, so it cannot bring the old text back.
 *
 * `stored` says what the value becomes when `text` is committed (the URL keeps only valid values:
 * `1001` for a radius stores nothing). That echo of the input's own commit leaves the text as typed,
 * so the field can still show what is wrong with it.
 */
export function useDebouncedText(
  value: string,
  commit: (text: string) => void,
  stored: (text: string) => string = (text) => text,
): { text: string; change: (text: string) => void; flush: () => void } {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  const [echo, setEcho] = useState<string | null>(null);
  const committed = useRef(value);
  const debounced = useDebouncedCallback((next: string) => {
    const value = stored(next);
    committed.current = value;
    setEcho(value);
    commit(next);
  }, TYPING_DEBOUNCE_MS);

  if (value !== shown) {
    setShown(value);
    setEcho(null);
    if (value !== echo) setText(value);
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
