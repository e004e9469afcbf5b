import { and, asc, count, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import {
  COMPANIES_PER_ACCOUNT,
  COMPANY_TOKEN_DAYS,
  type TCompanyInvitationRequest,
  type TCompanyRole,
  type TCreateCompanyRequest,
  type TUpdateCompanyRequest,
} from '@debut/contract/companies';
import type { TResponseFigures } from '@debut/contract/jobs';
import { responseFiguresOf } from '../applications/response.ts';
import type { Db, Tx } from '../../db/client.ts';
import { liveJobAs } from '../../db/live-job.ts';
import {
  companies,
  companyLogos,
  companyMembers,
  companyTokens,
  users,
  type CompanyRow,
  type UserRow,
} from '../../db/schema.ts';
import { AppError, forbidden, notFound } from '../../platform/errors.ts';
import { enqueueMail } from '../../platform/outbox-mail.ts';
import { hashToken, newToken } from '../auth/tokens.ts';
import { renameCompanyJobs } from '../jobs/commands.ts';
import { audit } from '../moderation/audit.ts';
import { emailDomain, isAtDomain, isFreeMailDomain, websiteDomain } from './domain.ts';
import { encodeLogo } from './logo-image.ts';
import { companyDomainMail, companyInvitationMail } from '../../mail/company-mail.ts';
import { freeSlug } from './slug.ts';
import { forgetUnusedLogos } from './commands.ts';
import type { DomainEvents } from '../../domain-events.ts';

/** `companies.id` written out in full: inside a subquery on users or jobs a bare "id" means theirs. */
const companyIdColumn = sql.raw('"companies"."id"');

const ttl = sql.raw(`interval '${COMPANY_TOKEN_DAYS} days'`);

export const companyNotFound = () => notFound('Company not found');
const ownersOnly = () => forbidden('Only an owner of this company can do this');
const membersOnly = () => forbidden('Only members of this company can do this');
const tokenInvalid = () =>
  new AppError(400, 'TOKEN_INVALID', 'The link is not valid, expired or already used');

const isUniqueViolation = (error: unknown): boolean => {
  const cause = (error as { cause?: { code?: string } }).cause;
  return (error as { code?: string }).code === '23505' || cause?.code === '23505';
};

/** What the links in the mails point at: the web app's pages (the SSR page owns /companies/*). */
export interface CompanyLinks {
  publicUrl: string;
}

/** A company with what its payload needs beyond the row. */
export interface CompanyView {
  company: CompanyRow;
  /** An owner confirmed their e-mail address. */
  ownerEmailConfirmed: boolean;
  jobsCount: number;
  role: TCompanyRole | null;
  /** How reliably the company answers applicants (DESIGN.md §14.2); null until 5 were due. */
  response: TResponseFigures | null;
}

/** Companies and their teams (DESIGN.md §14.1, decisions 045 and 046). */
export function createCompaniesService(db: Db, links: CompanyLinks, events: DomainEvents) {
  /** Tells every node, once the write committed, that the company's public page changed (decision 059). */
  const viewChanged = (changed: CompanyView): CompanyView => {
    events.publish({ type: 'company.changed', companyId: changed.company.id });
    return changed;
  };
  /** The companies' views, with the viewer's role in each; in the order of `ids`. */
  async function views(on: Db | Tx, ids: string[], viewerId: string | null): Promise<CompanyView[]> {
    if (ids.length === 0) return [];
    const rows = await on
      .select({
        company: companies,
        ownerEmailConfirmed: sql<boolean>`exists (
          select 1 from ${companyMembers} m join ${users} u on u.id = m.user_id
          where m.company_id = ${companyIdColumn} and m.role = 'owner' and u.email_verified_at is not null)`,
        jobsCount: sql<number>`(select count(*)::int from jobs j
          where j.company_id = ${companyIdColumn} and ${liveJobAs('j')})`,
        role: sql<TCompanyRole | null>`(select m.role from ${companyMembers} m
          where m.company_id = ${companyIdColumn} and m.user_id = ${viewerId})`,
      })
      .from(companies)
      .where(inArray(companies.id, ids));
    const byId = new Map(rows.map((row) => [row.company.id, row]));
    const figures = await responseFiguresOf(
      on,
      ids.map((id) => ({ subject: 'company' as const, id })),
    );
    return ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [{ ...row, response: figures.get(`company:${id}`) ?? null }] : [];
    });
  }

  async function view(on: Db | Tx, id: string, viewerId: string | null): Promise<CompanyView> {
    const [found] = await views(on, [id], viewerId);
    if (!found) throw companyNotFound();
    return found;
  }

  /** The caller's role in the company, the company locked for the rest of the transaction. */
  async function lockWithRole(
    tx: Tx,
    userId: string,
    id: string,
  ): Promise<{ company: CompanyRow; role: TCompanyRole | null }> {
    const [company] = await tx.select().from(companies).where(eq(companies.id, id)).for('update');
    if (!company) throw companyNotFound();
    const [member] = await tx
      .select({ role: companyMembers.role })
      .from(companyMembers)
      .where(and(eq(companyMembers.companyId, id), eq(companyMembers.userId, userId)));
    return { company, role: member?.role ?? null };
  }

  async function lockAsOwner(tx: Tx, userId: string, id: string): Promise<CompanyRow> {
    const { company, role } = await lockWithRole(tx, userId, id);
    if (role !== 'owner') throw ownersOnly();
    return company;
  }

  async function assertUnderLimit(tx: Tx, userId: string): Promise<void> {
    const [memberships] = await tx
      .select({ n: count() })
      .from(companyMembers)
      .where(eq(companyMembers.userId, userId));
    if ((memberships?.n ?? 0) >= COMPANIES_PER_ACCOUNT) {
      throw new AppError(
        409,
        'COMPANY_LIMIT',
        `An account can belong to at most ${COMPANIES_PER_ACCOUNT} companies`,
      );
    }
  }

  /** Inserts with the first free slug; a rival that took it meanwhile makes it try the next one. */
  async function insertCompany(userId: string, input: TCreateCompanyRequest): Promise<string> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await db.transaction(async (tx) => {
          // Serialises one account's creations, so two at once cannot both pass the limit.
          await tx.execute(sql`select id from ${users} where id = ${userId} for update`);
          await assertUnderLimit(tx, userId);
          const [company] = await tx
            .insert(companies)
            .values({ ...input, about: input.about ?? '', slug: await freeSlug(tx, input.name) })
            .returning({ id: companies.id });
          if (!company) throw new Error('company not stored');
          await tx.insert(companyMembers).values({ companyId: company.id, userId, role: 'owner' });
          return company.id;
        });
      } catch (error) {
        if (!isUniqueViolation(error) || attempt >= 3) throw error;
      }
    }
  }

  /** A single-use link's row: unused, unexpired, of this purpose; locked. */
  async function claimToken(tx: Tx, token: string, purpose: 'invitation' | 'domain') {
    const [row] = await tx
      .select()
      .from(companyTokens)
      .where(
        and(
          eq(companyTokens.tokenHash, hashToken(token)),
          eq(companyTokens.purpose, purpose),
          isNull(companyTokens.usedAt),
          gt(companyTokens.expiresAt, sql`now()`),
        ),
      )
      .for('update');
    if (!row) throw tokenInvalid();
    return row;
  }

  const useToken = (tx: Tx, tokenHash: string) =>
    tx
      .update(companyTokens)
      .set({ usedAt: sql`now()` })
      .where(eq(companyTokens.tokenHash, tokenHash));

  return {
    view: (id: string, viewerId: string | null) => view(db, id, viewerId),

    /** The public page's company by its slug, or undefined. */
    async bySlug(slug: string): Promise<CompanyView | undefined> {
      const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.slug, slug));
      return row ? (await views(db, [row.id], null))[0] : undefined;
    },

    async create(userId: string, input: TCreateCompanyRequest): Promise<CompanyView> {
      return view(db, await insertCompany(userId, input), userId);
    },

    /** The caller's companies, the oldest membership first. */
    async mine(userId: string): Promise<CompanyView[]> {
      const ids = await db
        .select({ id: companyMembers.companyId })
        .from(companyMembers)
        .where(eq(companyMembers.userId, userId))
        .orderBy(asc(companyMembers.joinedAt));
      return views(
        db,
        ids.map((row) => row.id),
        userId,
      );
    },

    async update(userId: string, id: string, patch: TUpdateCompanyRequest): Promise<CompanyView> {
      return db
        .transaction(async (tx) => {
          const company = await lockAsOwner(tx, userId, id);
          await tx
            .update(companies)
            .set({ ...patch, updatedAt: sql`now()` })
            .where(eq(companies.id, id));
          if (patch.name !== undefined && patch.name !== company.name) {
            await renameCompanyJobs(tx, id, patch.name);
          }
          return view(tx, id, userId);
        })
        .then(viewChanged);
    },

    /** Re-encodes and stores the logo under its content hash; the same image is stored once. */
    async putLogo(userId: string, id: string, image: Uint8Array): Promise<CompanyView> {
      // Decoding is the slow part and needs no lock: the caller's right is checked first, cheaply.
      await db.transaction((tx) => lockAsOwner(tx, userId, id));
      const logo = await encodeLogo(image);
      return db
        .transaction(async (tx) => {
          await lockAsOwner(tx, userId, id);
          await tx.insert(companyLogos).values(logo).onConflictDoNothing();
          await tx
            .update(companies)
            .set({ logoHash: logo.hash, updatedAt: sql`now()` })
            .where(eq(companies.id, id));
          await forgetUnusedLogos(tx);
          return view(tx, id, userId);
        })
        .then(viewChanged);
    },

    async removeLogo(userId: string, id: string): Promise<CompanyView> {
      return db
        .transaction(async (tx) => {
          await lockAsOwner(tx, userId, id);
          await tx
            .update(companies)
            .set({ logoHash: null, updatedAt: sql`now()` })
            .where(eq(companies.id, id));
          await forgetUnusedLogos(tx);
          return view(tx, id, userId);
        })
        .then(viewChanged);
    },

    /** A stored logo's bytes by their hash. */
    async logo(hash: string): Promise<Buffer | undefined> {
      const [row] = await db
        .select({ data: companyLogos.data })
        .from(companyLogos)
        .where(eq(companyLogos.hash, hash));
      return row?.data;
    },

    async members(userId: string, id: string) {
      const { role } = await db.transaction((tx) => lockWithRole(tx, userId, id));
      if (!role) throw membersOnly();
      return db
        .select({
          userId: companyMembers.userId,
          displayName: users.displayName,
          role: companyMembers.role,
          joinedAt: companyMembers.joinedAt,
        })
        .from(companyMembers)
        .innerJoin(users, eq(users.id, companyMembers.userId))
        .where(eq(companyMembers.companyId, id))
        .orderBy(asc(companyMembers.joinedAt));
    },

    /** Mails a single-use link to the address; 409 when that address's account is already a member. */
    async invite(inviter: UserRow, id: string, input: TCompanyInvitationRequest) {
      return db.transaction(async (tx) => {
        const company = await lockAsOwner(tx, inviter.id, id);
        const [already] = await tx
          .select({ userId: companyMembers.userId })
          .from(companyMembers)
          .innerJoin(users, eq(users.id, companyMembers.userId))
          .where(and(eq(companyMembers.companyId, id), eq(users.email, input.email)));
        if (already)
          throw new AppError(409, 'ALREADY_MEMBER', 'This person is already a member of the company');
        const { token, tokenHash } = newToken();
        const [invitation] = await tx
          .insert(companyTokens)
          .values({
            tokenHash,
            purpose: 'invitation',
            companyId: id,
            createdBy: inviter.id,
            email: input.email,
            role: input.role,
            expiresAt: sql`now() + ${ttl}`,
          })
          .returning();
        if (!invitation) throw new Error('invitation not stored');
        const [invitee] = await tx
          .select({ id: users.id, language: users.language })
          .from(users)
          .where(eq(users.email, input.email));
        await enqueueMail(tx, {
          key: `company-invitation:${tokenHash}`,
          userId: invitee?.id ?? null,
          message: companyInvitationMail({
            to: input.email,
            language: invitee?.language ?? inviter.language,
            inviter: inviter.displayName,
            company: company.name,
            role: input.role,
            expiresAt: invitation.expiresAt,
            link: `${links.publicUrl}/invitations/accept?token=${encodeURIComponent(token)}`,
          }),
        });
        return invitation;
      });
    },

    /** Joins the caller to the company of a valid invitation sent to the caller's confirmed address. */
    async accept(user: UserRow, token: string): Promise<CompanyView> {
      return db
        .transaction(async (tx) => {
          const invitation = await claimToken(tx, token, 'invitation');
          if (!user.emailVerifiedAt || user.email !== invitation.email) {
            throw new AppError(
              403,
              'EMAIL_MISMATCH',
              'This invitation was sent to another address: sign in with that address, confirmed, to accept it',
            );
          }
          const { role } = await lockWithRole(tx, user.id, invitation.companyId);
          if (role) throw new AppError(409, 'ALREADY_MEMBER', 'You are already a member of this company');
          await assertUnderLimit(tx, user.id);
          await tx.insert(companyMembers).values({
            companyId: invitation.companyId,
            userId: user.id,
            role: invitation.role ?? 'recruiter',
          });
          await useToken(tx, invitation.tokenHash);
          return view(tx, invitation.companyId, user.id);
        })
        .then(viewChanged);
    },

    /** An owner removes anyone, anyone removes themself; the last owner stays. */
    async removeMember(userId: string, id: string, memberId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const { role } = await lockWithRole(tx, userId, id);
        if (!role) throw membersOnly();
        if (memberId !== userId && role !== 'owner') throw ownersOnly();
        const [target] = await tx
          .select({ role: companyMembers.role })
          .from(companyMembers)
          .where(and(eq(companyMembers.companyId, id), eq(companyMembers.userId, memberId)));
        if (!target) throw notFound('Not a member of this company');
        if (target.role === 'owner') {
          const [owners] = await tx
            .select({ n: count() })
            .from(companyMembers)
            .where(and(eq(companyMembers.companyId, id), eq(companyMembers.role, 'owner')));
          if ((owners?.n ?? 0) <= 1) {
            throw new AppError(
              409,
              'LAST_OWNER',
              'A company keeps at least one owner: make another member an owner first',
            );
          }
        }
        await tx
          .delete(companyMembers)
          .where(and(eq(companyMembers.companyId, id), eq(companyMembers.userId, memberId)));
      });
      events.publish({ type: 'company.changed', companyId: id });
    },

    /** Mails a confirmation link to an address at the website's domain (any member may ask). */
    async requestDomainCheck(user: UserRow, id: string, email: string): Promise<void> {
      await db.transaction(async (tx) => {
        const { company, role } = await lockWithRole(tx, user.id, id);
        if (!role) throw membersOnly();
        if (isFreeMailDomain(emailDomain(email))) {
          throw new AppError(
            400,
            'FREE_MAIL_DOMAIN',
            'A free e-mail service cannot confirm a company’s domain: use an address at the company’s own domain',
          );
        }
        const domain = company.website ? websiteDomain(company.website) : null;
        if (!domain || !isAtDomain(email, domain)) {
          throw new AppError(
            400,
            'DOMAIN_MISMATCH',
            domain
              ? `The address must be at ${domain}, the domain of the company’s website`
              : 'Give the company’s website first: the address must be at its domain',
          );
        }
        const { token, tokenHash } = newToken();
        const [row] = await tx
          .insert(companyTokens)
          .values({
            tokenHash,
            purpose: 'domain',
            companyId: id,
            createdBy: user.id,
            email,
            expiresAt: sql`now() + ${ttl}`,
          })
          .returning();
        if (!row) throw new Error('domain check not stored');
        await enqueueMail(tx, {
          key: `company-domain:${tokenHash}`,
          userId: null,
          message: companyDomainMail({
            to: email,
            language: user.language,
            company: company.name,
            domain,
            expiresAt: row.expiresAt,
            link: `${links.publicUrl}/company-domain/confirm?token=${encodeURIComponent(token)}`,
          }),
        });
      });
    },

    /** The mailed link's token confirms the domain it was sent for, if the website is still there. */
    async confirmDomain(token: string): Promise<CompanyView> {
      return db
        .transaction(async (tx) => {
          const row = await claimToken(tx, token, 'domain');
          const [company] = await tx
            .select()
            .from(companies)
            .where(eq(companies.id, row.companyId))
            .for('update');
          if (!company) throw tokenInvalid();
          const domain = company.website ? websiteDomain(company.website) : null;
          // The website changed since the link was sent: the address no longer proves it.
          if (!domain || !isAtDomain(row.email, domain)) throw tokenInvalid();
          await tx
            .update(companies)
            .set({ domainVerifiedAt: sql`now()`, domainVerified: domain })
            .where(eq(companies.id, company.id));
          await useToken(tx, row.tokenHash);
          return view(tx, company.id, null);
        })
        .then(viewChanged);
    },

    /** An admin sets or takes back the checked papers; audited in the same transaction. */
    async setDocuments(
      adminId: string,
      id: string,
      level: 'none' | 'documents',
      note: string | null,
    ): Promise<CompanyView> {
      return db
        .transaction(async (tx) => {
          const [company] = await tx.select().from(companies).where(eq(companies.id, id)).for('update');
          if (!company) throw companyNotFound();
          await tx
            .update(companies)
            .set({ documentsVerifiedAt: level === 'documents' ? sql`now()` : null })
            .where(eq(companies.id, id));
          await audit(
            tx,
            adminId,
            'company.verification',
            { type: 'company', id, label: `${company.name} → ${level}` },
            note,
          );
          return view(tx, id, adminId);
        })
        .then(viewChanged);
    },
  };
}

export type CompaniesService = ReturnType<typeof createCompaniesService>;
