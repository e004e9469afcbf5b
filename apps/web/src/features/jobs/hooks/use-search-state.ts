import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  clearSearchState,
  readSearchState,
  toSearchQuery,
  writeSearchState,
  type SearchState,
} from '../lib/search-state.ts';

/**
 * The search state of /jobs, kept in the query string so a reload or a shared link shows the
 * same search. Changes replace the history entry: typing should not fill the back button.
 */
export function useSearchState() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readSearchState(params), [params]);
  const query = useMemo(() => toSearchQuery(state), [state]);
  const update = useCallback(
    (changes: Partial<SearchState>) =>
      setParams((current) => writeSearchState(current, changes), { replace: true }),
    [setParams],
  );
  const reset = useCallback(
    () => setParams((current) => clearSearchState(current), { replace: true }),
    [setParams],
  );
  return { state, query, update, reset };
}
