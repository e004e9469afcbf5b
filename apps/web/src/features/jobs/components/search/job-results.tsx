import { Alert, Button, Center, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../../shared/ui/empty-state.tsx';
import { useErrorMessage } from '../../../../shared/api/use-error-message.ts';
import { useFormatNumber } from '../../../../shared/i18n/use-format-number.ts';
import { LoadError } from '../../../../shared/ui/load-error.tsx';
import { useSearchJobs } from '../../api/search-jobs.ts';
import type { JobSearchQuery } from '../../lib/search-state.ts';
import { JobResultCard } from './job-result-card.tsx';

/**
 * Shaped like the list it stands for (the count line, then cards with the lines of a result card), so
 * the page does not jump, nor the footer flash in and out of view, when the results arrive.
 */
function ResultSkeletons() {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" role="status" aria-label={t('common.loading')}>
      <Skeleton height={22} width="25%" />
      {[0, 1, 2, 3, 4].map((index) => (
        <Paper key={index} withBorder radius="md" p="md">
          <Stack gap={10}>
            <Skeleton height={22} width="60%" />
            <Skeleton height={16} width="35%" />
            <Skeleton height={16} width="25%" />
            <Skeleton height={20} width="40%" />
            <Skeleton height={14} width="50%" />
            <Skeleton height={14} width="30%" />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

/** The total, the cards page by page, and the loading, empty and error states; `onReset` when filters are set. */
export function JobResults({ query, onReset }: { query: JobSearchQuery; onReset?: () => void }) {
  const { t } = useTranslation();
  const format = useFormatNumber();
  const errorMessage = useErrorMessage();
  const search = useSearchJobs(query);
  // A page of cards is built in a background render that yields to the browser, so a slow phone
  // stays responsive while the results appear (the skeleton stays up until they are ready).
  const data = useDeferredValue(search.data);

  if (search.isError && !search.data) {
    return (
      <LoadError title={t('jobs.results.error')} error={search.error} onRetry={() => void search.refetch()} />
    );
  }
  if (!data) return <ResultSkeletons />;

  const pages = data.pages;
  const jobs = pages.flatMap((page) => page.items);
  const total = pages[0]?.total ?? 0;
  // Past the server's counting cap the total reads "10,000+".
  const formattedTotal = `${format.number(total)}${pages[0]?.totalCapped ? '+' : ''}`;

  return (
    <Stack gap="sm" aria-busy={search.isFetching}>
      <Text fw={600} aria-live="polite" aria-atomic>
        {t('jobs.results.found', { count: total, formatted: formattedTotal })}
      </Text>
      {jobs.length === 0 ? (
        <EmptyState
          title={t('jobs.results.empty')}
          hint={t('jobs.results.emptyHint')}
          action={
            onReset && (
              <Button variant="default" onClick={onReset}>
                {t('jobs.filters.reset')}
              </Button>
            )
          }
        />
      ) : (
        jobs.map((job) => <JobResultCard key={job._id} job={job} />)
      )}
      {search.isFetchNextPageError && (
        <Alert color="red" variant="light">
          {errorMessage(search.error)}
        </Alert>
      )}
      {search.hasNextPage && (
        <Center>
          <Button
            variant="light"
            onClick={() => void search.fetchNextPage()}
            loading={search.isFetchingNextPage}
          >
            {t('jobs.results.loadMore')}
          </Button>
        </Center>
      )}
    </Stack>
  );
}
