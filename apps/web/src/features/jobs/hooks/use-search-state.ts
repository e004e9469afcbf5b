import { useCallback, useMemo, useRef } from 'react';
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
  // React Router's functional update starts from the params of the last render, not the latest URL:
  // a filter chosen a moment before the words' debounced commit would be lost. Each change builds on
  // the one before it until the router renders the new URL.
  const pending = useRef<{ from: URLSearchParams; next: URLSearchParams } | null>(null);
  const change = useCallback(
    (next: (current: URLSearchParams) => URLSearchParams) => {
      const base = pending.current?.from === params ? pending.current.next : params;
      const updated = next(base);
      pending.current = { from: params, next: updated };
      setParams(updated, { replace: true });
    },
    [params, setParams],
  );
  const state = useMemo(() => readSearchState(params), [params]);
  const query = useMemo(() => toSearchQuery(state), [state]);
  const update = useCallback(
    (changes: Partial<SearchState>) => change((current) => writeSearchState(current, changes)),
    [change],
  );
  const reset = useCallback(() => change(clearSearchState), [change]);
  return { state, query, update, reset };
}
