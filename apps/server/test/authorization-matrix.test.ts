import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { REALTIME_CHANNEL, REALTIME_PATH } from '@debut/contract/constants';
import type { TMessageEvent, TNotificationEvent } from '@debut/contract/realtime';
import sharp from 'sharp';
import { companyMembers, sessions, users } from '../src/db/schema.ts';
import { allDeclaredEndpoints, openApiPath } from '@debut/contract/all-endpoints';
import { useTestApp, waitFor } from './support/test-app.ts';
import { createJob, createUser, nextAddress, publishJob, type TestUser } from './support/factories.ts';

// Issue 9: every route in the OpenAPI description, called as an anonymous visitor, a stranger, the
// owner of what it is about and an admin, answers the status this table expects. A route missing
// from the table fails the test, so a new route cannot ship without its row.

const app = useTestApp();

// Issue 31: a recruiter of the owner's company manages the owner's company jobs; a former member is
// back to a stranger. Issue 32: `applicant` applied to the live job.
type Role = 'anonymous' | 'stranger' | 'owner' | 'admin' | 'recruiter' | 'former' | 'applicant';
type Expected = Partial<Record<Role, number>> & { all?: number };

interface World {
  owner: TestUser;
  recruiter: TestUser;
  former: TestUser;
  companyId: string;
  /** A member of the company only its owner may remove. */
  extraMemberId: string;
  logo: Buffer;
  stranger: TestUser;
  admin: TestUser;
  seeker: TestUser;
  draftId: string;
  liveId: string;
  applicationId: string;
  /** A fresh job per call, for the calls that delete one. */
  disposableJob: () => Promise<string>;
  /** The owner's saved search. */
  alertId: string;
  applicant: TestUser;
  /** The owner's message template. */
  templateId: string;
  /** Templates of the owner for the calls that delete one, one per call. */
  disposableTemplates: string[];
}

interface Row {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** As OpenAPI writes it. */
  route: string;
  url: (w: World) => string;
  body?: (w: World) => unknown;
  headers?: Record<string, string>;
  expected: Expected;
}

const lorem = 'A real description of at least twenty characters for the job.';
const signedIn = (status: number): Expected => ({
  anonymous: 401,
  stranger: status,
  owner: status,
  admin: status,
  recruiter: status,
  former: status,
});
const adminOnly = (status: number): Expected => ({
  anonymous: 401,
  stranger: 403,
  owner: 403,
  admin: status,
  recruiter: 403,
  former: 403,
});
/** What only the company's owners may do. */
const ownersOnly = (status: number): Expected => ({
  anonymous: 401,
  stranger: 403,
  owner: status,
  admin: 403,
  recruiter: 403,
  former: 403,
});
/** What any member of the company may do. */
const membersOnly = (status: number): Expected => ({ ...ownersOnly(status), recruiter: status });

const ROWS: Row[] = [
  { method: 'GET', route: '/api/health', url: () => '/api/health', expected: { all: 200 } },
  { method: 'GET', route: '/api/ready', url: () => '/api/ready', expected: { all: 200 } },
  { method: 'GET', route: '/api/config', url: () => '/api/config', expected: { all: 200 } },
  // Open to everyone; without q it is refused for what it is (places.test.ts covers the answers).
  { method: 'GET', route: '/api/places', url: () => '/api/places', expected: { all: 400 } },
  // Without METRICS_TOKEN open to loopback callers only (inject's default address is 127.0.0.1);
  // metrics.test.ts covers remote callers, proxies and the token.
  // The matrix calls from addresses off this machine (nextAddress), which metrics refuses.
  { method: 'GET', route: '/api/metrics', url: () => '/api/metrics', expected: { all: 403 } },
  // Public forms: an empty body is refused for what it is, never for who sends it.
  {
    method: 'POST',
    route: '/api/auth/register',
    url: () => '/api/auth/register',
    body: () => ({}),
    expected: { all: 400 },
  },
  {
    method: 'POST',
    route: '/api/auth/login',
    url: () => '/api/auth/login',
    body: () => ({}),
    expected: { all: 400 },
  },
  {
    method: 'POST',
    route: '/api/auth/forgot-password',
    url: () => '/api/auth/forgot-password',
    body: () => ({}),
    expected: { all: 400 },
  },
  {
    method: 'POST',
    route: '/api/auth/reset-password',
    url: () => '/api/auth/reset-password',
    body: () => ({}),
    expected: { all: 400 },
  },
  // The confirmation link works without a session: an unknown token is refused for what it is.
  {
    method: 'POST',
    route: '/api/auth/verify-email',
    url: () => '/api/auth/verify-email',
    body: () => ({ token: 'not-a-token-anyone-was-sent' }),
    expected: { all: 400 },
  },
  // None of the matrix's accounts confirmed its address, so each may ask for a new link.
  {
    method: 'POST',
    route: '/api/auth/resend-verification',
    url: () => '/api/auth/resend-verification',
    expected: signedIn(204),
  },
  { method: 'GET', route: '/api/auth/me', url: () => '/api/auth/me', expected: signedIn(200) },
  {
    method: 'PATCH',
    route: '/api/auth/me',
    url: () => '/api/auth/me',
    body: () => ({}),
    expected: signedIn(200),
  },
  {
    method: 'POST',
    route: '/api/auth/change-password',
    url: () => '/api/auth/change-password',
    body: () => ({}),
    expected: signedIn(400),
  },
  // Signing out or deleting an account is tried anonymously only: the callers' sessions must live on.
  { method: 'POST', route: '/api/auth/logout', url: () => '/api/auth/logout', expected: { anonymous: 401 } },
  { method: 'DELETE', route: '/api/users/me', url: () => '/api/users/me', expected: { anonymous: 401 } },
  {
    method: 'GET',
    route: '/api/users/me/export',
    url: () => '/api/users/me/export',
    expected: signedIn(200),
  },
  {
    method: 'GET',
    route: '/api/users/{id}',
    url: (w) => `/api/users/${w.owner.user.id}`,
    expected: signedIn(200),
  },
  { method: 'GET', route: '/api/jobs', url: () => '/api/jobs', expected: signedIn(200) },
  { method: 'POST', route: '/api/jobs', url: () => '/api/jobs', body: () => ({}), expected: signedIn(400) },
  { method: 'GET', route: '/api/jobs/my', url: () => '/api/jobs/my', expected: signedIn(200) },
  {
    method: 'GET',
    route: '/api/jobs/recommended',
    url: () => '/api/jobs/recommended',
    expected: signedIn(200),
  },
  {
    method: 'GET',
    route: '/api/jobs/{id}',
    url: (w) => `/api/jobs/${w.draftId}`,
    expected: { anonymous: 401, stranger: 404, owner: 200, admin: 404, recruiter: 200, former: 404 },
  },
  {
    method: 'PUT',
    route: '/api/jobs/{id}',
    url: (w) => `/api/jobs/${w.draftId}`,
    body: () => ({ description: lorem }),
    expected: membersOnly(200),
  },
  {
    method: 'DELETE',
    route: '/api/jobs/{id}',
    url: () => '',
    expected: membersOnly(204),
  },
  {
    method: 'GET',
    route: '/api/jobs/{id}/applications',
    url: (w) => `/api/jobs/${w.liveId}/applications`,
    expected: { ...membersOnly(200), applicant: 403 },
  },
  {
    method: 'PATCH',
    route: '/api/jobs/{id}/applications/{applicationId}',
    url: (w) => `/api/jobs/${w.liveId}/applications/${w.applicationId}`,
    body: () => ({ status: 'invited' }),
    expected: { ...membersOnly(200), applicant: 403 },
  },
  {
    method: 'POST',
    route: '/api/jobs/{id}/applications/bulk',
    url: (w) => `/api/jobs/${w.liveId}/applications/bulk`,
    body: (w) => ({ ids: [w.applicationId], status: 'shortlisted' }),
    expected: { ...membersOnly(200), applicant: 403 },
  },
  {
    method: 'GET',
    route: '/api/jobs/{id}/applications/{applicationId}/notes',
    url: (w) => `/api/jobs/${w.liveId}/applications/${w.applicationId}/notes`,
    expected: { ...membersOnly(200), applicant: 403 },
  },
  {
    method: 'POST',
    route: '/api/jobs/{id}/applications/{applicationId}/notes',
    url: (w) => `/api/jobs/${w.liveId}/applications/${w.applicationId}/notes`,
    body: () => ({ text: 'Call back on Monday' }),
    expected: { ...membersOnly(201), applicant: 403 },
  },
  {
    method: 'POST',
    route: '/api/jobs/{id}/duplicate',
    url: (w) => `/api/jobs/${w.liveId}/duplicate`,
    expected: { ...membersOnly(201), applicant: 403 },
  },
  {
    method: 'GET',
    route: '/api/jobs/{id}/stats',
    url: (w) => `/api/jobs/${w.liveId}/stats`,
    expected: { ...membersOnly(200), applicant: 403 },
  },
  {
    method: 'GET',
    route: '/api/message-templates',
    url: () => '/api/message-templates',
    expected: signedIn(200),
  },
  {
    method: 'POST',
    route: '/api/message-templates',
    url: () => '/api/message-templates',
    body: () => ({ name: 'Invite', text: 'Dear {name}, come to an interview for {job}.' }),
    expected: signedIn(201),
  },
  {
    method: 'PATCH',
    route: '/api/message-templates/{id}',
    url: (w) => `/api/message-templates/${w.templateId}`,
    body: () => ({ name: 'Thanks again' }),
    // A template is its author's alone, not the team's.
    expected: ownersOnly(200),
  },
  {
    method: 'DELETE',
    route: '/api/message-templates/{id}',
    url: (w) => `/api/message-templates/${w.disposableTemplates.shift() ?? ''}`,
    expected: ownersOnly(204),
  },
  {
    method: 'POST',
    route: '/api/jobs/{id}/report',
    url: (w) => `/api/jobs/${w.liveId}/report`,
    body: () => ({ reason: 'other' }),
    expected: { anonymous: 401, stranger: 201, owner: 400, admin: 201 },
  },
  {
    method: 'GET',
    route: '/api/jobs/{id}/duplicates',
    url: (w) => `/api/jobs/${w.draftId}/duplicates`,
    expected: membersOnly(200),
  },
  {
    method: 'GET',
    route: '/api/applications/my',
    url: () => '/api/applications/my',
    expected: signedIn(200),
  },
  {
    method: 'POST',
    route: '/api/applications/{jobId}',
    url: (w) => `/api/applications/${w.liveId}`,
    // A member of the job's company cannot apply to it either (OWN_JOB).
    expected: { anonymous: 401, stranger: 201, owner: 400, admin: 201, recruiter: 400, former: 201 },
  },
  {
    method: 'DELETE',
    route: '/api/applications/{jobId}',
    url: (w) => `/api/applications/${w.liveId}`,
    // The stranger and the admin applied in the row above; the owner never can.
    expected: { anonymous: 401, stranger: 204, owner: 404, admin: 204 },
  },
  { method: 'GET', route: '/api/favorites', url: () => '/api/favorites', expected: signedIn(200) },
  { method: 'GET', route: '/api/alerts', url: () => '/api/alerts', expected: signedIn(200) },
  // None of the matrix's accounts wrote a profile, and the refused PUT below writes none.
  { method: 'GET', route: '/api/resumes/me', url: () => '/api/resumes/me', expected: signedIn(404) },
  {
    method: 'PUT',
    route: '/api/resumes/me',
    url: () => '/api/resumes/me',
    body: () => ({ headline: 'x'.repeat(121) }),
    expected: signedIn(400),
  },
  { method: 'DELETE', route: '/api/resumes/me', url: () => '/api/resumes/me', expected: signedIn(204) },
  {
    method: 'POST',
    route: '/api/alerts',
    url: () => '/api/alerts',
    body: () => ({}),
    expected: signedIn(400),
  },
  // Only the alert's owner reaches it; an admin is nobody special here (alerts are private).
  {
    method: 'PATCH',
    route: '/api/alerts/{id}',
    url: (w) => `/api/alerts/${w.alertId}`,
    body: () => ({ paused: false }),
    expected: { anonymous: 401, stranger: 403, owner: 200, admin: 403 },
  },
  {
    method: 'GET',
    route: '/api/alerts/{id}/jobs',
    url: (w) => `/api/alerts/${w.alertId}/jobs`,
    expected: { anonymous: 401, stranger: 403, owner: 200, admin: 403 },
  },
  // The owner's deletion is alerts.test.ts's: the alert must live on for the rows above.
  {
    method: 'DELETE',
    route: '/api/alerts/{id}',
    url: (w) => `/api/alerts/${w.alertId}`,
    expected: { anonymous: 401, stranger: 403, admin: 403 },
  },
  // The mail's one-click link works without a session: a missing token is refused for what it is.
  {
    method: 'POST',
    route: '/api/alerts/unsubscribe',
    url: () => '/api/alerts/unsubscribe',
    body: () => ({}),
    expected: { all: 400 },
  },
  // Mail settings are each account's own; the one-click link works without a session, and no token
  // is refused for what it is (notification-settings.test.ts covers the answers).
  {
    method: 'GET',
    route: '/api/users/me/notifications',
    url: () => '/api/users/me/notifications',
    expected: signedIn(200),
  },
  {
    method: 'PATCH',
    route: '/api/users/me/notifications',
    url: () => '/api/users/me/notifications',
    body: () => ({}),
    expected: signedIn(400),
  },
  {
    method: 'POST',
    route: '/api/notifications/unsubscribe',
    url: () => '/api/notifications/unsubscribe',
    body: () => ({}),
    expected: { all: 400 },
  },
  {
    method: 'PUT',
    route: '/api/favorites/{jobId}',
    url: (w) => `/api/favorites/${w.liveId}`,
    expected: signedIn(200),
  },
  {
    method: 'DELETE',
    route: '/api/favorites/{jobId}',
    url: (w) => `/api/favorites/${w.liveId}`,
    expected: signedIn(200),
  },
  // Issue 33: one's own job, company or self cannot be hidden; each hide is undone in the next row.
  { method: 'GET', route: '/api/hidden', url: () => '/api/hidden', expected: signedIn(200) },
  {
    method: 'PUT',
    route: '/api/hidden/jobs/{id}',
    url: (w) => `/api/hidden/jobs/${w.liveId}`,
    expected: { ...signedIn(200), owner: 400, recruiter: 400 },
  },
  {
    method: 'DELETE',
    route: '/api/hidden/jobs/{id}',
    url: (w) => `/api/hidden/jobs/${w.liveId}`,
    expected: signedIn(200),
  },
  {
    method: 'PUT',
    route: '/api/hidden/companies/{id}',
    url: (w) => `/api/hidden/companies/${w.companyId}`,
    expected: { ...signedIn(200), owner: 400, recruiter: 400 },
  },
  {
    method: 'DELETE',
    route: '/api/hidden/companies/{id}',
    url: (w) => `/api/hidden/companies/${w.companyId}`,
    expected: signedIn(200),
  },
  {
    method: 'PUT',
    route: '/api/hidden/owners/{userId}',
    url: (w) => `/api/hidden/owners/${w.owner.user.id}`,
    expected: { ...signedIn(200), owner: 400 },
  },
  {
    method: 'DELETE',
    route: '/api/hidden/owners/{userId}',
    url: (w) => `/api/hidden/owners/${w.owner.user.id}`,
    expected: signedIn(200),
  },
  {
    method: 'GET',
    route: '/api/messages/threads',
    url: () => '/api/messages/threads',
    expected: signedIn(200),
  },
  {
    method: 'GET',
    route: '/api/messages/thread',
    url: (w) => `/api/messages/thread?jobId=${w.liveId}&userId=${w.seeker.user.id}`,
    expected: membersOnly(200),
  },
  {
    method: 'POST',
    route: '/api/messages',
    url: () => '/api/messages',
    body: (w) => ({ jobId: w.liveId, to: w.owner.user.id, text: 'Is it still open?' }),
    // Anyone may write to the owner of a live job; the owner cannot write to themself.
    expected: { anonymous: 401, stranger: 201, owner: 403, admin: 201 },
  },
  {
    method: 'DELETE',
    route: '/api/messages/thread',
    url: (w) => `/api/messages/thread?jobId=${w.liveId}&userId=${w.seeker.user.id}`,
    expected: { anonymous: 401, stranger: 403, owner: 204, admin: 403 },
  },
  { method: 'GET', route: '/api/payments/my', url: () => '/api/payments/my', expected: signedIn(200) },
  // Companies (DESIGN.md §14.1).
  {
    method: 'POST',
    route: '/api/companies',
    url: () => '/api/companies',
    body: () => ({}),
    expected: signedIn(400),
  },
  { method: 'GET', route: '/api/companies/my', url: () => '/api/companies/my', expected: signedIn(200) },
  {
    method: 'GET',
    route: '/api/companies/{id}',
    url: (w) => `/api/companies/${w.companyId}`,
    expected: signedIn(200),
  },
  {
    method: 'PATCH',
    route: '/api/companies/{id}',
    url: (w) => `/api/companies/${w.companyId}`,
    body: () => ({ about: 'Checked by the matrix' }),
    expected: ownersOnly(200),
  },
  {
    method: 'PUT',
    route: '/api/companies/{id}/logo',
    url: (w) => `/api/companies/${w.companyId}/logo`,
    body: (w) => w.logo,
    headers: { 'content-type': 'image/png' },
    expected: ownersOnly(200),
  },
  {
    method: 'DELETE',
    route: '/api/companies/{id}/logo',
    url: (w) => `/api/companies/${w.companyId}/logo`,
    expected: ownersOnly(200),
  },
  {
    method: 'GET',
    route: '/api/companies/{id}/members',
    url: (w) => `/api/companies/${w.companyId}/members`,
    expected: membersOnly(200),
  },
  {
    method: 'POST',
    route: '/api/companies/{id}/invitations',
    url: (w) => `/api/companies/${w.companyId}/invitations`,
    body: () => ({ email: 'newcomer@matrix.example.com', role: 'recruiter' }),
    expected: ownersOnly(201),
  },
  // An unknown token is refused for what it is, whoever sends it.
  {
    method: 'POST',
    route: '/api/companies/invitations/accept',
    url: () => '/api/companies/invitations/accept',
    body: () => ({ token: 'not-a-token-anyone-was-sent' }),
    expected: signedIn(400),
  },
  // Only an owner removes someone else (once: the member is gone after the owner's call).
  {
    method: 'DELETE',
    route: '/api/companies/{id}/members/{userId}',
    url: (w) => `/api/companies/${w.companyId}/members/${w.extraMemberId}`,
    expected: ownersOnly(204),
  },
  {
    method: 'POST',
    route: '/api/companies/{id}/verify-domain',
    url: (w) => `/api/companies/${w.companyId}/verify-domain`,
    body: () => ({ email: 'hr@matrix.example.com' }),
    expected: membersOnly(202),
  },
  // Public: the mailed link proves the mailbox, whoever opens it.
  {
    method: 'POST',
    route: '/api/companies/verify-domain/confirm',
    url: () => '/api/companies/verify-domain/confirm',
    body: () => ({ token: 'not-a-token-anyone-was-sent' }),
    expected: { all: 400 },
  },
  {
    method: 'PUT',
    route: '/api/admin/companies/{id}/verification',
    url: (w) => `/api/admin/companies/${w.companyId}/verification`,
    body: () => ({ level: 'documents', note: 'Matrix check' }),
    expected: adminOnly(200),
  },
  {
    method: 'POST',
    route: '/api/payments/notifications/{provider}',
    url: () => '/api/payments/notifications/sandbox',
    body: () => ({}),
    // It takes the providers' form-encoded body only, so the matrix's JSON gets 415 (payments.test.ts
    // sends forms).
    expected: { all: 415 },
  },
  {
    method: 'POST',
    route: '/api/bot/check-job',
    url: () => '/api/bot/check-job',
    body: (w) => ({ jobId: w.liveId }),
    // Public by DESIGN.md §4: the helper is on every page, also for anonymous visitors.
    expected: { all: 200 },
  },
  { method: 'GET', route: '/api/admin/reports', url: () => '/api/admin/reports', expected: adminOnly(200) },
  { method: 'GET', route: '/api/admin/audit', url: () => '/api/admin/audit', expected: adminOnly(200) },
  // The contact form is open to everyone; an empty form is refused for what it is.
  {
    method: 'POST',
    route: '/api/support',
    url: () => '/api/support',
    body: () => ({}),
    expected: { all: 400 },
  },
  { method: 'GET', route: '/api/admin/support', url: () => '/api/admin/support', expected: adminOnly(200) },
  {
    method: 'POST',
    route: '/api/admin/support/{id}/answer',
    url: () => '/api/admin/support/00000000-0000-4000-8000-000000000000/answer',
    body: () => ({ answer: 'Matrix check' }),
    expected: adminOnly(404),
  },
  { method: 'GET', route: '/api/admin/outbox', url: () => '/api/admin/outbox', expected: adminOnly(200) },
  // No such entry: admin-outbox.test.ts retries real failed ones.
  {
    method: 'POST',
    route: '/api/admin/outbox/{id}/retry',
    url: () => '/api/admin/outbox/00000000-0000-4000-8000-000000000000/retry',
    expected: adminOnly(404),
  },
  { method: 'GET', route: '/api/admin/jobs', url: () => '/api/admin/jobs', expected: adminOnly(200) },
  { method: 'GET', route: '/api/admin/users', url: () => '/api/admin/users', expected: adminOnly(200) },
  {
    method: 'PUT',
    route: '/api/admin/jobs/{id}/block',
    url: (w) => `/api/admin/jobs/${w.draftId}/block`,
    body: () => ({ blocked: false, reason: 'Matrix check' }),
    expected: adminOnly(200),
  },
  {
    method: 'POST',
    route: '/api/admin/jobs/{id}/review',
    url: (w) => `/api/admin/jobs/${w.liveId}/review`,
    body: () => ({ reason: 'Matrix check' }),
    expected: adminOnly(200),
  },
  {
    method: 'PATCH',
    route: '/api/admin/jobs/{id}',
    url: (w) => `/api/admin/jobs/${w.draftId}`,
    body: () => ({ changes: { description: lorem }, reason: 'Matrix check' }),
    expected: adminOnly(200),
  },
  {
    method: 'DELETE',
    route: '/api/admin/jobs/{id}',
    url: () => '',
    body: () => ({ reason: 'Matrix check' }),
    expected: adminOnly(204),
  },
  {
    method: 'PUT',
    route: '/api/admin/users/{id}/block',
    url: (w) => `/api/admin/users/${w.seeker.user.id}/block`,
    body: () => ({ blocked: false, reason: 'Matrix check' }),
    expected: adminOnly(200),
  },
];

/** The API answers a shared cache may keep when asked anonymously: the same for everyone. */
const CACHEABLE = new Set(['/api/config', '/api/health']);

const ROLES: Role[] = ['anonymous', 'stranger', 'owner', 'admin', 'recruiter', 'former', 'applicant'];
let world: World;

beforeAll(async () => {
  const owner = await createUser(app());
  const stranger = await createUser(app());
  const seeker = await createUser(app());
  const admin = await createUser(app());
  await app().ctx.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user.id));
  const [recruiter, former, extra] = [
    await createUser(app()),
    await createUser(app()),
    await createUser(app()),
  ];
  const created = await app().request({
    method: 'POST',
    url: '/api/companies',
    token: owner.token,
    payload: { name: 'Matrix Works', website: 'https://matrix.example.com' },
  });
  const companyId = (created.json() as { company: { _id: string } }).company._id;
  // Members as an accepted invitation makes them (companies.test.ts goes through the mails).
  await app()
    .ctx.db.insert(companyMembers)
    .values(
      [recruiter, former, extra].map((member) => ({
        companyId,
        userId: member.user.id,
        role: 'recruiter' as const,
      })),
    );
  const left = await app().request({
    method: 'DELETE',
    url: `/api/companies/${companyId}/members/${former.user.id}`,
    token: former.token,
  });
  const draft = await createJob(app(), owner.user.id, { companyId });
  const live = await publishJob(app(), (await createJob(app(), owner.user.id, { companyId })).id);
  const applied = await app().request({
    method: 'POST',
    url: `/api/applications/${live.id}`,
    token: seeker.token,
  });
  const wrote = await app().request({
    method: 'POST',
    url: '/api/messages',
    token: seeker.token,
    payload: { jobId: live.id, to: owner.user.id, text: 'Hello' },
  });
  const alert = await app().request({
    method: 'POST',
    url: '/api/alerts',
    token: owner.token,
    payload: { name: 'Baristas', query: { q: 'barista' }, frequency: 'daily' },
  });
  expect([
    created.statusCode,
    left.statusCode,
    applied.statusCode,
    wrote.statusCode,
    alert.statusCode,
  ]).toEqual([201, 204, 201, 201, 201]);
  const template = async () =>
    (
      (
        await app().request({
          method: 'POST',
          url: '/api/message-templates',
          token: owner.token,
          payload: { name: 'Thanks', text: 'Thank you, {name}.' },
        })
      ).json() as { template: { _id: string } }
    ).template._id;
  const templateId = await template();
  const disposableTemplates: string[] = [];
  for (let i = 0; i < 6; i += 1) disposableTemplates.push(await template());
  world = {
    applicant: seeker,
    templateId,
    disposableTemplates,
    owner,
    recruiter,
    former,
    companyId,
    extraMemberId: extra.user.id,
    logo: await sharp({ create: { width: 40, height: 40, channels: 3, background: { r: 9, g: 9, b: 9 } } })
      .png()
      .toBuffer(),
    stranger,
    admin,
    seeker,
    draftId: draft.id,
    liveId: live.id,
    applicationId: (applied.json() as { application: { _id: string } }).application._id,
    disposableJob: async () => (await createJob(app(), owner.user.id, { companyId })).id,
    alertId: (alert.json() as { alert: { id: string } }).alert.id,
  };
});

describe('authorization matrix', () => {
  it('has a row for every route in the OpenAPI description', async () => {
    const spec = (await app().request({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const described = Object.entries(spec.paths)
      .filter(([path]) => path.startsWith('/api/'))
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`))
      .sort();
    expect(described).toEqual([...new Set(ROWS.map((row) => `${row.method} ${row.route}`))].sort());
  });

  // Decision 023: the contract's declarations are the list of endpoints; each has its row, and the
  // row agrees with who the declaration says may call it.
  it('has a row for every endpoint declared in the contract, matching its access', () => {
    const rows = new Map(ROWS.map((row) => [`${row.method} ${row.route}`, row]));
    const declared = allDeclaredEndpoints().map(({ endpoint }) => ({
      where: `${endpoint.method} ${openApiPath(endpoint.path)}`,
      access: endpoint.access,
    }));
    for (const { where, access } of declared) {
      const row = rows.get(where);
      expect(row, where).toBeDefined();
      const expected = row?.expected ?? {};
      const answers = Object.fromEntries(
        (['anonymous', 'stranger', 'owner'] as const).map((role) => [role, expected[role] ?? expected.all]),
      );
      expect(answers, where).toEqual({
        anonymous: access === 'public' ? answers.anonymous : 401,
        stranger: access === 'admin' ? 403 : answers.stranger,
        owner: access === 'admin' ? 403 : answers.owner,
      });
    }
    expect([...rows.keys()].sort()).toEqual(declared.map((entry) => entry.where).sort());
  });

  it.each(ROWS.map((row) => [`${row.method} ${row.route}`, row] as const))(
    '%s answers each kind of caller as expected',
    async (_name, row) => {
      const answers: Partial<Record<Role, number>> = {};
      const caching: Partial<Record<Role, unknown>> = {};
      for (const role of ROLES) {
        const expected = row.expected[role] ?? row.expected.all;
        if (expected === undefined) continue;
        let url = row.url(world);
        if (url === '') {
          const id = await world.disposableJob();
          url = row.route.startsWith('/api/admin/') ? `/api/admin/jobs/${id}` : `/api/jobs/${id}`;
        }
        const body = row.body?.(world);
        const response = await app().request({
          method: row.method,
          url,
          remoteAddress: nextAddress(),
          ...(role === 'anonymous' ? {} : { token: world[role].token }),
          ...(body === undefined ? {} : { payload: body as object }),
          ...(row.headers ? { headers: row.headers } : {}),
        });
        answers[role] = response.statusCode;
        caching[role] = response.headers['cache-control'];
      }
      const wanted = Object.fromEntries(
        ROLES.flatMap((role) => {
          const expected = row.expected[role] ?? row.expected.all;
          return expected === undefined ? [] : [[role, expected]];
        }),
      );
      expect(answers).toEqual(wanted);
      // Issue 16: an answer that may depend on the caller is never kept by a cache; only the public,
      // anonymous ones may be.
      const cacheable = CACHEABLE.has(row.route);
      expect(caching).toEqual(
        Object.fromEntries(
          Object.keys(wanted).map((role) => [
            role,
            cacheable && role === 'anonymous' ? undefined : 'no-store',
          ]),
        ),
      );
    },
  );
});

// Issue 16: the real-time socket is a way in too, so the matrix covers it as it covers the routes.
describe('authorization matrix: the real-time socket', () => {
  let base: string;
  const opened: Socket[] = [];
  beforeAll(async () => {
    await app().app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app().app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    for (const socket of opened) socket.close();
  });

  const open = (auth: Record<string, unknown>) => {
    const socket = connect(base, {
      path: REALTIME_PATH,
      auth,
      transports: ['websocket'],
      reconnection: false,
    });
    opened.push(socket);
    return socket;
  };
  // Several sockets open at once, so one may finish its handshake while the test still awaits another:
  // the outcome is read from the socket's state too, not only from events still to come.
  const handshake = (socket: Socket) =>
    new Promise<string>((resolve) => {
      if (socket.connected) return resolve('connected');
      socket.on('connect', () => resolve('connected'));
      socket.on('connect_error', (error) => resolve(`refused: ${error.message}`));
    });

  it('refuses an anonymous handshake and a forged token', async () => {
    expect(await handshake(open({}))).toBe('refused: UNAUTHENTICATED');
    expect(await handshake(open({ token: 'not-a-session' }))).toBe('refused: UNAUTHENTICATED');
  });

  it('refuses the token of a revoked session', async () => {
    const person = await createUser(app());
    expect(
      (await app().request({ method: 'POST', url: '/api/auth/logout', token: person.token })).statusCode,
    ).toBe(204);
    expect(await handshake(open({ token: person.token }))).toBe('refused: UNAUTHENTICATED');
  });

  it('puts a valid token in its own rooms only: the public channel, its account, its session', async () => {
    const person = await createUser(app());
    const socket = open({ token: person.token });
    expect(await handshake(socket)).toBe('connected');
    const [session] = await app()
      .ctx.db.select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.userId, person.user._id));
    const [server] = await app().realtime.io.in(`user:${person.user._id}`).fetchSockets();
    expect(server && [...server.rooms].filter((room) => room !== server.id).sort()).toEqual(
      [REALTIME_CHANNEL, `session:${session?.id}`, `user:${person.user._id}`].sort(),
    );
  });

  it('delivers a message for one person to them and never to anyone else', async () => {
    const ownerSocket = open({ token: world.owner.token });
    const strangerSocket = open({ token: world.stranger.token });
    const adminSocket = open({ token: world.admin.token });
    for (const socket of [ownerSocket, strangerSocket, adminSocket]) {
      expect(await handshake(socket)).toBe('connected');
    }
    const received = {
      owner: [] as TMessageEvent[],
      stranger: [] as TMessageEvent[],
      admin: [] as TMessageEvent[],
    };
    ownerSocket.on('message', (event: TMessageEvent) => received.owner.push(event));
    strangerSocket.on('message', (event: TMessageEvent) => received.stranger.push(event));
    adminSocket.on('message', (event: TMessageEvent) => received.admin.push(event));
    const sent = await app().request({
      method: 'POST',
      url: '/api/messages',
      token: world.seeker.token,
      payload: { jobId: world.liveId, to: world.owner.user._id, text: 'For the owner only' },
    });
    expect(sent.statusCode).toBe(201);
    await waitFor(() => received.owner[0]);
    // A later event for the stranger arrives, so anything meant for the owner would have come first.
    const strangerNotified: TNotificationEvent[] = [];
    strangerSocket.on('notification', (event: TNotificationEvent) => strangerNotified.push(event));
    app().realtime.notify(world.stranger.user._id, {
      type: 'job.expired',
      job: { _id: world.liveId, title: 'Probe' },
    });
    await waitFor(() => strangerNotified[0]);
    expect(received.stranger).toEqual([]);
    expect(received.admin).toEqual([]);
  });
});
