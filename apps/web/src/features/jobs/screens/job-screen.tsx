import { useEffect } from 'react';
import { Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { PageLoader } from '../../../shared/ui/page-loader.tsx';
import { useDocumentTitle } from '../../../shared/ui/use-document-title.ts';
import { useJob } from '../../../entities/jobs/job-query.ts';
import { ApplicantsSection } from '../components/applicants-section.tsx';
import { ApplyPanel, type JobIntent } from '../components/apply-panel.tsx';
import { JobDetails } from '../components/job-details.tsx';
import { JobLoadProblem } from '../components/job-load-problem.tsx';
import { ReportJobButton } from '../components/report-job.tsx';
import { HiddenJobNotice, HideJobMenu } from '../components/hide-job-menu.tsx';
import { canManageJob } from '../../../entities/jobs/can-manage.ts';

/**
 * /jobs/:id: the job card; a job seeker applies, keeps it as a favourite or reports it, the owner
 * sees who applied.
 */
export function JobScreen() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const job = useJob(id);
  useDocumentTitle(job.data?.title ?? t('jobs.details.title'));
  // ?apply=1 or ?save=1: sent here by the public vacancy page after signing in. Done once, then
  // dropped from the address so that a reload does not do it again.
  const [params, setParams] = useSearchParams();
  const intent: JobIntent | undefined =
    params.get('apply') === '1' ? 'apply' : params.get('save') === '1' ? 'save' : undefined;
  const loaded = job.isSuccess;
  useEffect(() => {
    if (intent && loaded) setParams({}, { replace: true });
  }, [intent, loaded, setParams]);

  if (job.isPending) return <PageLoader />;
  if (job.isError) return <JobLoadProblem error={job.error} onRetry={() => void job.refetch()} />;
  const data = job.data;
  const manager = canManageJob(data);
  return (
    <JobDetails
      job={data}
      actions={
        manager ? undefined : (
          <Stack gap="sm">
            <Group justify="space-between" gap="sm">
              <ApplyPanel job={data} intent={intent} />
              <Group gap={4}>
                <HideJobMenu job={data} />
                <ReportJobButton job={data} />
              </Group>
            </Group>
            <HiddenJobNotice job={data} />
          </Stack>
        )
      }
      after={manager ? <ApplicantsSection jobId={data._id} /> : undefined}
    />
  );
}
