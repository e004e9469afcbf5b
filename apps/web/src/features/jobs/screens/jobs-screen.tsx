import { useState } from 'react';
import { Badge, Button, Drawer, Stack, Title, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { NuqsAdapter } from 'nuqs/adapters/react-router/v7';
import { useTranslation } from 'react-i18next';
import { useFormatNumber } from '../../../shared/i18n/use-format-number.ts';
import { useDocumentTitle } from '../../../shared/ui/use-document-title.ts';
import { JobResults } from '../components/search/job-results.tsx';
import { NewVacanciesBanner } from '../components/search/new-vacancies-banner.tsx';
import { SaveSearch } from '../components/search/save-search.tsx';
import { RemoteChip, SearchBar, SearchOptions } from '../components/search/search-bar.tsx';
import { SearchFilters } from '../components/search/search-filters.tsx';
import classes from '../components/search/search.module.css';
import { useSearchState } from '../hooks/use-search-state.ts';
import { useCountryPlace } from '../hooks/use-country-point.ts';
import { NearCountryNotice } from '../components/search/near-country-notice.tsx';
import {
  activeFilterCount,
  hasSearch,
  NEAR_OFF,
  nearCountryPoint,
  withCountryPoint,
  type SearchChanges,
  type SearchState,
} from '../lib/search-state.ts';

/** Below Mantine's md breakpoint the results come first and the rest of the search waits in a drawer. */
export const PHONE_QUERY = '(max-width: 61.99em)';

/**
 * /jobs: search, sort, filters and a radius around a point, all of it in the URL. The screen brings
 * nuqs's router adapter with it (decision 024): in the app's providers it would cost /login about
 * 4 KB gzip of its 150 KB budget.
 */
export function JobsScreen() {
  return (
    <NuqsAdapter>
      <JobsSearch />
    </NuqsAdapter>
  );
}

function JobsSearch() {
  const { t } = useTranslation();
  useDocumentTitle(t('jobs.title'));
  const { state, query, update, reset, resets } = useSearchState();
  // Read at once, not after a first paint: the screen must not show one layout and then the other.
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  const countryPlace = useCountryPlace();
  const near = nearCountryPoint(state, countryPlace?.point ?? null);
  return (
    <Stack gap={phone ? 'xs' : 'md'}>
      {/* On a phone the search bar says where one is; the heading stays for screen readers and the
          results get its line (issue 27 item 7). */}
      {phone ? (
        <VisuallyHidden>
          <Title order={1}>{t('jobs.title')}</Title>
        </VisuallyHidden>
      ) : (
        <Title order={1}>{t('jobs.title')}</Title>
      )}
      {/* A reset starts the inputs afresh, text the URL did not take (an invalid radius) too. */}
      {phone ? (
        <SearchBar
          key={resets}
          state={state}
          update={update}
          filtersButton={<FiltersDrawer state={state} update={update} reset={reset} />}
        />
      ) : (
        <SearchBar key={resets} state={state} update={update} />
      )}
      <div className={classes.layout}>
        {!phone && <SearchFilters state={state} update={update} reset={reset} />}
        <section aria-label={t('jobs.results.label')}>
          <NewVacanciesBanner />
          {near && countryPlace && (
            <NearCountryNotice country={countryPlace.country} onClear={() => update({ near: NEAR_OFF })} />
          )}
          <JobResults
            query={withCountryPoint(query, near)}
            onReset={hasSearch(state) ? reset : undefined}
            actions={<SaveSearch query={query} where={state.where} compact={phone} />}
            emptyActions={<SaveSearch query={query} where={state.where} />}
          />
        </section>
      </div>
    </Stack>
  );
}

interface FiltersDrawerProps {
  state: SearchState;
  update: (changes: SearchChanges) => void;
  reset: () => void;
}

/**
 * The phone's "Filters" button, with how many are set, and the drawer it opens: where and radius,
 * order, Remote and the filters. The choices apply as they are made (they are in the URL), so the
 * drawer's last button only closes it onto the results.
 */
function FiltersDrawer({ state, update, reset }: FiltersDrawerProps) {
  const { t } = useTranslation();
  const format = useFormatNumber();
  const [opened, setOpened] = useState(false);
  const count = activeFilterCount(state);
  return (
    <>
      <Button
        variant="default"
        className={classes.filtersButton}
        aria-haspopup="dialog"
        aria-expanded={opened}
        onClick={() => setOpened(true)}
        rightSection={
          count > 0 && (
            <Badge size="sm" circle aria-hidden>
              {format.number(count)}
            </Badge>
          )
        }
      >
        {t('jobs.filters.title')}
        {count > 0 && (
          <VisuallyHidden>
            {`, ${t('jobs.filters.active', { count, formatted: format.number(count) })}`}
          </VisuallyHidden>
        )}
      </Button>
      <Drawer
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('jobs.filters.title')}
        position="bottom"
        size="92%"
      >
        <Stack gap="sm">
          <SearchOptions state={state} update={update} />
          <RemoteChip state={state} update={update} />
          <SearchFilters state={state} update={update} reset={reset} framed={false} />
          <Button onClick={() => setOpened(false)}>{t('jobs.filters.showResults')}</Button>
        </Stack>
      </Drawer>
    </>
  );
}
