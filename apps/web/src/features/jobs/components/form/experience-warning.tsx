import { useDeferredValue, useMemo } from 'react';
import { Alert } from '@mantine/core';
import { useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EXPERIENCE_LEVELS, jobWarningCodes } from '@debut/contract/jobs';
import { JOB_WARNING_LABELS } from '../../../../entities/jobs/job-warning-labels.ts';
import type { TJobForm } from '../../schemas/job-form-schema.ts';

/**
 * The server's own check of the job's words against its experience level (DESIGN.md §14.3), run as
 * the owner types, so it is told before publishing rather than after paying. It watches the fields
 * itself, so typing re-renders this alone, and checks deferred values: a long text takes the patterns
 * of 15 languages some milliseconds, which typing must not wait for.
 */
export function ExperienceWarning({ control }: { control: Control<TJobForm> }) {
  const { t } = useTranslation();
  const [title, description, requirements, noSpecialRequirements, experience] = useWatch({
    control,
    name: ['title', 'description', 'requirements', 'noSpecialRequirements', 'experience'],
  });
  const checkedTitle = useDeferredValue(title);
  const checkedDescription = useDeferredValue(description);
  const checkedRequirements = useDeferredValue(noSpecialRequirements ? null : requirements);
  const warnings = useMemo(
    () =>
      jobWarningCodes({
        title: checkedTitle,
        description: checkedDescription,
        requirements: checkedRequirements,
        experience: EXPERIENCE_LEVELS.find((level) => level === experience) ?? 'none',
      }),
    [checkedTitle, checkedDescription, checkedRequirements, experience],
  );
  return warnings.map((code) => (
    <Alert key={code} color="yellow" variant="light" role="status" data-warning={code}>
      {t(JOB_WARNING_LABELS[code])}
    </Alert>
  ));
}
