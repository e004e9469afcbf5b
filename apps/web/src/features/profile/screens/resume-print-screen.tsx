import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../../entities/auth/session-store.ts';
import { useMyResume } from '../../../entities/resumes/resume-api.ts';
import { ResumeView } from '../../../entities/resumes/resume-view.tsx';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { PageLoader } from '../../../shared/ui/page-loader.tsx';
import { useDocumentTitle } from '../../../shared/ui/use-document-title.ts';
import classes from './resume-print.module.css';

/**
 * /profile/resume/print: the saved profile on one A4 page (print CSS hides the site around it); the
 * browser's print dialog saves it as a PDF.
 */
export function ResumePrintScreen() {
  const { t } = useTranslation();
  const { user } = useSession();
  useDocumentTitle(t('resume.printTitle'));
  const resume = useMyResume();
  return (
    <Stack gap="md" className={classes.page}>
      <Group justify="space-between" data-screen-only>
        <Anchor component={Link} to="/profile/resume">
          {t('resume.backToEditor')}
        </Anchor>
        <Button onClick={() => window.print()} disabled={!resume.data}>
          {t('resume.printButton')}
        </Button>
      </Group>
      {resume.isPending && <PageLoader />}
      {resume.isError && (
        <LoadError title={t('resume.loadError')} error={resume.error} onRetry={() => void resume.refetch()} />
      )}
      {resume.isSuccess && !resume.data && (
        <Alert color="blue" variant="light">
          {t('resume.nothingToPrint')}
        </Alert>
      )}
      {resume.data && (
        <article className={classes.sheet}>
          <ResumeView resume={resume.data} name={user?.displayName ?? ''} headingLevel={2} />
          {user && (
            <Text size="sm" c="dimmed" mt="md">
              <bdi>{user.email}</bdi>
            </Text>
          )}
        </article>
      )}
    </Stack>
  );
}
