import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ZAccountExport, type TAccountExport } from '@debut/contract/export';
import { applications, companyMembers, supportRequests, users } from '../src/db/schema.ts';
import { SANDBOX_PAYER_EMAIL } from '../src/modules/payments/sandbox-page.ts';
import { useTestApp } from './support/test-app.ts';
import {
  confirmEmail,
  createJob,
  createUser,
  nextAddress,
  publishJob,
  type TestUser,
} from './support/factories.ts';
import { payForJob } from './support/payments.ts';

// Issue 9: "download my data". The export holds everything the account holds, as its holder sees it
// in the app, and nothing of anyone else: no other person's jobs, chats or e-mail, no secret at all.

const app = useTestApp();

interface World {
  me: TestUser;
  employer: TestUser;
  seeker: TestUser;
  admin: TestUser;
  myDraftId: string;
  myLiveId: string;
  myBlockedId: string;
  theirJobId: string;
  theirOtherJobId: string;
}
let w: World;

async function call(method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) {
  const response = await app().request({ method, url, token, ...(payload ? { payload } : {}) });
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  return response;
}

const exportOf = (token: string) => app().request({ method: 'GET', url: '/api/users/me/export', token });

beforeAll(async () => {
  const me = await createUser(app(), { displayName: 'Exporting Erik' });
  // Confirmed: only a confirmed address claims what was sent from it signed out (issue 27, item 1).
  await confirmEmail(app(), { id: me.user.id, email: me.email });
  const employer = await createUser(app(), { displayName: 'Employer Olga' });
  const seeker = await createUser(app(), { displayName: 'Seeker Pavel' });
  const admin = await createUser(app(), { displayName: 'Moderator Mia' });
  await app().ctx.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user.id));

  // My jobs in three statuses; the live one paid for and published the way a person does it.
  const myDraft = await createJob(app(), me.user.id, { title: 'My draft vacancy' });
  const myLive = await createJob(app(), me.user.id, { title: 'My live vacancy' });
  await payForJob(app(), myLive.id);
  await call('PUT', `/api/jobs/${myLive.id}`, me.token, { status: 'active', published: true });
  const myBlocked = await publishJob(
    app(),
    (await createJob(app(), me.user.id, { title: 'My blocked one' })).id,
  );
  await app().services.moderation.setJobBlocked(admin.user.id, myBlocked.id, true, 'Asks for money up front');

  // Someone else's jobs: I view, favourite, apply to, report and write about the first one.
  const theirJob = await publishJob(
    app(),
    (await createJob(app(), employer.user.id, { title: 'Their courier job' })).id,
  );
  const theirOtherJob = await publishJob(
    app(),
    (await createJob(app(), employer.user.id, { title: 'Their secret other job' })).id,
  );
  await call('GET', `/api/jobs/${theirJob.id}`, me.token);
  await call('PUT', `/api/favorites/${theirJob.id}`, me.token);
  await call('PUT', `/api/hidden/owners/${employer.user.id}`, me.token);
  await call('POST', `/api/applications/${theirJob.id}`, me.token, { coverLetter: 'I ride a bike well.' });
  await call('POST', `/api/jobs/${theirJob.id}/report`, me.token, {
    reason: 'money',
    text: 'Wants a deposit',
  });
  await call('POST', '/api/messages', me.token, {
    jobId: theirJob.id,
    to: employer.user.id,
    text: 'Is the bike provided?',
  });
  await call('POST', '/api/messages', employer.token, {
    jobId: theirJob.id,
    to: me.user.id,
    text: 'Yes, a bike comes with it.',
  });

  // Someone applies to and writes about my job; I answer.
  await call('POST', `/api/applications/${myLive.id}`, seeker.token, { coverLetter: 'Pavel would love it.' });
  await call('POST', '/api/messages', seeker.token, { jobId: myLive.id, to: me.user.id, text: 'Hello Erik' });
  await call('POST', '/api/messages', me.token, {
    jobId: myLive.id,
    to: seeker.user.id,
    text: 'Hello Pavel',
  });

  // A chat I am not part of.
  await call('POST', '/api/messages', seeker.token, {
    jobId: theirOtherJob.id,
    to: employer.user.id,
    text: 'A private word between two others',
  });

  // Support requests: one sent signed in (then answered), one signed out with my e-mail, one of another.
  const signedInRequest = await call('POST', '/api/support', me.token, {
    email: me.email,
    subject: 'My data',
    message: 'Which data do you keep about me?',
  });
  const requestId = (signedInRequest.json() as { request: { _id: string } }).request._id;
  await call('POST', `/api/admin/support/${requestId}/answer`, admin.token, {
    answer: 'Only what the export shows.',
  });
  const signedOut = await app().request({
    method: 'POST',
    url: '/api/support',
    payload: { email: me.email, subject: 'Before I signed in', message: 'A question sent while signed out.' },
  });
  expect(signedOut.statusCode).toBe(201);
  await call('POST', '/api/support', seeker.token, {
    email: seeker.email,
    subject: 'Someone else',
    message: 'A request that is not mine at all.',
  });

  // A company of the employer's that I joined as a recruiter, and one of mine.
  const theirCompany = await app().services.companies.create(employer.user.id, { name: 'Courier Crew' });
  await app()
    .ctx.db.insert(companyMembers)
    .values({ companyId: theirCompany.company.id, userId: me.user.id, role: 'recruiter' });
  await call('POST', '/api/companies', me.token, { name: 'Erik Exports' });

  w = {
    me,
    employer,
    seeker,
    admin,
    myDraftId: myDraft.id,
    myLiveId: myLive.id,
    myBlockedId: myBlocked.id,
    theirJobId: theirJob.id,
    theirOtherJobId: theirOtherJob.id,
  };
});

describe('GET /users/me/export', () => {
  let document: TAccountExport;
  let body: string;
  let headers: Record<string, unknown>;

  beforeAll(async () => {
    const response = await exportOf(w.me.token);
    expect(response.statusCode, response.body).toBe(200);
    body = response.body;
    headers = response.headers;
    document = ZAccountExport.parse(response.json());
  });

  it('is a JSON file to download, named after the day it was made, and not cached', () => {
    expect(headers['content-type']).toMatch(/^application\/json/);
    expect(headers['content-disposition']).toBe(
      `attachment; filename="debut-data-${document.exportedAt.slice(0, 10)}.json"`,
    );
    expect(headers['content-disposition']).toMatch(
      /^attachment; filename="debut-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(headers['cache-control']).toBe('no-store');
    expect(Math.abs(Date.parse(document.exportedAt) - Date.now())).toBeLessThan(60_000);
  });

  it('holds the account as its owner sees it, with the consent dates, and its sessions', () => {
    expect(document.account).toMatchObject({
      _id: w.me.user.id,
      email: w.me.email,
      displayName: 'Exporting Erik',
      country: null,
      role: 'user',
      createdAt: w.me.user.createdAt,
    });
    expect(Date.parse(document.account.termsAcceptedAt)).not.toBeNaN();
    expect(Date.parse(document.account.privacyAcceptedAt)).not.toBeNaN();
    expect(document.sessions).toHaveLength(1);
    expect(Object.keys(document.sessions[0] ?? {}).sort()).toEqual(['createdAt', 'expiresAt', 'lastUsedAt']);
  });

  it('holds every job the account owns, in every status, as the job payload shows it', () => {
    const byId = new Map(document.jobs.map((job) => [job._id, job]));
    expect([...byId.keys()].sort()).toEqual([w.myDraftId, w.myLiveId, w.myBlockedId].sort());
    expect(byId.get(w.myDraftId)).toMatchObject({ status: 'draft', title: 'My draft vacancy' });
    expect(byId.get(w.myLiveId)).toMatchObject({ status: 'active', published: true });
    expect(byId.get(w.myBlockedId)).toMatchObject({
      status: 'blocked',
      blockedReason: 'Asks for money up front',
    });
  });

  it('holds the applications sent and received, the received ones without the applicant e-mail', () => {
    expect(document.applicationsSent).toEqual([
      expect.objectContaining({
        job: expect.objectContaining({ _id: w.theirJobId, title: 'Their courier job' }),
        coverLetter: 'I ride a bike well.',
        status: 'sent',
      }),
    ]);
    expect(document.applicationsReceived).toEqual([
      expect.objectContaining({
        job: { _id: w.myLiveId, title: 'My live vacancy' },
        applicant: { displayName: 'Seeker Pavel' },
        coverLetter: 'Pavel would love it.',
        status: 'sent',
      }),
    ]);
  });

  it('holds the favourite, the report, the view mark and the payment', () => {
    expect(document.hidden.owners).toEqual([
      expect.objectContaining({ id: w.employer.user.id, label: expect.any(String) }),
    ]);
    expect(document.favorites).toEqual([
      expect.objectContaining({
        jobId: w.theirJobId,
        available: true,
        job: expect.objectContaining({ title: 'Their courier job' }),
      }),
    ]);
    expect(document.reports).toEqual([
      expect.objectContaining({
        jobId: w.theirJobId,
        reason: 'money',
        text: 'Wants a deposit',
        resolvedAt: null,
      }),
    ]);
    expect(document.jobViews).toEqual([
      { jobId: w.theirJobId, day: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) },
    ]);
    expect(document.payments).toEqual([
      expect.objectContaining({
        jobId: w.myLiveId,
        amount: 200,
        currency: 'RUB',
        usedForPublicationAt: expect.any(String),
      }),
    ]);
  });

  it('holds both chats with every message, "me" or the counterpart by name', () => {
    const byJob = new Map(document.conversations.map((chat) => [chat.job._id, chat]));
    expect([...byJob.keys()].sort()).toEqual([w.theirJobId, w.myLiveId].sort());
    expect(byJob.get(w.theirJobId)).toMatchObject({
      counterpart: { displayName: 'Employer Olga' },
      isOwner: false,
      messages: [
        { from: 'me', text: 'Is the bike provided?' },
        { from: 'Employer Olga', text: 'Yes, a bike comes with it.' },
      ],
    });
    expect(byJob.get(w.myLiveId)).toMatchObject({
      counterpart: { displayName: 'Seeker Pavel' },
      isOwner: true,
      messages: [
        { from: 'Seeker Pavel', text: 'Hello Erik' },
        { from: 'me', text: 'Hello Pavel' },
      ],
    });
  });

  it("holds the moderation of the account's jobs without the moderator", () => {
    expect(document.moderation).toEqual([
      {
        action: 'job.block',
        targetType: 'job',
        targetId: w.myBlockedId,
        targetLabel: expect.stringContaining('My blocked one'),
        reason: 'Asks for money up front',
        createdAt: expect.any(String),
      },
    ]);
    expect(body).not.toContain('Moderator Mia');
    expect(body).not.toContain(w.admin.user.id);
  });

  it('holds the companies the account is a member of, with its role', () => {
    expect(document.companyMemberships.map(({ company, role }) => [company.name, role])).toEqual([
      ['Courier Crew', 'recruiter'],
      ['Erik Exports', 'owner'],
    ]);
    expect(document.companyMemberships[0]?.company.slug).toBe('courier-crew');
  });

  it('holds the support requests sent from the account or with its e-mail, with the answer', () => {
    expect(document.supportRequests).toEqual([
      expect.objectContaining({
        email: w.me.email,
        subject: 'My data',
        answer: 'Only what the export shows.',
        answeredAt: expect.any(String),
      }),
      expect.objectContaining({ email: w.me.email, subject: 'Before I signed in', answer: null }),
    ]);
    expect(body).not.toContain('A request that is not mine at all.');
  });

  it('holds nothing of other accounts: their other jobs, their chats, their e-mails', () => {
    expect(body).not.toContain(w.theirOtherJobId);
    expect(body).not.toContain('Their secret other job');
    expect(body).not.toContain('A private word between two others');
    for (const other of [w.employer, w.seeker, w.admin]) expect(body).not.toContain(other.email);
    // The sandbox payer is the only other address, on the account's own payment record.
    const emails = [...body.matchAll(/[\w.+-]+@[\w-]+\.[\w.]+/g)].map((match) => match[0]);
    expect(new Set(emails)).toEqual(new Set([w.me.email, SANDBOX_PAYER_EMAIL]));
  });

  it('holds no password hash, no token and no token hash', () => {
    const tokenHash = createHash('sha256').update(w.me.token).digest();
    for (const secret of [
      w.me.password,
      w.me.token,
      tokenHash.toString('hex'),
      tokenHash.toString('base64url'),
      '$argon2',
    ]) {
      expect(body).not.toContain(secret);
    }
    expect(body).not.toMatch(/password|token_?hash|passwordHash|sessionId/i);
  });

  it('changes nothing: received applications stay unopened and messages unread', async () => {
    const [received] = await app()
      .ctx.db.select({ status: applications.status })
      .from(applications)
      .where(eq(applications.jobId, w.myLiveId));
    expect(received?.status).toBe('sent');
    const again = ZAccountExport.parse((await exportOf(w.me.token)).json());
    const chat = again.conversations.find((thread) => thread.job._id === w.myLiveId);
    expect(chat?.messages.find((message) => message.from === 'Seeker Pavel')?.readAt).toBeNull();
  });

  it('is described in the OpenAPI document', async () => {
    const spec = (await app().request({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { responses: Record<string, { content?: unknown }> }>>;
    };
    const operation = spec.paths['/api/users/me/export']?.get;
    expect(Object.keys(operation?.responses ?? {}).sort()).toEqual(['200', '401', '429']);
    expect(JSON.stringify(operation?.responses['200'])).toContain('applicationsReceived');
  });
});

describe('GET /users/me/export for a new account', () => {
  it('answers the account and empty lists', async () => {
    const fresh = await createUser(app());
    const response = await exportOf(fresh.token);
    expect(response.statusCode).toBe(200);
    const document = ZAccountExport.parse(response.json());
    expect(document.account._id).toBe(fresh.user.id);
    const {
      exportedAt: _at,
      account: _account,
      sessions,
      resume,
      notificationSettings,
      hidden,
      ...lists
    } = document;
    expect(hidden).toEqual({ jobs: [], companies: [], owners: [] });
    expect(sessions).toHaveLength(1);
    expect(resume).toBeNull();
    expect(Object.values(notificationSettings).every((on) => on)).toBe(true);
    expect(Object.values(lists).every((list) => Array.isArray(list) && list.length === 0)).toBe(true);
  });
});

describe('support requests sent signed out to an address someone else registered (issue 27, item 1)', () => {
  it("stay out of an unconfirmed account's export and outlive its deletion; confirmed, the address claims them", async () => {
    const owner = `owner-${createHash('sha256').update(String(Math.random())).digest('hex').slice(0, 8)}@example.com`;
    const ownersRequest = await app().request({
      method: 'POST',
      url: '/api/support',
      remoteAddress: nextAddress(),
      payload: { email: owner, subject: 'My salary dispute', message: 'The real owner writes this.' },
    });
    expect(ownersRequest.statusCode).toBe(201);
    const requestId = (ownersRequest.json() as { request: { _id: string } }).request._id;
    await call('POST', `/api/admin/support/${requestId}/answer`, w.admin.token, {
      answer: 'An answer meant for the owner only.',
    });

    const squatter = await createUser(app(), { email: owner });
    const squatted = await exportOf(squatter.token);
    expect(squatted.statusCode).toBe(200);
    expect(ZAccountExport.parse(squatted.json()).supportRequests).toEqual([]);
    expect(squatted.body).not.toContain('The real owner writes this.');
    expect(squatted.body).not.toContain('An answer meant for the owner only.');
    const deleted = await app().request({ method: 'DELETE', url: '/api/users/me', token: squatter.token });
    expect(deleted.statusCode).toBe(204);
    const [kept] = await app().ctx.db.select().from(supportRequests).where(eq(supportRequests.id, requestId));
    expect(kept?.answer).toBe('An answer meant for the owner only.');

    const realOwner = await createUser(app(), { email: owner });
    await confirmEmail(app(), { id: realOwner.user.id, email: owner });
    const claimed = ZAccountExport.parse((await exportOf(realOwner.token)).json()).supportRequests;
    expect(claimed.map((request) => request.answer)).toEqual(['An answer meant for the owner only.']);
  });
});

describe('GET /users/me/export refusals', () => {
  it('answers 401 to an anonymous caller', async () => {
    const response = await app().request({ method: 'GET', url: '/api/users/me/export' });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHENTICATED');
    expect(response.headers['content-disposition']).toBeUndefined();
  });

  it('answers 429 RATE_LIMITED past 10 an hour per account, and other accounts go on', async () => {
    const busy = await createUser(app());
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await exportOf(busy.token)).statusCode);
    expect(statuses).toEqual([...Array<number>(10).fill(200), 429]);
    const refused = await exportOf(busy.token);
    expect(refused.json().code).toBe('RATE_LIMITED');
    expect(refused.headers['retry-after']).toBeDefined();
    const other = await createUser(app());
    expect((await exportOf(other.token)).statusCode).toBe(200);
  });
});
