import type { ReactNode } from 'react';
import { Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { PageLoader } from '../../../shared/ui/page-loader.tsx';

interface QueryResultProps<T> {
  query: UseQueryResult<T[]>;
  loadFailed: string;
  empty: { title: string; hint: string };
  /** The items, or, with `list`, the list items (`<li>`). */
  children: (items: T[]) => ReactNode;
  /** Wraps the items in an unstyled list. */
  list?: boolean;
}

/** What every moderation tab shows for a list it loads: loading, a failure to retry, empty, or the items. */
export function QueryResult<T>({ query, loadFailed, empty, children, list = false }: QueryResultProps<T>) {
  if (query.isPending) return <PageLoader />;
  if (query.isError) {
    return <LoadError title={loadFailed} error={query.error} onRetry={() => void query.refetch()} />;
  }
  if (query.data.length === 0) return <EmptyState title={empty.title} hint={empty.hint} />;
  if (!list) return children(query.data);
  return (
    <Stack gap="sm" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {children(query.data)}
    </Stack>
  );
}
