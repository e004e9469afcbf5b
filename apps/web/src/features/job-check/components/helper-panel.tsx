import { useId, type KeyboardEvent } from 'react';
import { CloseButton, Group, Stack, Text, Title } from '@mantine/core';
import { useFocusTrap } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useCheckJob } from '../api/check-job.ts';
import { failureOf, outcomeOf } from '../lib/check-outcome.ts';
import { CheckReply } from './check-reply.tsx';
import classes from './floating-helper.module.css';
import { JobCheckForm } from './job-check-form.tsx';

interface HelperPanelProps {
  id: string;
  onClose: () => void;
}

/** The floating helper's panel: title, description, the check form, the answer and a close button. */
export function HelperPanel({ id, onClose }: HelperPanelProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const check = useCheckJob();
  // Focus moves to the field when the panel opens and stays inside it until the panel closes, when
  // the helper's button takes it back.
  const trapRef = useFocusTrap(true);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose();
  };

  const outcome = check.isSuccess ? outcomeOf(check.data) : check.isError ? failureOf(check.error) : null;

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a dialog closes on Escape (WAI-ARIA dialog pattern)
    <section
      id={id}
      ref={trapRef}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      className={classes.panel}
      onKeyDown={onKeyDown}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={2} size="h4" id={titleId}>
            {t('jobCheck.title')}
          </Title>
          <CloseButton aria-label={t('common.close')} onClick={onClose} />
        </Group>
        <Text size="sm">{t('jobCheck.description')}</Text>
        <JobCheckForm
          initialFocus
          checking={check.isPending}
          onCheck={(jobId) => check.mutate(jobId)}
          onEmpty={() => check.reset()}
        />
        <div aria-live="polite">{outcome && <CheckReply outcome={outcome} />}</div>
      </Stack>
    </section>
  );
}
