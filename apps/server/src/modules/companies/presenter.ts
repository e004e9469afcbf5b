import type {
  TCompany,
  TCompanyMember,
  TCompanyVerification,
  TJobCompany,
  TMyCompany,
} from '@debut/contract/companies';
import type { CompanyRow } from '../../db/schema.ts';
import type { CompanyView } from './service.ts';

/** The highest verification that applies (DESIGN.md §14.1): papers, then the domain, then an owner's e-mail. */
export function verificationOf(company: CompanyRow, ownerEmailConfirmed: boolean): TCompanyVerification {
  return highestVerification({
    documents: company.documentsVerifiedAt !== null,
    domain: company.domainVerifiedAt !== null,
    email: ownerEmailConfirmed,
  });
}

function highestVerification(held: {
  documents: boolean;
  domain: boolean;
  email: boolean;
}): TCompanyVerification {
  if (held.documents) return 'documents';
  if (held.domain) return 'domain';
  if (held.email) return 'email';
  return 'none';
}

/** What a job payload shows of its company, as a list reads it with the job (`jobCompanyFactsColumn`). */
export interface JobCompanyFacts {
  id: string;
  slug: string;
  name: string;
  logoHash: string | null;
  documentsVerified: boolean;
  domainVerified: boolean;
  ownerEmailConfirmed: boolean;
}

export function presentJobCompanyFacts(facts: JobCompanyFacts, publicBase: string): TJobCompany {
  return {
    _id: facts.id,
    slug: facts.slug,
    name: facts.name,
    logoUrl: logoUrlOf(publicBase, facts.logoHash),
    verification: highestVerification({
      documents: facts.documentsVerified,
      domain: facts.domainVerified,
      email: facts.ownerEmailConfirmed,
    }),
  };
}

/** Where a logo is served: its content hash in the address, so it can be cached for ever. */
export const logoUrlOf = (publicBase: string, hash: string | null): string | null =>
  hash ? `${publicBase}/company-logos/${hash}.webp` : null;

export const companyPageUrl = (publicBase: string, slug: string) =>
  `${publicBase}/companies/${encodeURIComponent(slug)}`;

export function presentCompany(view: CompanyView, publicBase: string): TCompany {
  const { company } = view;
  return {
    _id: company.id,
    id: company.id,
    slug: company.slug,
    name: company.name,
    about: company.about,
    website: company.website,
    industry: company.industry,
    size: company.size,
    city: company.city,
    logoUrl: logoUrlOf(publicBase, company.logoHash),
    verification: verificationOf(company, view.ownerEmailConfirmed),
    jobsCount: view.jobsCount,
    response: view.response,
    publicUrl: companyPageUrl(publicBase, company.slug),
    createdAt: company.createdAt.toISOString(),
    ...(view.role ? { role: view.role } : {}),
  };
}

export function presentMyCompany(view: CompanyView, publicBase: string): TMyCompany {
  if (!view.role) throw new Error('not a member of this company');
  return { ...presentCompany(view, publicBase), role: view.role };
}

export function presentJobCompany(
  company: CompanyRow,
  ownerEmailConfirmed: boolean,
  publicBase: string,
): TJobCompany {
  return {
    _id: company.id,
    slug: company.slug,
    name: company.name,
    logoUrl: logoUrlOf(publicBase, company.logoHash),
    verification: verificationOf(company, ownerEmailConfirmed),
  };
}

export function presentMember(member: {
  userId: string;
  displayName: string;
  role: TCompanyMember['role'];
  joinedAt: Date;
}): TCompanyMember {
  return {
    user: { _id: member.userId, displayName: member.displayName },
    role: member.role,
    joinedAt: member.joinedAt.toISOString(),
  };
}
