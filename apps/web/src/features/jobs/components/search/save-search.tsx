import { useState } from 'react';
import { ActionIcon, Button, Radio, Stack, TextInput, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  ALERT_FREQUENCIES,
  ALERT_NAME,
  ZAlertQuery,
  type TAlertFrequency,
  type TAlertQuery,
} from '@debut/contract/alerts';
import type { TJobSearchQuery } from '@debut/contract/jobs';
import { FREQUENCY_LABELS, useCreateAlert } from '../../../../entities/alerts/alerts-api.ts';
import { useErrorMessage } from '../../../../shared/api/use-error-message.ts';
import { useProfessionText } from '../../../../entities/professions/profession-names.ts';
import { AppDialog } from '../../../../shared/ui/app-dialog.tsx';
import { DialogActions } from '../../../../shared/ui/dialog-actions.tsx';
import { showSuccessToast } from '../../../../shared/ui/toast.ts';

/** Without a radius an alert would match the whole world: the search's own radius, or this one. */
const DEFAULT_ALERT_RADIUS_KM = 25;

/** The switches as the URL and GET /jobs write them ("true"), or as the contract reads them. */
type SearchQuery = Partial<Omit<Pick<TJobSearchQuery, keyof TAlertQuery>, 'paid' | 'withSalary'>> & {
  paid?: 'true' | true;
  withSalary?: 'true' | true;
};

/** The search on screen as an alert's query: the same names, a place only with a radius. */
export function alertQueryOf(query: SearchQuery): TAlertQuery {
  const {
    q,
    category,
    schedule,
    employmentType,
    experience,
    paid,
    withSalary,
    salaryMin,
    lat,
    lng,
    radiusKm,
  } = query;
  const place =
    lat !== undefined && lng !== undefined ? { lat, lng, radiusKm: radiusKm ?? DEFAULT_ALERT_RADIUS_KM } : {};
  const filters = Object.fromEntries(
    Object.entries({
      q,
      category,
      schedule,
      employmentType,
      experience,
      // An alert's query holds JSON values: the switches as booleans.
      paid: paid ? true : undefined,
      withSalary: withSalary ? true : undefined,
      salaryMin,
    }).filter(([, value]) => value !== undefined),
  );
  return ZAlertQuery.parse({ ...filters, ...place });
}

interface SaveSearchProps {
  query: SearchQuery;
  /** The Where box's place name, for the suggested alert name. */
  where: string;
  /** A bell with the words as its name and tooltip (a phone, where the line is short). */
  compact?: boolean;
}

function BellIcon() {
  return (
    <svg
      width={18}
      height={18}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      focusable={false}
    >
      <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
      <path d="M12 5v6M9 8h6" />
    </svg>
  );
}

/** "Save this search": a name suggested from the search, how often, saved as an alert. */
export function SaveSearch({ query, where, compact = false }: SaveSearchProps) {
  const { t } = useTranslation();
  const professionText = useProfessionText([query.category]);
  const create = useCreateAlert();
  const errorMessage = useErrorMessage();
  const [opened, setOpened] = useState(false);
  const [name, setName] = useState('');
  const [frequency, setFrequency] = useState<TAlertFrequency>('instant');

  const suggestion = () => {
    const what = query.q?.trim() || professionText(query.category ?? '') || t('alerts.allJobs');
    const text = where.trim() ? t('alerts.suggestedNear', { what, place: where.trim() }) : what;
    return text.slice(0, ALERT_NAME.max);
  };

  const open = () => {
    create.reset();
    setName(suggestion());
    setFrequency('instant');
    setOpened(true);
  };

  const save = () => {
    if (name.trim() === '') return;
    create.mutate(
      { name: name.trim(), frequency, query: alertQueryOf(query) },
      {
        onSuccess: () => {
          setOpened(false);
          showSuccessToast(t('alerts.saved'));
        },
      },
    );
  };

  return (
    <>
      {compact ? (
        <Tooltip label={t('alerts.saveSearch')}>
          <ActionIcon variant="light" size="md" aria-label={t('alerts.saveSearch')} onClick={open}>
            <BellIcon />
          </ActionIcon>
        </Tooltip>
      ) : (
        <Button variant="light" size="compact-sm" onClick={open}>
          {t('alerts.saveSearch')}
        </Button>
      )}
      <AppDialog opened={opened} onClose={() => setOpened(false)} title={t('alerts.saveTitle')}>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            save();
          }}
        >
          <Stack gap="md">
            <TextInput
              label={t('alerts.name')}
              value={name}
              maxLength={ALERT_NAME.max}
              required
              data-autofocus
              onChange={(event) => setName(event.currentTarget.value)}
            />
            <Radio.Group
              label={t('alerts.frequencyLabel')}
              value={frequency}
              onChange={(value) => setFrequency(value as TAlertFrequency)}
            >
              <Stack gap="xs" mt="xs">
                {ALERT_FREQUENCIES.map((option) => (
                  <Radio key={option} value={option} label={t(FREQUENCY_LABELS[option])} />
                ))}
              </Stack>
            </Radio.Group>
            {create.isError && (
              <div role="alert" style={{ color: 'var(--mantine-color-error)' }}>
                {errorMessage(create.error)}
              </div>
            )}
            <DialogActions
              onCancel={() => setOpened(false)}
              actionLabel={t('alerts.save')}
              pending={create.isPending}
            />
          </Stack>
        </form>
      </AppDialog>
    </>
  );
}
