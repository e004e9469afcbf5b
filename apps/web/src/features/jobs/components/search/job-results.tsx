import { Alert, Button, Center, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useDeferredValue, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
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
        <Paper key={index} withBorder radius="md" px="sm" py="xs">
          <Stack gap={8}>
            <Skeleton height={20} width="60%" />
            <Skeleton height={16} width="45%" />
            <Skeleton height={20} width="70%" />
            <Skeleton height={14} width="40%" />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

interface JobResultsProps {
  query: JobSearchQuery;
  /** When filters are set: clears them (offered when nothing matches). */
  onReset?: () => void;
  /** Beside the total (saving the search as an alert). */
  actions?: ReactNode;
  /** The same, as a full button among the empty state's next steps. */
  emptyActions?: ReactNode;
}

/** The total, the cards page by page, and the loading, empty and error states. */
export function JobResults({ query, onReset, actions, emptyActions }: JobResultsProps) {
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
    <Stack gap={8} aria-busy={search.isFetching}>
      <Group justify="space-between" gap="xs" wrap="wrap" align="center">
        <Text fw={600} aria-live="polite" aria-atomic>
          {t('jobs.results.found', { count: total, formatted: formattedTotal })}
        </Text>
        {/* With nothing found the empty state offers it among the next steps. */}
        {jobs.length > 0 && actions}
      </Group>
      {jobs.length === 0 && !onReset ? (
        // Nothing on the board at all: no filter to loosen, so offer what can be done instead.
        <EmptyState
          title={t('jobs.results.emptyBoard')}
          hint={t('jobs.results.emptyBoardHint')}
          action={
            <Group gap="xs" justify="center">
              {emptyActions}
              <Button component={Link} to="/create-job" variant="default">
                {t('nav.postJob')}
              </Button>
            </Group>
          }
        />
      ) : jobs.length === 0 ? (
        <EmptyState
          title={t('jobs.results.empty')}
          hint={t('jobs.results.emptyHint')}
          action={
            <Group gap="xs" justify="center">
              <Button variant="default" onClick={onReset}>
                {t('jobs.filters.reset')}
              </Button>
              {emptyActions}
            </Group>
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
