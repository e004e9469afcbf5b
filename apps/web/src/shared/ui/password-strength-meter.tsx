import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { loadPasswordChecker, loadedPasswordChecker } from '../lib/password-checker.ts';

const LEVELS = [
  { key: 'password.strength.veryWeak', color: 'red.9' },
  { key: 'password.strength.weak', color: 'red.8' },
  { key: 'password.strength.fair', color: 'yellow.9' },
  { key: 'password.strength.good', color: 'teal.8' },
  { key: 'password.strength.strong', color: 'green.9' },
] as const;

function usePasswordScore(password: string): number | null {
  const [checker, setChecker] = useState(loadedPasswordChecker);
  useEffect(() => {
    if (checker) return;
    let active = true;
    loadPasswordChecker().then(
      (loaded) => active && setChecker(loaded),
      () => undefined, // No meter without the dictionaries; the server still checks.
    );
    return () => {
      active = false;
    };
  }, [checker]);
  const deferred = useDeferredValue(password);
  return useMemo(() => (checker && deferred ? checker.check(deferred).score : null), [checker, deferred]);
}

/** zxcvbn's 0–4 score as a bar and a word, under a new-password field. */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const { t } = useTranslation();
  const score = usePasswordScore(password);
  const level = score === null ? undefined : LEVELS[score];
  if (!level || score === null) return null;
  return (
    <Stack gap={4} aria-live="polite">
      <Progress.Root size="sm">
        <Progress.Section
          value={((score + 1) / LEVELS.length) * 100}
          color={level.color}
          aria-label={t('password.strength.label')}
        />
      </Progress.Root>
      <Text size="sm">{t('password.strength.value', { level: t(level.key) })}</Text>
    </Stack>
  );
}
