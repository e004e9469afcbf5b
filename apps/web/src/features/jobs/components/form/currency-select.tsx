import { useMemo, type Ref } from 'react';
import { Select, type SelectProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CURRENCY_CODES } from '@debut/contract/currencies';

type CurrencySelectProps = Omit<SelectProps, 'data' | 'value' | 'onChange'> & {
  value: string;
  onChange: (code: string) => void;
  ref?: Ref<HTMLInputElement>;
};

/** "EUR — Euro" in the UI language for every ISO 4217 code the contract accepts. */
export function currencyOptions(language: string, keep?: string): { value: string; label: string }[] {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([language], { type: 'currency' });
  } catch {
    names = null;
  }
  // A stored code from before the list (an edit) stays selectable as it is.
  const codes = keep && !CURRENCY_CODES.includes(keep) ? [keep, ...CURRENCY_CODES] : CURRENCY_CODES;
  return codes.map((code) => {
    const name = names?.of(code);
    return { value: code, label: name && name !== code ? `${code} — ${name}` : code };
  });
}

/** The job's currency: a searchable list of ISO 4217 codes with their names (type "euro" or "EUR"). */
export function CurrencySelect({ value, onChange, ...props }: CurrencySelectProps) {
  const { i18n } = useTranslation();
  const data = useMemo(() => currencyOptions(i18n.language, value), [i18n.language, value]);
  return (
    <Select
      {...props}
      data={data}
      value={value}
      onChange={(code) => {
        if (code) onChange(code);
      }}
      searchable
      allowDeselect={false}
      limit={50}
    />
  );
}
