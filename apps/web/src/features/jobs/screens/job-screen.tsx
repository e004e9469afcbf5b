import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageLoader } from '../../../shared/ui/page-loader.tsx';
import { useDocumentTitle } from '../../../shared/ui/use-document-title.ts';
import { useJob } from '../api/get-job.ts';
import { JobDetails } from '../components/job-details.tsx';
import { JobLoadProblem } from '../components/job-load-problem.tsx';

/** /jobs/:id: the job card. Apply, favourite and chat arrive with their own issues. */
export function JobScreen() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const job = useJob(id);
  useDocumentTitle(job.data?.title ?? t('jobs.details.title'));

  if (job.isPending) return <PageLoader />;
  if (job.isError) return <JobLoadProblem error={job.error} onRetry={() => void job.refetch()} />;
  return <JobDetails job={job.data} />;
}
