import { useCallback, useMemo, useState } from 'react';
import { useQueryStates } from 'nuqs';
import { searchParsers, searchUrlKeys, toSearchQuery, type SearchChanges } from '../lib/search-state.ts';

/**
 * The search state of /jobs, kept in the query string so a reload or a shared link shows the
 * same search. Changes replace the history entry: typing should not fill the back button. nuqs
 * queues changes made before the next render and writes them together, so a filter chosen a moment
 * before the words' debounced commit is kept. `shallow: false` goes through the router, so
 * everything that reads its location (the guards' return address) sees the search too.
 */
export function useSearchState() {
  const [state, setState] = useQueryStates(searchParsers, {
    urlKeys: searchUrlKeys,
    history: 'replace',
    shallow: false,
  });
  // Counts resets, so inputs holding text the URL did not take (an invalid radius) start afresh.
  const [resets, setResets] = useState(0);
  const query = useMemo(() => toSearchQuery(state), [state]);
  const update = useCallback((changes: SearchChanges) => void setState(changes), [setState]);
  const reset = useCallback(() => {
    void setState(null);
    setResets((count) => count + 1);
  }, [setState]);
  return { state, query, update, reset, resets };
}
