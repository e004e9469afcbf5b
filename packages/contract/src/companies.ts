import { z } from 'zod';
import { ZEmail } from './auth.ts';
import { humanText } from './human-text.ts';
import { ZText } from './primitives.ts';
import { ZId } from './users.ts';

// Companies and their teams (DESIGN.md §14.1, decisions 045 and 046).

export const COMPANY_SIZES = ['1-10', '11-50', '51-200', '201-1000', '1000+'] as const;
export const ZCompanySize = z.enum(COMPANY_SIZES);
export type TCompanySize = z.infer<typeof ZCompanySize>;

export const COMPANY_ROLES = ['owner', 'recruiter'] as const;
export const ZCompanyRole = z.enum(COMPANY_ROLES);
export type TCompanyRole = z.infer<typeof ZCompanyRole>;

/** Highest that applies: an owner's confirmed e-mail, a confirmed address at the website's domain, papers. */
export const COMPANY_VERIFICATIONS = ['none', 'email', 'domain', 'documents'] as const;
export const ZCompanyVerification = z.enum(COMPANY_VERIFICATIONS);
export type TCompanyVerification = z.infer<typeof ZCompanyVerification>;

/** What an admin sets by hand; "email" and "domain" follow from the members' confirmations. */
export const ADMIN_VERIFICATION_LEVELS = ['none', 'documents'] as const;

export const COMPANY_LIMITS = {
  name: { min: 2, max: 80 },
  about: { max: 3000 },
  website: { max: 300 },
  industry: { min: 2, max: 80 },
  cityName: { min: 1, max: 120 },
  note: { max: 500 },
} as const;
/** Companies one account may be a member of (409 COMPANY_LIMIT beyond). */
export const COMPANIES_PER_ACCOUNT = 5;
/** How long an invitation or a domain confirmation link stays valid. */
export const COMPANY_TOKEN_DAYS = 7;
/** Largest logo upload, in bytes (413 beyond). */
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
/** The stored logo is a square of at most this many pixels a side. */
export const LOGO_MAX_SIDE = 512;
/** The image types a logo may be sent as, checked by content, not by the header. */
export const LOGO_MEDIA_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** An https address with a host: what a company's website must be. */
export const ZWebsite = ZText.trim()
  .max(COMPANY_LIMITS.website.max)
  .pipe(z.url({ protocol: /^https$/, hostname: z.regexes.domain, normalize: true }));

export const ZCompanyCity = z.object({
  name: ZText.trim().min(COMPANY_LIMITS.cityName.min).max(COMPANY_LIMITS.cityName.max),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
});
export type TCompanyCity = z.infer<typeof ZCompanyCity>;

const emptyToNull = <T extends z.ZodType>(schema: T) =>
  z
    .union([z.literal(''), schema])
    .transform((value) => (value === '' ? null : (value as z.output<T>)))
    .nullable();

/** Every editable field of a company, each with its own rule; an empty optional field is cleared. */
const companyFields = {
  name: humanText(COMPANY_LIMITS.name.min, COMPANY_LIMITS.name.max),
  about: ZText.trim().max(COMPANY_LIMITS.about.max),
  website: emptyToNull(ZWebsite),
  industry: emptyToNull(ZText.trim().min(COMPANY_LIMITS.industry.min).max(COMPANY_LIMITS.industry.max)),
  size: ZCompanySize.nullable(),
  city: ZCompanyCity.nullable(),
};

/** `POST /companies`: a name, the rest optional. */
export const ZCreateCompanyRequest = z
  .object({
    name: companyFields.name,
    about: companyFields.about.optional(),
    website: companyFields.website.optional(),
    industry: companyFields.industry.optional(),
    size: companyFields.size.optional(),
    city: companyFields.city.optional(),
  })
  .strict();
export type TCreateCompanyRequest = z.infer<typeof ZCreateCompanyRequest>;

/** `PATCH /companies/{id}`: any of the create fields; null (or "") clears an optional one. */
export const ZUpdateCompanyRequest = ZCreateCompanyRequest.partial()
  .strict()
  .refine((patch) => Object.keys(patch).length > 0, { message: 'Nothing to change' });
export type TUpdateCompanyRequest = z.infer<typeof ZUpdateCompanyRequest>;

/** How fast a company answers applications (§14.2): null until 5 applications were due in 90 days. */
export const ZCompanyResponseRate = z.object({
  /** Share of due applications answered in time, 0–1. */
  rate: z.number().min(0).max(1),
  medianDays: z.number().min(0),
});

export const ZCompany = z.object({
  _id: z.string(),
  id: z.string(),
  /** Unique, made from the name; the public page is `/companies/{slug}`. */
  slug: z.string(),
  name: z.string(),
  about: z.string(),
  website: z.string().nullable(),
  industry: z.string().nullable(),
  size: ZCompanySize.nullable(),
  city: ZCompanyCity.nullable(),
  /** The logo's address (its content hash in it, cached for a year), or null without a logo. */
  logoUrl: z.string().nullable(),
  verification: ZCompanyVerification,
  /** Live jobs of the company. */
  jobsCount: z.number().int(),
  response: ZCompanyResponseRate.nullable(),
  /** The public page (absolute, from PUBLIC_URL). */
  publicUrl: z.string(),
  createdAt: z.string(),
  /** The caller's role, when the caller is a member. */
  role: ZCompanyRole.optional(),
});
z.globalRegistry.add(ZCompany, { id: 'Company' });
export type TCompany = z.infer<typeof ZCompany>;

/** A company as a member sees it in `GET /companies/my`: with their role. */
export const ZMyCompany = ZCompany.extend({ role: ZCompanyRole });
z.globalRegistry.add(ZMyCompany, { id: 'MyCompany' });
export type TMyCompany = z.infer<typeof ZMyCompany>;

export const ZCompanyResponse = z.object({ company: ZCompany });
export type TCompanyResponse = z.infer<typeof ZCompanyResponse>;
export const ZMyCompaniesResponse = z.object({ items: z.array(ZMyCompany) });
export type TMyCompaniesResponse = z.infer<typeof ZMyCompaniesResponse>;

export const ZCompanyIdParams = z.object({ id: ZId });
export const ZCompanyMemberParams = z.object({ id: ZId, userId: ZId });

/**
 * `PUT /companies/{id}/logo`: the image itself as the body (`image/png`, `image/jpeg` or
 * `image/webp`, at most LOGO_MAX_BYTES); the server checks its real type by its content.
 */
export const ZLogoBody = z
  .custom<Uint8Array>((value) => ArrayBuffer.isView(value), { message: 'Send the image as the body' })
  .meta({ type: 'string', format: 'binary', description: 'The image file' });

/** A company's member as the team screen lists them. */
export const ZCompanyMember = z.object({
  user: z.object({ _id: z.string(), displayName: z.string() }),
  role: ZCompanyRole,
  joinedAt: z.string(),
});
z.globalRegistry.add(ZCompanyMember, { id: 'CompanyMember' });
export type TCompanyMember = z.infer<typeof ZCompanyMember>;
export const ZCompanyMembersResponse = z.object({ items: z.array(ZCompanyMember) });
export type TCompanyMembersResponse = z.infer<typeof ZCompanyMembersResponse>;

/** `POST /companies/{id}/invitations`: mails a single-use link valid COMPANY_TOKEN_DAYS days. */
export const ZCompanyInvitationRequest = z.object({ email: ZEmail, role: ZCompanyRole }).strict();
export type TCompanyInvitationRequest = z.infer<typeof ZCompanyInvitationRequest>;
export const ZCompanyInvitationResponse = z.object({
  invitation: z.object({
    _id: z.string(),
    id: z.string(),
    email: z.string(),
    role: ZCompanyRole,
    expiresAt: z.string(),
  }),
});
export type TCompanyInvitationResponse = z.infer<typeof ZCompanyInvitationResponse>;

/** A token of a mailed link (invitation, domain confirmation). */
export const ZCompanyTokenRequest = z.object({ token: ZText.trim().min(1).max(200) }).strict();
export type TCompanyTokenRequest = z.infer<typeof ZCompanyTokenRequest>;

/** `POST /companies/{id}/verify-domain`: an address at the website's domain, not a free-mail one. */
export const ZVerifyDomainRequest = z.object({ email: ZEmail }).strict();
export type TVerifyDomainRequest = z.infer<typeof ZVerifyDomainRequest>;

/** `PUT /admin/companies/{id}/verification` (audited). */
export const ZCompanyVerificationRequest = z
  .object({
    level: z.enum(ADMIN_VERIFICATION_LEVELS),
    note: ZText.trim().max(COMPANY_LIMITS.note.max).nullish(),
  })
  .strict();
export type TCompanyVerificationRequest = z.infer<typeof ZCompanyVerificationRequest>;

/** The company a job belongs to, as job payloads carry it. */
export const ZJobCompany = z.object({
  _id: z.string(),
  slug: z.string(),
  name: z.string(),
  logoUrl: z.string().nullable(),
  verification: ZCompanyVerification,
});
z.globalRegistry.add(ZJobCompany, { id: 'JobCompany' });
export type TJobCompany = z.infer<typeof ZJobCompany>;

/** A membership as its member finds it in the data export. */
export const ZExportCompanyMembership = z.object({
  company: z.object({ _id: z.string(), slug: z.string(), name: z.string() }),
  role: ZCompanyRole,
  joinedAt: z.string(),
});
export type TExportCompanyMembership = z.infer<typeof ZExportCompanyMembership>;
