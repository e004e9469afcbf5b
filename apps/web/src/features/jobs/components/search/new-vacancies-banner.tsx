import { useEffect } from 'react';
import { Button } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useFormatNumber } from '../../../../shared/i18n/use-format-number.ts';
import { jobKeys } from '../../../../entities/jobs/job-keys.ts';
import { useStore } from '../../../../shared/lib/external-store.ts';
import { forgetNewVacancies, newVacanciesStore } from '../../../../entities/realtime/live-stores.ts';

/**
 * "N new vacancies — show": jobs published by others since this list was loaded (DESIGN.md §6).
 * The list does not jump under the reader's finger; they choose when to see the new ones.
 */
export function NewVacanciesBanner() {
  const { t } = useTranslation();
  const format = useFormatNumber();
  const queryClient = useQueryClient();
  const count = useStore(newVacanciesStore).length;
  // The list loaded now holds whatever was published before.
  useEffect(() => forgetNewVacancies(), []);

  return (
    <div role="status">
      {count > 0 && (
        <Button
          variant="light"
          fullWidth
          onClick={() => {
            forgetNewVacancies();
            void queryClient.invalidateQueries({ queryKey: jobKeys.searches });
          }}
        >
          {t('jobs.newVacancies', { count, formatted: format.number(count) })}
        </Button>
      )}
    </div>
  );
}
