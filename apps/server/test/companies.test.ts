import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import {
  ZCompanyInvitationResponse,
  ZCompanyMembersResponse,
  ZCompanyResponse,
  ZMyCompaniesResponse,
  type TCompany,
} from '@debut/contract/companies';
import { ZJobResponse, ZJobListResponse, ZJobSearchResponse } from '@debut/contract/jobs';
import { auditLog, companies, companyMembers, companyTokens, users } from '../src/db/schema.ts';
import { useTestApp, type TestApp } from './support/test-app.ts';
import {
  confirmEmail,
  createJob,
  createUser,
  jobInput,
  MOSCOW,
  nextAddress,
  publishJob,
  type TestUser,
} from './support/factories.ts';

const app = useTestApp();

type Call = { method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; url: string; payload?: object };
const call = (who: TestUser | null, { method, url, payload }: Call) =>
  app().request({
    method,
    url,
    ...(payload === undefined ? {} : { payload }),
    remoteAddress: nextAddress(),
    ...(who ? { token: who.token } : {}),
  });

async function confirmed(displayName?: string): Promise<TestUser> {
  const person = await createUser(app(), displayName ? { displayName } : {});
  await confirmEmail(app(), { id: person.user._id, email: person.email });
  return person;
}

async function createCompany(owner: TestUser, payload: object = {}): Promise<TCompany> {
  const response = await call(owner, {
    method: 'POST',
    url: '/api/companies',
    payload: { name: 'Acme Coffee', ...payload },
  });
  expect(response.statusCode, response.body).toBe(201);
  return ZCompanyResponse.parse(response.json()).company;
}

async function mailsTo(email: string) {
  const parsed = await Promise.all((await app().mails()).map((raw) => simpleParser(raw)));
  return parsed
    .filter((mail) => (mail.to && 'text' in mail.to ? mail.to.text : '') === email)
    .map((mail) => ({ subject: mail.subject ?? '', text: mail.text ?? '' }));
}

/** The token of the newest link of this kind mailed to `email`, read from the mail itself. */
async function mailedToken(email: string, path: string): Promise<string> {
  const mails = await mailsTo(email);
  const text = mails.at(-1)?.text ?? '';
  const match = new RegExp(`${path.replace(/[/?]/g, '\\$&')}\\?token=([A-Za-z0-9_%-]+)`).exec(text);
  if (!match?.[1]) throw new Error(`no ${path} link mailed to ${email}: ${text}`);
  return decodeURIComponent(match[1]);
}

/** An owner's company with a recruiter who accepted an invitation. */
async function companyWithRecruiter(): Promise<{ owner: TestUser; recruiter: TestUser; company: TCompany }> {
  const owner = await confirmed('Olga Owner');
  const recruiter = await confirmed('Rick Recruiter');
  const company = await createCompany(owner);
  const invited = await call(owner, {
    method: 'POST',
    url: `/api/companies/${company._id}/invitations`,
    payload: { email: recruiter.email, role: 'recruiter' },
  });
  expect(invited.statusCode, invited.body).toBe(201);
  const token = await mailedToken(recruiter.email, '/invitations/accept');
  const accepted = await call(recruiter, {
    method: 'POST',
    url: '/api/companies/invitations/accept',
    payload: { token },
  });
  expect(accepted.statusCode, accepted.body).toBe(200);
  return { owner, recruiter, company };
}

async function makeAdmin(t: TestApp, person: TestUser) {
  await t.ctx.db.update(users).set({ role: 'admin' }).where(eq(users.id, person.user._id));
}

describe('POST /companies and reading companies', () => {
  it('creates a company with a slug from its name; the caller is its owner', async () => {
    const owner = await createUser(app());
    const company = await createCompany(owner, {
      name: 'Café Über Straße',
      about: 'We roast our own beans.',
      website: 'https://www.cafe-uber.example.com/',
      size: '11-50',
      city: { name: 'Berlin', lat: 52.52, lng: 13.405 },
    });
    expect(company).toMatchObject({
      slug: 'cafe-uber-straße',
      name: 'Café Über Straße',
      about: 'We roast our own beans.',
      size: '11-50',
      city: { name: 'Berlin', lat: 52.52, lng: 13.405 },
      logoUrl: null,
      // The owner's e-mail is not confirmed yet.
      verification: 'none',
      jobsCount: 0,
      response: null,
      role: 'owner',
    });
    expect(company.publicUrl).toMatch(/\/companies\/cafe-uber-stra%C3%9Fe$/);
    const again = await createCompany(await createUser(app()), { name: 'Café Über Straße' });
    expect(again.slug).toBe('cafe-uber-straße-2');
  });

  it('says "email" once an owner confirmed their address', async () => {
    const owner = await createUser(app());
    const company = await createCompany(owner);
    await confirmEmail(app(), { id: owner.user._id, email: owner.email });
    const read = await call(owner, { method: 'GET', url: `/api/companies/${company._id}` });
    expect(ZCompanyResponse.parse(read.json()).company.verification).toBe('email');
  });

  it('refuses names that imitate a badge, bad websites, and a sixth company', async () => {
    const owner = await createUser(app());
    for (const payload of [
      { name: 'E-mail confirmed' },
      { name: 'Acme ✔' },
      { name: 'A' },
      { name: 'Acme', website: 'http://acme.example.com' },
      { name: 'Acme', size: '2-5' },
    ]) {
      const response = await call(owner, { method: 'POST', url: '/api/companies', payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    for (let n = 0; n < 5; n += 1) await createCompany(owner, { name: `Firm ${n}` });
    const sixth = await call(owner, { method: 'POST', url: '/api/companies', payload: { name: 'Firm 6' } });
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json().code).toBe('COMPANY_LIMIT');
  });

  it('lists the caller’s companies with their role; any signed-in user reads a profile', async () => {
    const { owner, recruiter, company } = await companyWithRecruiter();
    const mine = ZMyCompaniesResponse.parse(
      (await call(recruiter, { method: 'GET', url: '/api/companies/my' })).json(),
    );
    expect(mine.items.map((item) => [item._id, item.role])).toEqual([[company._id, 'recruiter']]);
    const stranger = await createUser(app());
    const seen = await call(stranger, { method: 'GET', url: `/api/companies/${company._id}` });
    expect(seen.statusCode).toBe(200);
    expect(seen.json().company.role).toBeUndefined();
    expect(
      (await call(owner, { method: 'GET', url: `/api/companies/${crypto.randomUUID()}` })).statusCode,
    ).toBe(404);
    expect((await call(null, { method: 'GET', url: `/api/companies/${company._id}` })).statusCode).toBe(401);
  });
});

describe('PATCH /companies/{id}', () => {
  it('lets owners edit, not recruiters, and the jobs’ company name follows the company', async () => {
    const { owner, recruiter, company } = await companyWithRecruiter();
    const job = await createJob(app(), owner.user._id, { companyId: company._id, companyName: undefined });
    expect(job.companyName).toBe('Acme Coffee');
    const refused = await call(recruiter, {
      method: 'PATCH',
      url: `/api/companies/${company._id}`,
      payload: { about: 'Hijacked' },
    });
    expect(refused.statusCode).toBe(403);
    const renamed = await call(owner, {
      method: 'PATCH',
      url: `/api/companies/${company._id}`,
      payload: { name: 'Acme Roasters', website: '' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().company).toMatchObject({
      name: 'Acme Roasters',
      website: null,
      slug: company.slug,
    });
    const read = ZJobResponse.parse(
      (await call(owner, { method: 'GET', url: `/api/jobs/${job.id}` })).json(),
    );
    expect(read.job.companyName).toBe('Acme Roasters');
    expect(read.job.company).toMatchObject({ _id: company._id, name: 'Acme Roasters', slug: company.slug });
  });
});

describe('jobs of a company', () => {
  it('takes companyId from members only and carries the company on the job', async () => {
    const { recruiter, company } = await companyWithRecruiter();
    const created = await call(recruiter, {
      method: 'POST',
      url: '/api/jobs',
      payload: { ...jobInput({ companyId: company._id }), companyName: undefined },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { job } = ZJobResponse.parse(created.json());
    expect(job).toMatchObject({ companyName: 'Acme Coffee', canManage: true });
    expect(job.company).toEqual({
      _id: company._id,
      slug: company.slug,
      name: 'Acme Coffee',
      logoUrl: null,
      verification: 'email',
    });
    const stranger = await createUser(app());
    const refused = await call(stranger, {
      method: 'POST',
      url: '/api/jobs',
      payload: jobInput({ companyId: company._id }),
    });
    expect(refused.statusCode).toBe(403);
    const nameless = await call(stranger, {
      method: 'POST',
      url: '/api/jobs',
      payload: { ...jobInput(), companyName: undefined },
    });
    expect(nameless.statusCode).toBe(400);
  });

  it('carries the company on every job payload: an alert’s jobs, the copy of a job and the export', async () => {
    const owner = await confirmed('Olga Owner');
    const company = await createCompany(owner, { name: 'Zebra Bakery' });
    const expected = { _id: company._id, slug: company.slug, name: 'Zebra Bakery', logoUrl: null };
    const seeker = await createUser(app());
    const alert = await call(seeker, {
      method: 'POST',
      url: '/api/alerts',
      payload: { name: 'Bakers', query: { q: 'zebrabaker' }, frequency: 'instant' },
    });
    expect(alert.statusCode, alert.body).toBe(201);
    const alertId = (alert.json() as { alert: { id: string } }).alert.id;
    const draft = await createJob(app(), owner.user.id, {
      companyId: company._id,
      title: 'Zebrabaker apprentice',
    });
    await publishJob(app(), draft.id);
    await app().deliverOwed();

    const matched = await call(seeker, { method: 'GET', url: `/api/alerts/${alertId}/jobs` });
    expect(matched.statusCode, matched.body).toBe(200);
    const { items } = ZJobListResponse.parse(matched.json());
    expect(items.map((job) => job.id)).toEqual([draft.id]);
    expect(items[0]?.company).toMatchObject(expected);
    // A search's list reads the company with its page, verification and all.
    for (const query of [
      'q=zebrabaker',
      'q=zebrabaker&sort=date',
      `lat=${MOSCOW.lat}&lng=${MOSCOW.lng}&limit=50`,
      'sort=date&limit=50',
    ]) {
      const found = await call(seeker, { method: 'GET', url: `/api/jobs?${query}` });
      expect(found.statusCode, found.body).toBe(200);
      const listed = ZJobSearchResponse.parse(found.json()).items.find((job) => job._id === draft.id);
      expect(listed?.company, query).toEqual({ ...expected, verification: 'email' });
    }

    const copy = await call(owner, { method: 'POST', url: `/api/jobs/${draft.id}/duplicate` });
    expect(copy.statusCode, copy.body).toBe(201);
    expect(ZJobResponse.parse(copy.json()).job.company).toMatchObject(expected);

    const exported = await call(owner, { method: 'GET', url: '/api/users/me/export' });
    expect(exported.statusCode).toBe(200);
    const exportedJobs = (exported.json() as { jobs: { id: string; company: unknown }[] }).jobs;
    expect(exportedJobs.find((job) => job.id === draft.id)?.company).toMatchObject(expected);
  });

  it('lets a recruiter manage the owner’s job, its applicants, its chats and its payments', async () => {
    const { owner, recruiter, company } = await companyWithRecruiter();
    const job = await createJob(app(), owner.user._id, { companyId: company._id });
    await publishJob(app(), job.id);
    const seeker = await createUser(app(), { displayName: 'Sveta Seeker' });
    expect(
      (await call(seeker, { method: 'POST', url: `/api/applications/${job.id}`, payload: {} })).statusCode,
    ).toBe(201);

    const mine = ZJobListResponse.parse(
      (await call(recruiter, { method: 'GET', url: '/api/jobs/my' })).json(),
    );
    expect(mine.items.map((item) => [item.id, item.isOwner, item.canManage, item.applicationsCount])).toEqual(
      [[job.id, false, true, 1]],
    );
    const applicants = await call(recruiter, { method: 'GET', url: `/api/jobs/${job.id}/applications` });
    expect(applicants.statusCode, applicants.body).toBe(200);
    const [application] = applicants.json().items as { _id: string }[];
    const invited = await call(recruiter, {
      method: 'PATCH',
      url: `/api/jobs/${job.id}/applications/${application?._id}`,
      payload: { status: 'invited' },
    });
    expect(invited.statusCode, invited.body).toBe(200);
    const written = await call(recruiter, {
      method: 'POST',
      url: '/api/messages',
      payload: { jobId: job.id, to: seeker.user._id, text: 'Come on Monday at ten!' },
    });
    expect(written.statusCode, written.body).toBe(201);
    // The seeker sees the chat with the job's side; the owner sees the recruiter's message in it.
    const seekerThreads = await call(seeker, { method: 'GET', url: '/api/messages/threads' });
    expect(seekerThreads.json().threads).toHaveLength(1);
    const ownerThread = await call(owner, {
      method: 'GET',
      url: `/api/messages/thread?jobId=${job.id}&userId=${seeker.user._id}`,
    });
    expect(ownerThread.statusCode, ownerThread.body).toBe(200);
    expect(ownerThread.json().messages.map((m: { body: string; text?: string }) => m.text ?? m.body)).toEqual(
      ['Come on Monday at ten!'],
    );
    const edited = await call(recruiter, {
      method: 'PUT',
      url: `/api/jobs/${job.id}`,
      payload: { title: 'Senior barista at a city café' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().job).toMatchObject({ isOwner: false, canManage: true });
    expect((await call(recruiter, { method: 'GET', url: '/api/payments/my' })).statusCode).toBe(200);

    // A member who left, and a stranger, may do none of it.
    const left = await call(recruiter, {
      method: 'DELETE',
      url: `/api/companies/${company._id}/members/${recruiter.user._id}`,
    });
    expect(left.statusCode).toBe(204);
    for (const who of [recruiter, await createUser(app())]) {
      const put = await call(who, {
        method: 'PUT',
        url: `/api/jobs/${job.id}`,
        payload: { title: 'Taken over job' },
      });
      expect(put.statusCode).toBe(403);
      const list = await call(who, { method: 'GET', url: `/api/jobs/${job.id}/applications` });
      expect(list.statusCode).toBe(403);
      expect((await call(who, { method: 'DELETE', url: `/api/jobs/${job.id}` })).statusCode).toBe(403);
    }
  });

  it('refuses a member’s application to the company’s own job', async () => {
    const { owner, recruiter, company } = await companyWithRecruiter();
    const job = await createJob(app(), owner.user._id, { companyId: company._id });
    await publishJob(app(), job.id);
    const applied = await call(recruiter, {
      method: 'POST',
      url: `/api/applications/${job.id}`,
      payload: {},
    });
    expect(applied.statusCode).toBe(400);
    expect(applied.json().code).toBe('OWN_JOB');
  });
});

describe('invitations and members', () => {
  it('mails a single-use link valid 7 days to the invited address only', async () => {
    const owner = await confirmed('Olga Owner');
    const company = await createCompany(owner);
    const invitee = await createUser(app());
    const response = await call(owner, {
      method: 'POST',
      url: `/api/companies/${company._id}/invitations`,
      payload: { email: invitee.email.toUpperCase(), role: 'owner' },
    });
    expect(response.statusCode, response.body).toBe(201);
    const { invitation } = ZCompanyInvitationResponse.parse(response.json());
    expect(invitation.email).toBe(invitee.email);
    const days = (Date.parse(invitation.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    const [mail] = await mailsTo(invitee.email);
    expect(mail?.subject).toBe('Join Acme Coffee on Debut');
    expect(mail?.text).toContain('Olga Owner invites you to the team of Acme Coffee on Debut as an owner');
    const token = await mailedToken(invitee.email, '/invitations/accept');

    // Another account, and the right one before its address is confirmed, are refused.
    const other = await confirmed();
    for (const who of [other, invitee]) {
      const refused = await call(who, {
        method: 'POST',
        url: '/api/companies/invitations/accept',
        payload: { token },
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('EMAIL_MISMATCH');
    }
    await confirmEmail(app(), { id: invitee.user._id, email: invitee.email });
    const accepted = await call(invitee, {
      method: 'POST',
      url: '/api/companies/invitations/accept',
      payload: { token },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().company.role).toBe('owner');
    const replay = await call(invitee, {
      method: 'POST',
      url: '/api/companies/invitations/accept',
      payload: { token },
    });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().code).toBe('TOKEN_INVALID');
    const again = await call(owner, {
      method: 'POST',
      url: `/api/companies/${company._id}/invitations`,
      payload: { email: invitee.email, role: 'recruiter' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ALREADY_MEMBER');
  });

  it('refuses an expired invitation and invitations from recruiters', async () => {
    const { recruiter, company, owner } = await companyWithRecruiter();
    const invitee = await confirmed();
    expect(
      (
        await call(recruiter, {
          method: 'POST',
          url: `/api/companies/${company._id}/invitations`,
          payload: { email: invitee.email, role: 'recruiter' },
        })
      ).statusCode,
    ).toBe(403);
    await call(owner, {
      method: 'POST',
      url: `/api/companies/${company._id}/invitations`,
      payload: { email: invitee.email, role: 'recruiter' },
    });
    const token = await mailedToken(invitee.email, '/invitations/accept');
    await app()
      .ctx.db.update(companyTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(companyTokens.email, invitee.email));
    const late = await call(invitee, {
      method: 'POST',
      url: '/api/companies/invitations/accept',
      payload: { token },
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().code).toBe('TOKEN_INVALID');
  });

  it('lists members to members; owners remove anyone, anyone leaves, the last owner stays', async () => {
    const { owner, recruiter, company } = await companyWithRecruiter();
    const members = await call(recruiter, { method: 'GET', url: `/api/companies/${company._id}/members` });
    expect(members.statusCode).toBe(200);
    expect(
      ZCompanyMembersResponse.parse(members.json()).items.map((m) => [m.user.displayName, m.role]),
    ).toEqual([
      ['Olga Owner', 'owner'],
      ['Rick Recruiter', 'recruiter'],
    ]);
    const stranger = await createUser(app());
    expect(
      (await call(stranger, { method: 'GET', url: `/api/companies/${company._id}/members` })).statusCode,
    ).toBe(403);
    const ownerOut = `/api/companies/${company._id}/members/${owner.user._id}`;
    expect((await call(recruiter, { method: 'DELETE', url: ownerOut })).statusCode).toBe(403);
    const lastOwner = await call(owner, { method: 'DELETE', url: ownerOut });
    expect(lastOwner.statusCode).toBe(409);
    expect(lastOwner.json().code).toBe('LAST_OWNER');
    const removed = await call(owner, {
      method: 'DELETE',
      url: `/api/companies/${company._id}/members/${recruiter.user._id}`,
    });
    expect(removed.statusCode).toBe(204);
    expect(
      (await call(recruiter, { method: 'GET', url: `/api/companies/${company._id}/members` })).statusCode,
    ).toBe(403);
  });
});

describe('verification', () => {
  it('confirms the website’s domain through a mailed link, never through free mail', async () => {
    const owner = await confirmed();
    const company = await createCompany(owner, { website: 'https://www.acme-coffee.example.org' });
    const url = `/api/companies/${company._id}/verify-domain`;
    const free = await call(owner, { method: 'POST', url, payload: { email: 'boss@gmail.com' } });
    expect(free.statusCode).toBe(400);
    expect(free.json().code).toBe('FREE_MAIL_DOMAIN');
    const elsewhere = await call(owner, {
      method: 'POST',
      url,
      payload: { email: 'boss@other.example.org' },
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().code).toBe('DOMAIN_MISMATCH');
    const sent = await call(owner, { method: 'POST', url, payload: { email: 'hr@acme-coffee.example.org' } });
    expect(sent.statusCode).toBe(202);
    const token = await mailedToken('hr@acme-coffee.example.org', '/company-domain/confirm');
    const confirm = await call(null, {
      method: 'POST',
      url: '/api/companies/verify-domain/confirm',
      payload: { token },
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    expect(confirm.json().company.verification).toBe('domain');
    const replay = await call(null, {
      method: 'POST',
      url: '/api/companies/verify-domain/confirm',
      payload: { token },
    });
    expect(replay.json().code).toBe('TOKEN_INVALID');
  });

  it('lets only admins set "documents", audited with the note', async () => {
    const owner = await createUser(app());
    const company = await createCompany(owner);
    const url = `/api/admin/companies/${company._id}/verification`;
    expect((await call(owner, { method: 'PUT', url, payload: { level: 'documents' } })).statusCode).toBe(403);
    const admin = await createUser(app());
    await makeAdmin(app(), admin);
    const set = await call(admin, {
      method: 'PUT',
      url,
      payload: { level: 'documents', note: 'Registry extract seen' },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().company.verification).toBe('documents');
    const [entry] = await app().ctx.db.select().from(auditLog).where(eq(auditLog.targetId, company._id));
    expect(entry).toMatchObject({
      action: 'company.verification',
      targetType: 'company',
      reason: 'Registry extract seen',
    });
    const back = await call(admin, { method: 'PUT', url, payload: { level: 'none' } });
    expect(back.json().company.verification).toBe('none');
  });
});

describe('account deletion', () => {
  it('hands a company to its oldest member, or deletes it when none is left', async () => {
    const { owner, recruiter, company } = await companyWithRecruiter();
    const job = await createJob(app(), owner.user._id, { companyId: company._id });
    const solo = await createUser(app());
    const alone = await createCompany(solo, { name: 'Solo Shop' });
    const soloJob = await createJob(app(), solo.user._id, { companyId: alone._id });

    expect((await call(owner, { method: 'DELETE', url: '/api/users/me' })).statusCode).toBe(204);
    const members = await app()
      .ctx.db.select()
      .from(companyMembers)
      .where(eq(companyMembers.companyId, company._id));
    expect(members.map((m) => [m.userId, m.role])).toEqual([[recruiter.user._id, 'owner']]);
    // The owner's own job went with the account (as before companies); the company stays.
    expect((await call(recruiter, { method: 'GET', url: `/api/jobs/${job.id}` })).statusCode).toBe(404);

    const soloMember = await createUser(app());
    expect((await call(solo, { method: 'DELETE', url: '/api/users/me' })).statusCode).toBe(204);
    expect(await app().ctx.db.select().from(companies).where(eq(companies.id, alone._id))).toEqual([]);
    expect((await call(soloMember, { method: 'GET', url: `/api/jobs/${soloJob.id}` })).statusCode).toBe(404);
  });
});
