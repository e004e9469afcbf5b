import {
  Button,
  Checkbox,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import {
  Controller,
  useFieldArray,
  type Control,
  type FieldErrors,
  type UseFormRegister,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ANSWER_WITHIN_DAYS, QUESTIONS_MAX, QUESTION_TEXT_MAX } from '@debut/contract/jobs';
import { useFieldError } from '../../../../shared/forms/use-field-error.ts';
import { useFormatNumber } from '../../../../shared/i18n/use-format-number.ts';
import { NEW_QUESTION, type TJobForm } from '../../schemas/job-form-schema.ts';
import { WholeNumberField } from './whole-number-field.tsx';

interface ApplicationFieldsProps {
  control: Control<TJobForm>;
  register: UseFormRegister<TJobForm>;
  errors: FieldErrors<TJobForm>;
}

/**
 * How applications come in (DESIGN.md §14.2): the days within which every applicant is promised an
 * answer, the last day to apply and up to five screening questions, free text or yes/no, each
 * optional or required. A question keeps its id across edits (the form carries it hidden), so the
 * answers already given stay tied to it.
 */
export function ApplicationFields({ control, register, errors }: ApplicationFieldsProps) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const format = useFormatNumber();
  const questions = useFieldArray({ control, name: 'questions', keyName: 'key' });
  const full = questions.fields.length >= QUESTIONS_MAX;

  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <WholeNumberField
          control={control}
          name="answerWithinDays"
          label={t('jobs.fields.answerWithinDays')}
          description={t('jobs.form.answerWithinDaysHint')}
          min={ANSWER_WITHIN_DAYS.min}
          max={ANSWER_WITHIN_DAYS.max}
          error={fieldError(errors.answerWithinDays)}
        />
        <TextInput
          type="date"
          label={t('jobs.fields.applyBy')}
          description={t('jobs.form.applyByHint')}
          error={fieldError(errors.applyBy)}
          {...register('applyBy')}
        />
      </SimpleGrid>

      <Stack gap="xs" role="group" aria-labelledby="job-form-questions">
        <Text fw={500} size="sm" id="job-form-questions">
          {t('jobs.form.questions.title')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('jobs.form.questions.hint', { formatted: format.number(QUESTIONS_MAX) })}
        </Text>
        {questions.fields.map((question, index) => {
          const number = format.number(index + 1);
          const errorsOf = errors.questions?.[index];
          return (
            <Paper key={question.key} withBorder radius="md" p="sm">
              <Stack gap="xs">
                <TextInput
                  label={t('jobs.form.questions.text', { number })}
                  required
                  dir="auto"
                  maxLength={QUESTION_TEXT_MAX}
                  error={fieldError(errorsOf?.text)}
                  {...register(`questions.${index}.text`)}
                />
                <Group gap="md" align="flex-end" wrap="wrap">
                  <NativeSelect
                    label={t('jobs.form.questions.kind')}
                    data={[
                      { value: 'text', label: t('jobs.form.questions.kinds.text') },
                      { value: 'yes_no', label: t('jobs.form.questions.kinds.yes_no') },
                    ]}
                    {...register(`questions.${index}.kind`)}
                  />
                  <Controller
                    control={control}
                    name={`questions.${index}.required`}
                    render={({ field }) => (
                      <Checkbox
                        label={t('jobs.form.questions.required')}
                        checked={field.value}
                        onChange={(event) => field.onChange(event.currentTarget.checked)}
                        onBlur={field.onBlur}
                        ref={field.ref}
                        mb={8}
                      />
                    )}
                  />
                  <Button
                    variant="subtle"
                    color="red"
                    ms="auto"
                    aria-label={t('jobs.form.questions.removeNamed', { number })}
                    onClick={() => questions.remove(index)}
                  >
                    {t('jobs.form.questions.remove')}
                  </Button>
                </Group>
              </Stack>
            </Paper>
          );
        })}
        <Group>
          <Button variant="light" disabled={full} onClick={() => questions.append({ ...NEW_QUESTION })}>
            {t('jobs.form.questions.add')}
          </Button>
        </Group>
      </Stack>
    </Stack>
  );
}
