import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TJob } from '@debut/contract/jobs';
import { useProfessionLabel } from '../../../entities/professions/profession-names.ts';
import { EMPLOYMENT_TYPE_LABELS, EXPERIENCE_BADGE_LABELS, SCHEDULE_LABELS } from '../lib/labels.ts';

/**
 * The profession (in the reader's language, or the owner's words), schedule, employment type and the
 * experience asked for of a job as badges, on the card and in results alike.
 */
export function JobKindBadges({
  job,
  size,
}: {
  job: Pick<TJob, 'category' | 'categoryOther' | 'schedule' | 'employmentType' | 'experience'> &
    Partial<Pick<TJob, 'internship'>>;
  /** Smaller in a list of results. */
  size?: 'sm';
}) {
  const { t } = useTranslation();
  const profession = useProfessionLabel()(job);
  return (
    <>
      {profession && (
        <Badge variant="light" color="teal" maw="100%" size={size}>
          {profession}
        </Badge>
      )}
      <Badge variant="light" color="indigo" size={size}>
        {t(SCHEDULE_LABELS[job.schedule])}
      </Badge>
      {/* An internship that says whether it pays says so instead of "Internship" (issue 33). */}
      {job.internship ? (
        <Badge variant="light" color={job.internship.paid ? 'green' : 'gray'} size={size}>
          {t(job.internship.paid ? 'jobs.internship.paid' : 'jobs.internship.unpaid')}
        </Badge>
      ) : (
        <Badge variant="light" color="gray" size={size}>
          {t(EMPLOYMENT_TYPE_LABELS[job.employmentType])}
        </Badge>
      )}
      {/* What a first-job seeker looks for first: "no experience" stands out in green. */}
      <Badge variant="light" color={job.experience === 'none' ? 'green' : 'orange'} size={size}>
        {t(EXPERIENCE_BADGE_LABELS[job.experience])}
      </Badge>
    </>
  );
}
