import { Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageLoader } from '../../../shared/ui/page-loader.tsx';
import { useDocumentTitle } from '../../../shared/ui/use-document-title.ts';
import { useJob } from '../../../shared/jobs/job-query.ts';
import { ApplicantsSection } from '../components/applicants-section.tsx';
import { ApplyPanel } from '../components/apply-panel.tsx';
import { JobDetails } from '../components/job-details.tsx';
import { JobLoadProblem } from '../components/job-load-problem.tsx';
import { ReportJobButton } from '../components/report-job.tsx';

/**
 * /jobs/:id: the job card; a job seeker applies, keeps it as a favourite or reports it, the owner
 * sees who applied.
 */
export function JobScreen() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const job = useJob(id);
  useDocumentTitle(job.data?.title ?? t('jobs.details.title'));

  if (job.isPending) return <PageLoader />;
  if (job.isError) return <JobLoadProblem error={job.error} onRetry={() => void job.refetch()} />;
  const data = job.data;
  return (
    <JobDetails
      job={data}
      actions={
        data.isOwner ? undefined : (
          <Group justify="space-between" gap="sm">
            <ApplyPanel job={data} />
            <ReportJobButton job={data} />
          </Group>
        )
      }
      after={data.isOwner ? <ApplicantsSection jobId={data._id} /> : undefined}
    />
  );
}
