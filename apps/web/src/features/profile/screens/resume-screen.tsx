import { useEffect, useMemo, useRef, useState } from 'react';
import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  Paper,
  Progress,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TagsInput,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PlaceAutocomplete } from '../../../entities/places/place-autocomplete.tsx';
import { Link } from 'react-router';
import { LANGUAGE_LEVELS, RESUME_LIMITS, type TLanguageLevel } from '@debut/contract/resumes';
import { LANGUAGES } from '@debut/contract/constants';
import { PROFESSIONS } from '@debut/contract/professions';
import { useErrorMessage } from '../../../shared/api/use-error-message.ts';
import { useProfessionNames } from '../../../entities/professions/profession-names.ts';
import { LEVEL_LABELS, ResumeView, useLanguageName } from '../../../entities/resumes/resume-view.tsx';
import { useDeleteResume, useMyResume, useSaveResume } from '../../../entities/resumes/resume-api.ts';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { PageLoader } from '../../../shared/ui/page-loader.tsx';
import { useDocumentTitle } from '../../../shared/ui/use-document-title.ts';
import {
  checkDraft,
  draftOf,
  EMPTY_DRAFT,
  readDraft,
  requestOf,
  writeDraft,
  type DraftProblem,
  type ProblemField,
  type ProblemKind,
  type ResumeDraft,
} from '../lib/resume-draft.ts';
import type { TranslationKey } from '../../../shared/i18n/translation-key.ts';

const STEPS = ['about', 'studies', 'skills', 'languages', 'availability', 'wants', 'preview'] as const;
type Step = (typeof STEPS)[number];
// Written out so the catalogue test sees every key.
const STEP_TITLES: Record<Step, TranslationKey> = {
  about: 'resume.steps.about',
  studies: 'resume.steps.studies',
  skills: 'resume.steps.skills',
  languages: 'resume.steps.languages',
  availability: 'resume.steps.availability',
  wants: 'resume.steps.wants',
  preview: 'resume.steps.preview',
};
const STEP_HINTS: Record<Step, TranslationKey> = {
  about: 'resume.hints.about',
  studies: 'resume.hints.studies',
  skills: 'resume.hints.skills',
  languages: 'resume.hints.languages',
  availability: 'resume.hints.availability',
  wants: 'resume.hints.wants',
  preview: 'resume.hints.preview',
};
/** A first CV's usual skills, offered as suggestions (free skills are allowed). */
const SKILL_KEYS = [
  'teamwork',
  'customerService',
  'punctuality',
  'cashRegister',
  'computer',
  'socialMedia',
  'driving',
  'languages',
] as const;
const SKILL_LABELS: Record<(typeof SKILL_KEYS)[number], TranslationKey> = {
  teamwork: 'resume.skillSuggestions.teamwork',
  customerService: 'resume.skillSuggestions.customerService',
  punctuality: 'resume.skillSuggestions.punctuality',
  cashRegister: 'resume.skillSuggestions.cashRegister',
  computer: 'resume.skillSuggestions.computer',
  socialMedia: 'resume.skillSuggestions.socialMedia',
  driving: 'resume.skillSuggestions.driving',
  languages: 'resume.skillSuggestions.languages',
};
/** The label of each field the server would refuse, to name it in the reader's language. */
const PROBLEM_LABELS: Record<ProblemField, TranslationKey> = {
  headline: 'resume.fields.headline',
  about: 'resume.fields.about',
  education: 'resume.steps.studies',
  institution: 'resume.fields.institution',
  field: 'resume.fields.field',
  startYear: 'resume.fields.startYear',
  endYear: 'resume.fields.endYear',
  skills: 'resume.fields.skills',
  languages: 'resume.steps.languages',
  code: 'resume.fields.language',
  level: 'resume.fields.level',
  availability: 'resume.steps.availability',
  daysPerWeek: 'resume.fields.daysPerWeek',
  hoursPerDay: 'resume.fields.hoursPerDay',
  from: 'resume.fields.from',
  desiredCategories: 'resume.fields.desiredCategories',
  city: 'resume.fields.city',
  phone: 'resume.fields.phone',
  shareWithEmployers: 'resume.share',
};
/** What each kind of problem asks of the field, with its bound. */
const PROBLEM_TEXTS: Record<ProblemKind, TranslationKey> = {
  range: 'resume.problems.range',
  tooLong: 'resume.problems.tooLong',
  required: 'resume.problems.required',
  tooMany: 'resume.problems.tooMany',
  endBeforeStart: 'resume.problems.endBeforeStart',
  invalid: 'resume.problems.invalid',
};
/** Languages a first-job seeker may speak: the interface's and the region's most common. */
const SPOKEN_LANGUAGES = [
  ...LANGUAGES,
  'uk',
  'be',
  'kk',
  'uz',
  'tg',
  'ky',
  'hy',
  'az',
  'ka',
  'tr',
  'ko',
  'fa',
  'he',
  'nl',
  'fi',
  'ro',
  'el',
  'bg',
  'sr',
  'vi',
  'th',
  'id',
];
/** How long typing rests before the profile is saved on the server too. */
const SAVE_AFTER_MS = 1200;

function Editor({ initial, hasSaved }: { initial: ResumeDraft; hasSaved: boolean }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const names = useProfessionNames();
  const languageName = useLanguageName();
  const save = useSaveResume();
  const remove = useDeleteResume();
  const [draft, setDraft] = useState(initial);
  const [confirming, setConfirming] = useState(false);
  const step = STEPS[Math.min(draft.step, STEPS.length - 1)] ?? 'about';
  const { content, problems } = useMemo(() => checkDraft(draft), [draft]);
  const serverCopy = (of: ResumeDraft) => JSON.stringify({ ...of, step: 0 });
  // What the server holds, as this screen last sent it (or found it).
  const [savedCopy, setSavedCopy] = useState(hasSaved ? serverCopy(initial) : '');
  const unsaved = problems.length === 0 && serverCopy(draft) !== savedCopy;
  const pending = useRef<ResumeDraft | null>(null);

  const send = (what: ResumeDraft) =>
    save.mutate(requestOf(what), { onSuccess: () => setSavedCopy(serverCopy(what)) });

  // Every change is kept in this browser at once (a closed tab loses nothing) and, once the profile is
  // valid and typing rests, on the server.
  useEffect(() => {
    writeDraft(draft);
    pending.current = unsaved ? draft : null;
    if (!unsaved) return;
    const timer = setTimeout(() => send(draft), SAVE_AFTER_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the draft drives it; send is this render's
  }, [draft, unsaved]);
  // Leaving the screen (a link, the print view) before typing rests still saves what was typed.
  useEffect(
    () => () => {
      if (pending.current) save.mutate(requestOf(pending.current));
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on unmount only
    [],
  );

  const problemText = ({ field, kind, min, max }: DraftProblem) =>
    t(PROBLEM_TEXTS[kind], { field: t(PROBLEM_LABELS[field]), min, max });
  const change = (changes: Partial<ResumeDraft>) => setDraft((current) => ({ ...current, ...changes }));
  const go = (index: number) => change({ step: Math.max(0, Math.min(STEPS.length - 1, index)) });
  const professionOptions = names ? PROFESSIONS.map((key) => names.professions[key]) : [];
  const languageOptions = SPOKEN_LANGUAGES.map((code) => ({ value: code, label: languageName(code) }));
  const status = save.isPending
    ? t('resume.saving')
    : save.isError
      ? t('resume.saveFailed', { reason: errorMessage(save.error) })
      : problems.length > 0
        ? t('resume.keptHere')
        : unsaved
          ? t('resume.saving')
          : t('resume.saved');

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {t('resume.stepOf', { step: draft.step + 1, total: STEPS.length })}
        </Text>
        <Progress value={((draft.step + 1) / STEPS.length) * 100} aria-hidden="true" />
      </Stack>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section">
        <Stack gap="md">
          <Title order={2} size="h3" id="resume-step">
            {t(STEP_TITLES[step])}
          </Title>
          <Text c="dimmed">{t(STEP_HINTS[step])}</Text>

          {step === 'about' && (
            <>
              <TextInput
                label={t('resume.fields.headline')}
                placeholder={t('resume.examples.headline')}
                value={draft.headline}
                maxLength={RESUME_LIMITS.headline}
                onChange={(event) => change({ headline: event.currentTarget.value })}
              />
              <Textarea
                label={t('resume.fields.about')}
                placeholder={t('resume.examples.about')}
                value={draft.about}
                maxLength={RESUME_LIMITS.about}
                autosize
                minRows={4}
                onChange={(event) => change({ about: event.currentTarget.value })}
              />
              <TextInput
                type="tel"
                autoComplete="tel"
                label={t('resume.fields.phone')}
                description={t('resume.fields.phoneHint')}
                placeholder="+7 916 123-45-67"
                value={draft.phone}
                maxLength={RESUME_LIMITS.phone}
                error={
                  problems.some((problem) => problem.field === 'phone')
                    ? t('resume.fields.phoneError')
                    : undefined
                }
                onChange={(event) => change({ phone: event.currentTarget.value })}
              />
            </>
          )}

          {step === 'studies' && (
            <>
              {draft.education.map((entry, index) => {
                const set = (changes: Partial<typeof entry>) =>
                  change({
                    education: draft.education.map((row, at) =>
                      at === index ? { ...row, ...changes } : row,
                    ),
                  });
                return (
                  <Paper key={index} withBorder p="sm" radius="md">
                    <Stack gap="xs">
                      <TextInput
                        label={t('resume.fields.institution')}
                        placeholder={t('resume.examples.institution')}
                        value={entry.institution}
                        maxLength={RESUME_LIMITS.institution}
                        onChange={(event) => set({ institution: event.currentTarget.value })}
                      />
                      <TextInput
                        label={t('resume.fields.field')}
                        placeholder={t('resume.examples.field')}
                        value={entry.field}
                        maxLength={RESUME_LIMITS.field}
                        onChange={(event) => set({ field: event.currentTarget.value })}
                      />
                      <SimpleGrid cols={2}>
                        <TextInput
                          label={t('resume.fields.startYear')}
                          inputMode="numeric"
                          value={entry.startYear}
                          onChange={(event) =>
                            set({ startYear: event.currentTarget.value.replace(/\D/g, '') })
                          }
                        />
                        <TextInput
                          label={t('resume.fields.endYear')}
                          description={t('resume.fields.endYearHint')}
                          inputMode="numeric"
                          value={entry.endYear}
                          onChange={(event) => set({ endYear: event.currentTarget.value.replace(/\D/g, '') })}
                        />
                      </SimpleGrid>
                      <Button
                        variant="subtle"
                        color="red"
                        size="xs"
                        style={{ alignSelf: 'flex-start' }}
                        onClick={() => change({ education: draft.education.filter((_, at) => at !== index) })}
                      >
                        {t('resume.remove')}
                      </Button>
                    </Stack>
                  </Paper>
                );
              })}
              {draft.education.length < RESUME_LIMITS.education && (
                <Button
                  variant="light"
                  style={{ alignSelf: 'flex-start' }}
                  onClick={() =>
                    change({
                      education: [
                        ...draft.education,
                        { institution: '', field: '', startYear: '', endYear: '' },
                      ],
                    })
                  }
                >
                  {t('resume.addStudy')}
                </Button>
              )}
            </>
          )}

          {step === 'skills' && (
            <TagsInput
              label={t('resume.fields.skills')}
              description={t('resume.fields.skillsHint')}
              data={SKILL_KEYS.map((key) => t(SKILL_LABELS[key]))}
              value={draft.skills}
              maxTags={RESUME_LIMITS.skills}
              splitChars={[',', ';']}
              clearable
              onChange={(skills) =>
                change({ skills: skills.map((skill) => skill.slice(0, RESUME_LIMITS.skill)) })
              }
            />
          )}

          {step === 'languages' && (
            <>
              {draft.languages.map((language, index) => {
                const set = (changes: Partial<typeof language>) =>
                  change({
                    languages: draft.languages.map((row, at) =>
                      at === index ? { ...row, ...changes } : row,
                    ),
                  });
                return (
                  <Group key={index} align="flex-end" wrap="wrap" gap="xs">
                    <Select
                      label={t('resume.fields.language')}
                      data={languageOptions}
                      searchable
                      value={language.code || null}
                      onChange={(code) => set({ code: code ?? '' })}
                      style={{ flex: 1, minWidth: 140 }}
                    />
                    <Select
                      label={t('resume.fields.level')}
                      data={LANGUAGE_LEVELS.map((level) => ({ value: level, label: t(LEVEL_LABELS[level]) }))}
                      value={language.level}
                      allowDeselect={false}
                      onChange={(level) => level && set({ level: level as TLanguageLevel })}
                      style={{ flex: 1, minWidth: 140 }}
                    />
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      size="lg"
                      aria-label={t('resume.removeLanguage', {
                        name: language.code ? languageName(language.code) : '',
                      })}
                      onClick={() => change({ languages: draft.languages.filter((_, at) => at !== index) })}
                    >
                      ×
                    </ActionIcon>
                  </Group>
                );
              })}
              {draft.languages.length < RESUME_LIMITS.languages && (
                <Button
                  variant="light"
                  style={{ alignSelf: 'flex-start' }}
                  onClick={() =>
                    change({ languages: [...draft.languages, { code: '', level: 'conversational' }] })
                  }
                >
                  {t('resume.addLanguage')}
                </Button>
              )}
            </>
          )}

          {step === 'availability' && (
            <SimpleGrid cols={{ base: 1, xs: 3 }}>
              <TextInput
                label={t('resume.fields.daysPerWeek')}
                inputMode="numeric"
                value={draft.daysPerWeek}
                onChange={(event) => change({ daysPerWeek: event.currentTarget.value.replace(/\D/g, '') })}
              />
              <TextInput
                label={t('resume.fields.hoursPerDay')}
                inputMode="numeric"
                value={draft.hoursPerDay}
                onChange={(event) => change({ hoursPerDay: event.currentTarget.value.replace(/\D/g, '') })}
              />
              <TextInput
                type="date"
                label={t('resume.fields.from')}
                value={draft.from}
                onChange={(event) => change({ from: event.currentTarget.value })}
              />
            </SimpleGrid>
          )}

          {step === 'wants' && (
            <>
              <PlaceAutocomplete
                label={t('resume.fields.city')}
                description={t('resume.fields.cityHint')}
                value={draft.cityText}
                // Typing over a picked city forgets it: only a place from the list has a point.
                onChange={(text) =>
                  change(text === draft.city?.name ? { cityText: text } : { cityText: text, city: null })
                }
                onPick={(place) =>
                  change({ cityText: place.name, city: { name: place.name, lat: place.lat, lng: place.lng } })
                }
              />
              <TagsInput
                label={t('resume.fields.desiredCategories')}
                description={t('resume.fields.desiredCategoriesHint')}
                data={professionOptions}
                value={draft.desiredCategories}
                maxTags={RESUME_LIMITS.desiredCategories}
                clearable
                onChange={(desiredCategories) => change({ desiredCategories })}
              />
            </>
          )}

          {step === 'preview' && (
            <>
              {content && (
                <Paper withBorder p="md" radius="md">
                  <ResumeView resume={content} />
                </Paper>
              )}
              <Switch
                label={t('resume.share')}
                description={t('resume.shareHint')}
                checked={draft.shareWithEmployers}
                onChange={(event) => change({ shareWithEmployers: event.currentTarget.checked })}
              />
              <Group gap="xs">
                <Button component={Link} to="/profile/resume/print" variant="default">
                  {t('resume.print')}
                </Button>
                {hasSaved && (
                  <Button variant="subtle" color="red" onClick={() => setConfirming(true)}>
                    {t('resume.delete')}
                  </Button>
                )}
              </Group>
            </>
          )}

          {problems.length > 0 && (
            <Alert color="yellow" variant="light" title={t('resume.problemsTitle')}>
              <Stack gap={2} component="ul" m={0} ps="md">
                {problems.map((problem) => (
                  <li key={problem.path}>
                    <Text size="sm">{problemText(problem)}</Text>
                  </li>
                ))}
              </Stack>
            </Alert>
          )}
        </Stack>
      </Paper>
      <Text size="sm" c="dimmed" role="status" aria-live="polite">
        {status}
      </Text>
      <Group justify="space-between">
        <Button variant="default" disabled={draft.step === 0} onClick={() => go(draft.step - 1)}>
          {t('resume.back')}
        </Button>
        {draft.step < STEPS.length - 1 ? (
          <Button onClick={() => go(draft.step + 1)}>{t('resume.next')}</Button>
        ) : (
          <Button component={Link} to="/profile">
            {t('resume.done')}
          </Button>
        )}
      </Group>
      <ConfirmDialog
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('resume.deleteTitle')}
        confirmLabel={t('resume.delete')}
        pending={remove.isPending}
        error={remove.isError ? errorMessage(remove.error) : null}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              setConfirming(false);
              setSavedCopy('');
              setDraft(EMPTY_DRAFT);
            },
          })
        }
      >
        <Text>{t('resume.deleteText')}</Text>
      </ConfirmDialog>
    </Stack>
  );
}

/**
 * /profile/resume: a first CV written one short step at a time, kept as it is typed (this browser at
 * once, the server once valid), previewed, printable, shared with the employers the person applies to.
 */
export function ResumeScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('resume.title'));
  const resume = useMyResume();
  return (
    <Container size="sm" px={0}>
      <Stack gap="md">
        <Anchor component={Link} to="/profile">
          {t('resume.backToProfile')}
        </Anchor>
        <Title order={1}>{t('resume.title')}</Title>
        <Text>{t('resume.intro')}</Text>
        {resume.isPending && <PageLoader />}
        {resume.isError && (
          <LoadError
            title={t('resume.loadError')}
            error={resume.error}
            onRetry={() => void resume.refetch()}
          />
        )}
        {resume.isSuccess && (
          // The browser's draft wins over the server's copy: it is what the person typed last.
          <Editor
            initial={readDraft() ?? (resume.data ? draftOf(resume.data) : EMPTY_DRAFT)}
            hasSaved={resume.data !== null}
          />
        )}
      </Stack>
    </Container>
  );
}
