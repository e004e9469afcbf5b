import { useMemo, useState, type Ref } from 'react';
import {
  defaultOptionsFilter,
  Select,
  type ComboboxData,
  type ComboboxParsedItem,
  type OptionsFilter,
  type SelectProps,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  INDUSTRIES,
  isProfession,
  OTHER_PROFESSION,
  PROFESSIONS_BY_INDUSTRY,
  type ProfessionNames,
} from '@debut/contract/professions';
import { collator } from '@debut/contract/intl-formats';
import { uiLanguage } from '../../../shared/i18n/document-language.ts';
import { useProfessionNames } from '../../../entities/professions/profession-names.ts';

interface ProfessionSelectProps extends Omit<SelectProps, 'data' | 'value' | 'onChange'> {
  /** A profession key, or '' for none. */
  value: string;
  onChange: (value: string) => void;
  /** How "other" reads: "Other…" in the job form (it opens a field for the owner's words). */
  otherLabel?: string;
  ref?: Ref<HTMLInputElement>;
}

/** The professions grouped by industry in the reader's language, alphabetical within each group. */
function professionOptions(names: ProfessionNames, language: string, otherLabel: string): ComboboxData {
  const order = collator(language);
  return [
    ...INDUSTRIES.map((industry) => ({
      group: names.industries[industry],
      items: PROFESSIONS_BY_INDUSTRY[industry]
        .map((key) => ({ value: key, label: names.professions[key] }))
        .sort((a, b) => order.compare(a.label, b.label)),
    })),
    { group: names.professions.other, items: [{ value: OTHER_PROFESSION, label: otherLabel }] },
  ];
}

const holdsOther = (item: ComboboxParsedItem): boolean =>
  'group' in item ? item.items.some(holdsOther) : item.value === OTHER_PROFESSION;

/**
 * The usual search by the typed words, with "Other…" always offered at the end (issue 27 item 16):
 * someone whose job is not in the list finds the way out whatever they typed, not only "other".
 */
export const keepOther: OptionsFilter = (input) => {
  const found = defaultOptionsFilter(input);
  if (found.some(holdsOther)) return found;
  const other = input.options.find(holdsOther);
  if (!other) return found;
  // The filter keeps a group whose options all failed, empty: "Other…" takes its group's place.
  const label = 'group' in other ? other.group : null;
  return [...found.filter((item) => !('group' in item) || item.group !== label), other];
};

/**
 * One searchable list of professions (DESIGN.md §13.0) for the job form and the search filter alike:
 * the reader types in their language and the value is always the language-independent key.
 */
export function ProfessionSelect({ value, onChange, otherLabel, ...props }: ProfessionSelectProps) {
  const { t, i18n } = useTranslation();
  const names = useProfessionNames();
  const language = uiLanguage(i18n);
  const [opened, setOpened] = useState(false);
  const other = otherLabel ?? names?.professions.other ?? '';
  const options = useMemo(
    () => (names ? professionOptions(names, language, other) : []),
    [names, language, other],
  );
  // Closed, the select holds only the chosen option: the full list of about 80 is built into the
  // page only while it is open, so the filters and the form stay quick to re-render on a slow phone.
  const chosen =
    names && isProfession(value)
      ? [{ value, label: value === OTHER_PROFESSION ? other : names.professions[value] }]
      : [];
  const data = opened ? options : chosen;
  return (
    <Select
      searchable
      data={data}
      onDropdownOpen={() => setOpened(true)}
      onDropdownClose={() => setOpened(false)}
      value={value === '' ? null : value}
      onChange={(next) => onChange(next ?? '')}
      filter={keepOther}
      nothingFoundMessage={t('professions.nothingFound')}
      maxDropdownHeight={320}
      comboboxProps={{ withinPortal: true }}
      {...props}
    />
  );
}
