import type { ReactNode } from 'react';
import { Stack } from '@mantine/core';
import { EmptyState } from './empty-state.tsx';
import { LoadError } from './load-error.tsx';
import { PageLoader } from './page-loader.tsx';

/** What QueryState reads of a query: `useQuery` and `useInfiniteQuery` results both fit. */
export interface LoadingQuery<TData> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: TData | undefined;
  refetch: () => Promise<unknown>;
}

interface QueryStateProps<TData, TItem> {
  query: LoadingQuery<TData>;
  /** The error alert's title, such as "Could not load your jobs". */
  loadFailed: string;
  /** What the list holds, worked out from the data (filtered, pages flattened); the data itself when it is a list. */
  items?: readonly TItem[];
  /** Shown when the query has answered with no items. */
  empty: { title: string; hint: string; action?: ReactNode };
  /** The items, or, with `list`, the list items (`<li>`). */
  children: (items: readonly TItem[]) => ReactNode;
  /** Wraps the items in an unstyled list. */
  list?: boolean;
}

/**
 * Every screen's list that it loads: a loader (role=status) while pending, a failure to retry
 * (role=alert), an empty state with the next step, or the items. A failed refetch keeps the items
 * it already had below the alert. Returns siblings, so the screen's Stack spaces them.
 */
export function QueryState<TData, TItem = TData extends readonly (infer Item)[] ? Item : never>({
  query,
  loadFailed,
  items,
  empty,
  children,
  list = false,
}: QueryStateProps<TData, TItem>) {
  const shown: readonly TItem[] = items ?? (Array.isArray(query.data) ? query.data : []);
  const loaded = query.data !== undefined;
  return (
    <>
      {query.isPending && <PageLoader />}
      {query.isError && (
        <LoadError title={loadFailed} error={query.error} onRetry={() => void query.refetch()} />
      )}
      {loaded && shown.length === 0 && (
        <EmptyState title={empty.title} hint={empty.hint} action={empty.action} />
      )}
      {loaded &&
        shown.length > 0 &&
        (list ? (
          <Stack gap="sm" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {children(shown)}
          </Stack>
        ) : (
          children(shown)
        ))}
    </>
  );
}
