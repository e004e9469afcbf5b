import { useState, type FormEvent } from 'react';
import { Button, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { JOB_ID_MAX, normaliseJobId } from '../lib/check-outcome.ts';

interface JobCheckFormProps {
  /** Called with the trimmed id; never with an empty one. */
  onCheck: (jobId: string) => void;
  /** Called instead of `onCheck` when nothing was entered. */
  onEmpty?: () => void;
  checking: boolean;
  /** The field takes the focus when a surrounding focus trap starts (Mantine's data-autofocus). */
  initialFocus?: boolean;
  /** Empty the field after a check (the chat keeps what was asked as a message). */
  clearOnCheck?: boolean;
}

/** The job-number field and the check button ('Checking…' while busy), for helper and chatbot. */
export function JobCheckForm({
  onCheck,
  onEmpty,
  checking,
  initialFocus = false,
  clearOnCheck = false,
}: JobCheckFormProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const [empty, setEmpty] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (checking) return;
    const jobId = normaliseJobId(value);
    setEmpty(jobId === '');
    if (jobId === '') {
      onEmpty?.();
      return;
    }
    if (clearOnCheck) setValue('');
    onCheck(jobId);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs" align="flex-start">
        <TextInput
          data-autofocus={initialFocus || undefined}
          label={t('jobCheck.field')}
          value={value}
          onChange={(event) => {
            setValue(event.currentTarget.value);
            setEmpty(false);
          }}
          error={empty ? t('jobCheck.empty') : undefined}
          maxLength={JOB_ID_MAX}
          autoComplete="off"
          spellCheck={false}
          w="100%"
        />
        {/* Looks disabled but keeps focus: a disabled button would drop it to the page. */}
        <Button type="submit" data-disabled={checking || undefined} aria-disabled={checking}>
          {checking ? t('jobCheck.checking') : t('jobCheck.submit')}
        </Button>
      </Stack>
    </form>
  );
}
