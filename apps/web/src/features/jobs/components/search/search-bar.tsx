import type { FormEvent } from 'react';
import { Group, NativeSelect, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDebouncedText } from '../../hooks/use-debounced-text.ts';
import type { SearchState } from '../../lib/search-state.ts';
import classes from './search.module.css';

interface SearchBarProps {
  state: SearchState;
  update: (changes: Partial<SearchState>) => void;
}

/** The words and the order; the words are sent after a pause in typing, or at once on Enter. */
export function SearchBar({ state, update }: SearchBarProps) {
  const { t } = useTranslation();
  const words = useDebouncedText(state.q, (q) => update({ q }));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    words.flush();
  };

  return (
    <form role="search" onSubmit={onSubmit} className={classes.searchBar}>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          className={classes.searchInput}
          type="search"
          label={t('jobs.search.label')}
          placeholder={t('jobs.search.placeholder')}
          value={words.text}
          onChange={(event) => words.change(event.currentTarget.value)}
          enterKeyHint="search"
        />
        <NativeSelect
          label={t('jobs.search.sort')}
          value={state.sort === 'date' ? 'date' : 'default'}
          onChange={(event) => update({ sort: event.currentTarget.value === 'date' ? 'date' : '' })}
          data={[
            { value: 'default', label: t('jobs.search.sortDefault') },
            { value: 'date', label: t('jobs.search.sortDate') },
          ]}
        />
      </Group>
    </form>
  );
}
