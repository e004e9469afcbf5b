import { Anchor, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TLanguageLevel, TResume } from '@debut/contract/resumes';
import { uiLanguage } from '../../shared/i18n/document-language.ts';
import { useFormatDate } from '../../shared/i18n/use-format-date.ts';
import { useProfessionText } from '../professions/profession-names.ts';
import classes from './resume-view.module.css';
import type { TranslationKey } from '../../shared/i18n/translation-key.ts';

type ResumeContent = Omit<TResume, 'updatedAt' | 'shareWithEmployers'>;

// Written out so the catalogue test sees every key.
export const LEVEL_LABELS: Record<TLanguageLevel, TranslationKey> = {
  basic: 'resume.level.basic',
  conversational: 'resume.level.conversational',
  fluent: 'resume.level.fluent',
  native: 'resume.level.native',
};

/** A language's name in the reader's language ("Russian", "русский"). */
export function useLanguageName(): (code: string) => string {
  const { i18n } = useTranslation();
  const names = new Intl.DisplayNames([uiLanguage(i18n)], { type: 'language', fallback: 'code' });
  return (code) => names.of(code) ?? code;
}

/**
 * A profile as an employer reads it: the person's words as written, the fixed parts (headings, levels,
 * languages, professions) in the reader's language. `name` heads it in the printable view.
 */
export function ResumeView({
  resume,
  name,
  headingLevel = 3,
}: {
  resume: ResumeContent;
  name?: string;
  headingLevel?: 2 | 3 | 4;
}) {
  const { t, i18n } = useTranslation();
  const professionText = useProfessionText(resume.desiredCategories);
  const languageName = useLanguageName();
  const formatDate = useFormatDate();
  // "A, B and C", "A وB وC", "A、B、C": each language's own way of listing.
  const list = (items: string[]) =>
    new Intl.ListFormat(uiLanguage(i18n), { type: 'conjunction' }).format(items);
  const section = (title: string) => (
    <Title order={headingLevel} size="h5" className={classes.heading}>
      {title}
    </Title>
  );
  const { availability } = resume;
  const available = [
    availability.daysPerWeek !== undefined &&
      t('resume.view.daysPerWeek', { count: availability.daysPerWeek }),
    availability.hoursPerDay !== undefined &&
      t('resume.view.hoursPerDay', { count: availability.hoursPerDay }),
    // Noon UTC: the same calendar day in every time zone of the reader.
    availability.from !== undefined &&
      t('resume.view.from', { date: formatDate(`${availability.from}T12:00:00Z`) }),
  ].filter((part): part is string => typeof part === 'string');

  return (
    <Stack gap="xs" className={classes.resume}>
      {name && (
        <Title order={headingLevel === 2 ? 1 : 2} size="h2">
          <bdi>{name}</bdi>
        </Title>
      )}
      {resume.headline && (
        <Text fw={600}>
          <bdi>{resume.headline}</bdi>
        </Text>
      )}
      {(resume.city || resume.phone) && (
        <Text size="sm">
          {resume.city && <bdi>{resume.city.name}</bdi>}
          {resume.city && resume.phone && ' · '}
          {resume.phone && (
            // Digits and the plus read left to right in every language.
            <Anchor href={`tel:${resume.phone}`} dir="ltr">
              {resume.phone}
            </Anchor>
          )}
        </Text>
      )}
      {resume.about && (
        <Text className={classes.plain} dir="auto">
          {resume.about}
        </Text>
      )}
      {resume.desiredCategories.length > 0 && (
        <div>
          {section(t('resume.view.wants'))}
          <Text>{list(resume.desiredCategories.map(professionText))}</Text>
        </div>
      )}
      {resume.education.length > 0 && (
        <div>
          {section(t('resume.view.education'))}
          <Stack gap={2} component="ul" className={classes.list}>
            {resume.education.map((entry, index) => (
              <li key={index}>
                <Text>
                  <bdi>{entry.institution}</bdi>
                  {entry.field && (
                    <>
                      {' · '}
                      <bdi>{entry.field}</bdi>
                    </>
                  )}
                  {' · '}
                  <Text span c="dimmed">
                    {entry.endYear === undefined
                      ? t('resume.view.since', { year: entry.startYear })
                      : `${entry.startYear}–${entry.endYear}`}
                  </Text>
                </Text>
              </li>
            ))}
          </Stack>
        </div>
      )}
      {resume.skills.length > 0 && (
        <div>
          {section(t('resume.view.skills'))}
          <Group gap={6}>
            {resume.skills.map((skill) => (
              <Badge key={skill} variant="light" tt="none" className={classes.badge}>
                <bdi>{skill}</bdi>
              </Badge>
            ))}
          </Group>
        </div>
      )}
      {resume.languages.length > 0 && (
        <div>
          {section(t('resume.view.languages'))}
          <Text>
            {list(
              resume.languages.map(
                (language) => `${languageName(language.code)} (${t(LEVEL_LABELS[language.level])})`,
              ),
            )}
          </Text>
        </div>
      )}
      {available.length > 0 && (
        <div>
          {section(t('resume.view.availability'))}
          <Text>{available.join(' · ')}</Text>
        </div>
      )}
    </Stack>
  );
}
