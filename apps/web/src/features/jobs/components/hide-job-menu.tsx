import { Alert, Anchor, Button, Group, Menu, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TJob } from '@debut/contract/jobs';
import { useSession } from '../../../entities/auth/session-store.ts';
import { canManageJob } from '../../../entities/jobs/can-manage.ts';
import { isHidden, useHidden, useSetHidden, type HiddenTarget } from '../../../entities/hidden/hidden-api.ts';
import { useErrorMessage } from '../../../shared/api/use-error-message.ts';
import { showErrorToast } from '../../../shared/ui/toast.ts';

/** The three things of a job one can hide: it, its company (when it has one), its employer. */
function targetsOf(job: TJob): HiddenTarget[] {
  return [
    { kind: 'job', id: job._id },
    ...(job.company ? [{ kind: 'company' as const, id: job.company._id }] : []),
    { kind: 'owner', id: job.ownerId },
  ];
}

/**
 * "Hide" on someone else's job (DESIGN.md §14.3): this job, every job of its company, or every job of
 * its employer leaves the person's searches, alerts and recommendations. Once hidden, the page says so
 * and offers to show it again.
 */
function useHiding() {
  const { t } = useTranslation();
  const hidden = useHidden();
  const setHidden = useSetHidden();
  const errorMessage = useErrorMessage();
  const change = (target: HiddenTarget, hide: boolean) =>
    setHidden.mutate(
      { target, hide },
      { onError: (error) => showErrorToast(t('hidden.failed', { reason: errorMessage(error) })) },
    );
  return { list: hidden.data, change, pending: setHidden.isPending };
}

export function HideJobMenu({ job }: { job: TJob }) {
  const { t } = useTranslation();
  const { isSignedIn } = useSession();
  const { list, change, pending } = useHiding();
  if (!isSignedIn || canManageJob(job)) return null;
  const label = (target: HiddenTarget) =>
    target.kind === 'job'
      ? t('hidden.job')
      : target.kind === 'company'
        ? t('hidden.company', { name: job.company?.name ?? job.companyName })
        : t('hidden.owner');

  return (
    <Menu position="bottom-end" shadow="md" withinPortal>
      <Menu.Target>
        <Button variant="subtle" color="gray" loading={pending}>
          {t('hidden.open')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {targetsOf(job)
          .filter((target) => !isHidden(list, target))
          .map((target) => (
            <Menu.Item key={target.kind} onClick={() => change(target, true)}>
              {label(target)}
            </Menu.Item>
          ))}
        <Menu.Divider />
        <Menu.Item component={Link} to="/profile#hidden">
          {t('hidden.list')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** What of this job the person hid, each with "Show again"; nothing when they hid none of it. */
export function HiddenJobNotice({ job }: { job: TJob }) {
  const { t } = useTranslation();
  const { list, change } = useHiding();
  const hiddenTargets = targetsOf(job).filter((target) => isHidden(list, target));
  const notice = (target: HiddenTarget) =>
    target.kind === 'job'
      ? t('hidden.jobHidden')
      : target.kind === 'company'
        ? t('hidden.companyHidden', { name: job.company?.name ?? job.companyName })
        : t('hidden.ownerHidden', { name: job.companyName });
  return (
    <div role="status">
      {hiddenTargets.length > 0 && (
        <Alert color="gray" variant="light">
          {hiddenTargets.map((target) => (
            <Group key={target.kind} justify="space-between" gap="xs">
              <Text size="sm">{notice(target)}</Text>
              <Button size="compact-sm" variant="light" onClick={() => change(target, false)}>
                {t('hidden.undo')}
              </Button>
            </Group>
          ))}
          <Anchor component={Link} to="/profile#hidden" size="sm">
            {t('hidden.list')}
          </Anchor>
        </Alert>
      )}
    </div>
  );
}
