import { useEffect, useMemo, useRef, useState } from 'react';
import { Badge, Button, Group, NativeSelect, Stack, Tabs, Text, Textarea, Title } from '@mantine/core';
import { ActionRow } from '../../../shared/ui/action-row.tsx';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import {
  APPLICATION_STATUSES,
  APPLICANT_SORTS,
  FINAL_STATUSES,
  type TApplication,
  type TApplicationStatus,
} from '@debut/contract/applications';
import { APPLICATION_STATUS_LABELS } from '../../../entities/applications/application-status-badge.tsx';
import { useFormatNumber } from '../../../shared/i18n/use-format-number.ts';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { PageLoader } from '../../../shared/ui/page-loader.tsx';
import { useApplicants, useBulkMove } from '../api/applicants.ts';
import { ApplicantCard } from './pipeline/applicant-card.tsx';
import { TemplatePicker } from './pipeline/template-picker.tsx';
import detailsClasses from './job-details.module.css';
import classes from './pipeline/pipeline.module.css';

type Tab = 'all' | TApplicationStatus;
type Sort = (typeof APPLICANT_SORTS)[number];
const TABS: readonly Tab[] = ['all', ...APPLICATION_STATUSES];

/** The tab's name: an unopened application is "New" to the team. */
const tabLabel = (tab: Tab) =>
  tab === 'all'
    ? 'applications.all'
    : tab === 'sent'
      ? 'applications.status.new'
      : APPLICATION_STATUS_LABELS[tab];

const movable = (application: TApplication) => !FINAL_STATUSES.includes(application.status);

/**
 * The team's pipeline of one job (DESIGN.md §14.2): a tab per status with its count, newest or
 * oldest first (both in the address, so a reload or a shared link keeps them), each applicant with
 * the letter, answers, CV, history and the team's notes, a move with an optional message, and a
 * bulk rejection of the ticked ones with a template.
 */
export function ApplicantsSection({ jobId }: { jobId: string }) {
  const { t } = useTranslation();
  const format = useFormatNumber();
  const applicants = useApplicants(jobId);
  const { hash } = useLocation();
  const heading = useRef<HTMLHeadingElement>(null);
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.find((value) => value === params.get('applicants')) ?? 'all';
  const sort: Sort = APPLICANT_SORTS.find((value) => value === params.get('sort')) ?? 'newest';
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const loaded = applicants.isSuccess;
  // My jobs links to #applicants; the section only has its height once the list is in.
  useEffect(() => {
    if (loaded && hash === '#applicants') heading.current?.scrollIntoView({ block: 'start' });
  }, [loaded, hash]);

  const all = useMemo(() => applicants.data ?? [], [applicants.data]);
  const counts = useMemo(() => {
    const byStatus = new Map<Tab, number>([['all', all.length]]);
    for (const application of all) {
      byStatus.set(application.status, (byStatus.get(application.status) ?? 0) + 1);
    }
    return byStatus;
  }, [all]);
  const shown = useMemo(() => {
    const inTab = tab === 'all' ? all : all.filter((application) => application.status === tab);
    const ordered = [...inTab].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    return sort === 'newest' ? ordered.reverse() : ordered;
  }, [all, tab, sort]);
  // Only what is on the screen and can still move stays ticked.
  const ticked = shown.filter((application) => selected.has(application._id) && movable(application));

  const setParam = (name: string, value: string, fallback: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === fallback) next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <Stack gap="sm" component="section" id="applicants" aria-labelledby="applicants-title">
      <Title order={2} size="h3" id="applicants-title" ref={heading}>
        {t('applications.applicants')}
      </Title>
      {applicants.isPending && <PageLoader />}
      {applicants.isError && (
        <LoadError
          title={t('applications.applicantsFailed')}
          error={applicants.error}
          onRetry={() => void applicants.refetch()}
        />
      )}
      {loaded && all.length === 0 && <Text c="dimmed">{t('applications.noApplicants')}</Text>}
      {loaded && all.length > 0 && (
        <>
          <Tabs
            value={tab}
            keepMounted={false}
            onChange={(value) => setParam('applicants', value ?? 'all', 'all')}
          >
            <Tabs.List className={classes.tabs} aria-label={t('pipeline.tabs')}>
              {TABS.map((value) => (
                <Tabs.Tab
                  key={value}
                  value={value}
                  rightSection={
                    <Badge size="sm" variant="light" color={value === tab ? 'blue' : 'gray'} circle={false}>
                      {format.number(counts.get(value) ?? 0)}
                    </Badge>
                  }
                >
                  {t(tabLabel(value))}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {/* Each tab controls its panel (aria-controls); only the shown one is mounted. */}
            {TABS.map((value) => (
              <Tabs.Panel key={value} value={value} pt="sm">
                <Stack gap="sm">
                  <Group justify="space-between" align="flex-end" gap="sm">
                    <NativeSelect
                      label={t('pipeline.sort')}
                      value={sort}
                      onChange={(event) => setParam('sort', event.currentTarget.value, 'newest')}
                      data={[
                        { value: 'newest', label: t('pipeline.sorts.newest') },
                        { value: 'oldest', label: t('pipeline.sorts.oldest') },
                      ]}
                    />
                  </Group>
                  {ticked.length > 0 && (
                    <BulkReject
                      jobId={jobId}
                      ids={ticked.map((application) => application._id)}
                      onDone={() => setSelected(new Set())}
                    />
                  )}
                  {shown.length === 0 ? (
                    <Text c="dimmed">{t('applications.noneWithStatus')}</Text>
                  ) : (
                    <Stack gap="sm" component="ul" className={detailsClasses.list}>
                      {shown.map((application) => (
                        <ApplicantCard
                          key={application._id}
                          jobId={jobId}
                          application={application}
                          selected={selected.has(application._id)}
                          onSelect={movable(application) ? (on) => toggle(application._id, on) : undefined}
                        />
                      ))}
                    </Stack>
                  )}
                </Stack>
              </Tabs.Panel>
            ))}
          </Tabs>
        </>
      )}
    </Stack>
  );
}

/** The ticked applicants rejected at once, with one message (a template, filled in for each). */
function BulkReject({ jobId, ids, onDone }: { jobId: string; ids: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  const format = useFormatNumber();
  const bulk = useBulkMove();
  const [message, setMessage] = useState('');
  const count = ids.length;
  return (
    <Stack gap="xs" className={classes.bulk} role="group" aria-labelledby="pipeline-bulk-title">
      <Text fw={600} id="pipeline-bulk-title">
        {t('pipeline.bulk.selected', { formatted: format.number(count) })}
      </Text>
      <TemplatePicker kind="rejection" onPick={setMessage} />
      <Textarea
        label={t('pipeline.message')}
        description={t('pipeline.messageHint')}
        autosize
        minRows={2}
        dir="auto"
        value={message}
        onChange={(event) => setMessage(event.currentTarget.value)}
      />
      <ActionRow error={bulk.error}>
        <Button
          color="red"
          loading={bulk.isPending}
          onClick={() =>
            bulk.mutate(
              { jobId, ids, status: 'rejected', message },
              {
                onSuccess: () => {
                  setMessage('');
                  onDone();
                },
              },
            )
          }
        >
          {t('pipeline.bulk.reject', { formatted: format.number(count) })}
        </Button>
      </ActionRow>
    </Stack>
  );
}
