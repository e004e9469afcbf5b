import { useTranslation } from 'react-i18next';
import classes from './companies.module.css';
import { VERIFICATION_LABELS, type CompanyVerification } from './verification-labels.ts';

function ShieldCheck() {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true" focusable="false">
      <path d="M12 2 4 5v6c0 5 3.4 9.4 8 11 4.6-1.6 8-6 8-11V5l-8-3Z" fill="currentColor" />
      <path
        d="m8 12 3 3 5-6"
        fill="none"
        stroke="var(--mantine-color-white)"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * A company's verification as an icon with its name for screen readers and on hover. It is drawn,
 * not written: a company named "Acme ✓ Verified" shows those characters as text, never this mark,
 * so no typed name can pass for it (DESIGN.md §14.1).
 */
export function VerificationMark({ level }: { level: CompanyVerification | null | undefined }) {
  const { t } = useTranslation();
  if (!level || level === 'none') return null;
  const label = t('companies.verification.mark', { level: t(VERIFICATION_LABELS[level]) });
  return (
    <span role="img" aria-label={label} title={label} className={classes.mark} data-level={level}>
      <ShieldCheck />
    </span>
  );
}
