import { Anchor } from '@mantine/core';
import type { TJobCompany } from '@debut/contract/companies';
import classes from './companies.module.css';
import { CompanyLogo } from './company-logo.tsx';
import { companyPublicPath } from './company-public-path.ts';
import { VerificationMark } from './verification-mark.tsx';

interface CompanyNameProps {
  company: TJobCompany;
  size?: 'xs' | 'sm' | 'md' | 'lg';
  /** One line, the name cut with an ellipsis (a result card, where three must fit on a phone). */
  oneLine?: boolean;
}

/**
 * A job's company where jobs are listed or shown: the logo, the name linking to the company's
 * public page, and the verification mark after it. Inline, so it sits in a line of text.
 */
export function CompanyName({ company, size = 'sm', oneLine = false }: CompanyNameProps) {
  return (
    <span className={classes.name} data-one-line={oneLine || undefined}>
      <CompanyLogo company={company} size={size === 'lg' ? 28 : 20} />
      <Anchor href={companyPublicPath(company.slug)} size={size} inherit={size === 'lg'} fw={500}>
        <bdi>{company.name}</bdi>
      </Anchor>
      <VerificationMark level={company.verification} />
    </span>
  );
}
