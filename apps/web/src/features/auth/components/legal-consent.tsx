import type { ReactNode } from 'react';
import { Anchor, Checkbox, Stack, Text } from '@mantine/core';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';

interface LegalConsentProps {
  terms: UseFormRegisterReturn;
  privacy: UseFormRegisterReturn;
  /** Shown until both boxes are ticked; the submit button points at it. */
  hintId: string;
  accepted: boolean;
}

function DocumentLink({ to, children }: { to: string; children?: ReactNode }) {
  // The documents open in a new tab so the filled-in form stays as it is.
  return (
    <Anchor component={Link} to={to} target="_blank" rel="noopener noreferrer" inherit>
      {children}
    </Anchor>
  );
}

/** The two consent boxes of registration (SPEC.md §2), each linking its document. */
export function LegalConsent({ terms, privacy, hintId, accepted }: LegalConsentProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Checkbox
        label={
          <Trans
            t={t}
            i18nKey="auth.register.acceptTerms"
            components={{ doc: <DocumentLink to="/terms" /> }}
          />
        }
        {...terms}
      />
      <Checkbox
        label={
          <Trans
            t={t}
            i18nKey="auth.register.acceptPrivacy"
            components={{ doc: <DocumentLink to="/privacy" /> }}
          />
        }
        {...privacy}
      />
      {!accepted && (
        <Text id={hintId} size="sm">
          {t('validation.mustAcceptLegal')}
        </Text>
      )}
    </Stack>
  );
}
