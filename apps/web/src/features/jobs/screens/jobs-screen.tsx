import { useId, useState } from 'react';
import { Button, Stack, Title } from '@mantine/core';
import { NuqsAdapter } from 'nuqs/adapters/react-router/v7';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../shared/ui/use-document-title.ts';
import { JobResults } from '../components/search/job-results.tsx';
import { NewVacanciesBanner } from '../components/search/new-vacancies-banner.tsx';
import { SaveSearch } from '../components/search/save-search.tsx';
import { SearchBar } from '../components/search/search-bar.tsx';
import { SearchFilters } from '../components/search/search-filters.tsx';
import classes from '../components/search/search.module.css';
import { useSearchState } from '../hooks/use-search-state.ts';
import { useCountryPlace } from '../hooks/use-country-point.ts';
import { NearCountryNotice } from '../components/search/near-country-notice.tsx';
import { hasSearch, NEAR_OFF, nearCountryPoint, withCountryPoint } from '../lib/search-state.ts';

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
  const filtersId = useId();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const countryPlace = useCountryPlace();
  const near = nearCountryPoint(state, countryPlace?.point ?? null);

  return (
    <Stack gap="md">
      <Title order={1}>{t('jobs.title')}</Title>
      {/* A reset starts the inputs afresh, text the URL did not take (an invalid radius) too. */}
      <SearchBar key={resets} state={state} update={update} />
      <SaveSearch query={query} where={state.where} />
      <Button
        hiddenFrom="md"
        variant="default"
        style={{ alignSelf: 'flex-start' }}
        aria-expanded={filtersOpen}
        aria-controls={filtersId}
        onClick={() => setFiltersOpen((open) => !open)}
      >
        {t('jobs.filters.title')}
      </Button>
      <div className={classes.layout}>
        <div id={filtersId} className={classes.filters} data-open={filtersOpen}>
          <SearchFilters state={state} update={update} reset={reset} />
        </div>
        <section aria-label={t('jobs.results.label')}>
          <NewVacanciesBanner />
          {near && countryPlace && (
            <NearCountryNotice country={countryPlace.country} onClear={() => update({ near: NEAR_OFF })} />
          )}
          <JobResults query={withCountryPoint(query, near)} onReset={hasSearch(state) ? reset : undefined} />
        </section>
      </div>
    </Stack>
  );
}
