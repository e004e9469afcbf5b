import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../shared/ui/query-state.tsx';
import { Link } from 'react-router';
import type { TFavoriteItem } from '@debut/contract/favorites';
import { FavoriteButton, useFavoriteToggle } from '../../entities/favorites/favorite-button.tsx';
import { useFavorites } from '../../entities/favorites/favorites-api.ts';
import { useFavoriteIds } from '../../entities/favorites/favorites-store.ts';
import { JobHeading } from '../../entities/jobs/job-heading.tsx';
import { useDocumentTitle } from '../../shared/ui/use-document-title.ts';

function AvailableFavorite({ item }: { item: TFavoriteItem & { job: NonNullable<TFavoriteItem['job']> } }) {
  const { job } = item;
  return (
    <Paper withBorder radius="md" p="md" component="li">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <JobHeading job={job} />
        <FavoriteButton jobId={job._id} jobTitle={job.title} />
      </Group>
    </Paper>
  );
}

/** A favourite whose job was closed, blocked or deleted: said plainly, and removable. */
function GoneFavorite({ item }: { item: TFavoriteItem }) {
  const { t } = useTranslation();
  const { toggle, pending } = useFavoriteToggle();
  const title = item.job?.title ?? t('favorites.deletedJob');
  return (
    <Paper withBorder radius="md" p="md" component="li" bg="var(--mantine-color-default-hover)">
      <Group justify="space-between" align="center" wrap="nowrap">
        <Stack gap={4}>
          <Text fw={600} c="dimmed">
            {title}
          </Text>
          {item.job && <Text size="sm">{item.job.companyName}</Text>}
          <Text size="sm" fw={500}>
            {t('favorites.unavailable')}
          </Text>
        </Stack>
        <Button
          size="xs"
          variant="default"
          loading={pending}
          aria-label={t('favorites.remove', { title })}
          onClick={() => toggle(item.jobId)}
        >
          {t('favorites.removeShort')}
        </Button>
      </Group>
    </Paper>
  );
}

/** /favorites: the kept jobs, newest first, with remove and an empty state (SPEC.md §2). */
export function FavoritesScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('favorites.title'));
  const favorites = useFavorites();
  const kept = useFavoriteIds();
  // A heart clicked here takes the job off the list at once, before the server has answered.
  const items = (favorites.data?.items ?? []).filter((item) => kept.includes(item.jobId)).reverse();

  return (
    <Stack gap="md">
      <Title order={1}>{t('favorites.title')}</Title>
      <QueryState
        query={favorites}
        loadFailed={t('favorites.loadFailed')}
        items={items}
        empty={{
          title: t('favorites.empty'),
          hint: t('favorites.emptyHint'),
          action: (
            <Button component={Link} to="/jobs">
              {t('common.findJobs')}
            </Button>
          ),
        }}
        list
      >
        {(shown) =>
          shown.map((item) =>
            item.available && item.job ? (
              <AvailableFavorite key={item.jobId} item={{ ...item, job: item.job }} />
            ) : (
              <GoneFavorite key={item.jobId} item={item} />
            ),
          )
        }
      </QueryState>
    </Stack>
  );
}
