import { useState } from 'react';
import { TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';

export const SEARCH_DEBOUNCE_MS = 400;

/** A search box whose query follows the typing after a pause, so each keystroke is not a request. */
export function useDebouncedSearch() {
  const [text, setText] = useState('');
  const [query] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  return { text, setText, query };
}

export function SearchField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <TextInput
      type="search"
      label={label}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      style={{ maxInlineSize: 520 }}
    />
  );
}
