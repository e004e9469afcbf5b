import { describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  ZApplicationListResponse,
  ZApplicationPage,
  ZApplicationResponse,
  ZNoteListResponse,
  ZNoteResponse,
} from '@debut/contract/applications';
import { ZJobResponse, ZJobStatsResponse } from '@debut/contract/jobs';
import { ZTemplateListResponse, ZTemplateResponse } from '@debut/contract/message-templates';
import { ZAccountExport } from '@debut/contract/export';
import { applications, jobViews, users } from '../src/db/schema.ts';
import { useTestApp } from './support/test-app.ts';
import { createUser, jobInput } from './support/factories.ts';
import { applicants, apply, bulk, liveJob, mailsTo, move } from './support/pipeline.ts';

// Issue 32 (DESIGN.md §14.2): the job team's pipeline — moves one at a time and in bulk, with a message
// to the chat and the status mail; the team's list, notes and templates; duplicate and statistics;
// and the bad input, refused clearly with nothing lost.

// Each test registers several people (a password hash apiece): slow on a busy shared machine.
vi.setConfig({ testTimeout: 120_000 });

const app = useTestApp({ PUBLIC_URL: 'https://debut.example' });

async function applied(jobId: string, name = 'Ann Seeker') {
  const seeker = await createUser(app(), { displayName: name });
  const response = await apply(app(), seeker, jobId);
  expect(response.statusCode).toBe(201);
  return { seeker, application: ZApplicationResponse.parse(response.json()).application };
}

describe('moving an application through the pipeline', () => {
  it('moves with a message that reaches the chat and the status mail, and the seeker sees the history', async () => {
    const owner = await createUser(app());
    const job = await liveJob(app(), owner, { title: 'Junior cook' });
    const { seeker, application } = await applied(job.id, 'Ann');
    expect(application).toMatchObject({ status: 'sent', history: [{ status: 'sent', message: null }] });
    expect(new Date(application.dueAt ?? '').getTime() - new Date(application.createdAt).getTime()).toBe(
      7 * 86_400_000,
    );

    const shortlisted = await move(app(), owner, job.id, application._id, { status: 'shortlisted' });
    expect(shortlisted.statusCode).toBe(200);
    const invited = await move(app(), owner, job.id, application._id, {
      status: 'invited',
      message: 'Dear {name}, come to an interview for {job} on Monday.',
    });
    expect(invited.statusCode).toBe(200);
    const moved = ZApplicationResponse.parse(invited.json()).application;
    expect(moved.status).toBe('invited');
    // Answered: nothing is due any more.
    expect(moved.dueAt).toBeNull();

    const mine = ZApplicationListResponse.parse(
      (await app().request({ method: 'GET', url: '/api/applications/my', token: seeker.token })).json(),
    ).items;
    expect(mine[0]?.history.map((entry) => [entry.status, entry.message])).toEqual([
      ['sent', null],
      ['shortlisted', null],
      ['invited', 'Dear Ann, come to an interview for Junior cook on Monday.'],
    ]);
    expect(mine[0]?.notesCount).toBeUndefined();

    const chat = await app().request({
      method: 'GET',
      url: `/api/messages/thread?jobId=${job.id}`,
      token: seeker.token,
    });
    expect(chat.statusCode).toBe(200);
    expect((chat.json() as { messages: { text: string }[] }).messages.map((m) => m.text)).toEqual([
      'Dear Ann, come to an interview for Junior cook on Monday.',
    ]);

    const mails = await mailsTo(app(), seeker);
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Your application to “Junior cook” is on the shortlist',
      'Coffee Corner invites you: “Junior cook”',
    ]);
    expect(mails[1]?.text).toContain('Their message:');
    expect(mails[1]?.text).toContain('Dear Ann, come to an interview for Junior cook on Monday.');
  });

  it('refuses any move from "hired" or "expired" with 409 STATUS_CHANGE', async () => {
    const owner = await createUser(app());
    const job = await liveJob(app(), owner);
    const { application } = await applied(job.id);
    expect((await move(app(), owner, job.id, application._id, { status: 'hired' })).statusCode).toBe(200);
    const again = await move(app(), owner, job.id, application._id, { status: 'rejected' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'STATUS_CHANGE' });

    const other = await applied(job.id);
    await app()
      .ctx.db.update(applications)
      .set({ status: 'expired' })
      .where(eq(applications.id, other.application._id));
    const fromExpired = await move(app(), owner, job.id, other.application._id, { status: 'invited' });
    expect(fromExpired.statusCode).toBe(409);
    expect(fromExpired.json()).toMatchObject({ code: 'STATUS_CHANGE' });
  });

  it("refuses moving an application of another team's job, another job's application, and bad input", async () => {
    const owner = await createUser(app());
    const stranger = await createUser(app());
    const job = await liveJob(app(), owner);
    const strangersJob = await liveJob(app(), stranger);
    const { seeker, application } = await applied(job.id);
    expect((await move(app(), stranger, job.id, application._id, { status: 'rejected' })).statusCode).toBe(
      403,
    );
    expect((await move(app(), seeker, job.id, application._id, { status: 'rejected' })).statusCode).toBe(403);
    // The stranger's own job does not open another job's application.
    expect(
      (await move(app(), stranger, strangersJob.id, application._id, { status: 'rejected' })).statusCode,
    ).toBe(404);
    for (const payload of [
      { status: 'viewed' },
      { status: 'expired' },
      { status: 'sent' },
      { status: 'invited', message: 'x'.repeat(2001) },
      { status: 'invited', message: 'Hello {email}' },
      { status: 'invited', message: '<b>Hello</b>' },
    ]) {
      const refused = await move(app(), owner, job.id, application._id, payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const [row] = await app().ctx.db.select().from(applications).where(eq(applications.id, application._id));
    expect(row?.status).toBe('sent');
  });
});

describe('bulk moves', () => {
  it('moves up to 200 applications of this job, leaves hired ones, and refuses ids of other jobs', async () => {
    const owner = await createUser(app());
    const job = await liveJob(app(), owner, { title: 'Waiter' });
    const otherJob = await liveJob(app(), owner, { title: 'Cashier' });
    const a = await applied(job.id, 'Anna');
    const b = await applied(job.id, 'Boris');
    const hired = await applied(job.id, 'Chen');
    const elsewhere = await applied(otherJob.id, 'Dana');
    await move(app(), owner, job.id, hired.application._id, { status: 'hired' });

    const mixed = await bulk(app(), owner, job.id, {
      ids: [a.application._id, elsewhere.application._id],
      status: 'rejected',
    });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json()).toMatchObject({ code: 'VALIDATION', details: [{ path: 'ids' }] });
    const untouched = await app().ctx.db.select().from(applications).where(eq(applications.jobId, job.id));
    expect(untouched.filter((row) => row.status === 'rejected')).toEqual([]);

    for (const ids of [[], Array.from({ length: 201 }, () => crypto.randomUUID()), ['not-an-id']]) {
      expect((await bulk(app(), owner, job.id, { ids, status: 'rejected' })).statusCode).toBe(400);
    }
    const stranger = await createUser(app());
    expect(
      (await bulk(app(), stranger, job.id, { ids: [a.application._id], status: 'rejected' })).statusCode,
    ).toBe(403);

    const done = await bulk(app(), owner, job.id, {
      ids: [a.application._id, b.application._id, hired.application._id],
      status: 'rejected',
      message: 'Thank you, {name}, for applying to {job}.',
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ updated: 2 });
    const rows = await app().ctx.db.select().from(applications).where(eq(applications.jobId, job.id));
    expect(Object.fromEntries(rows.map((row) => [row.id, row.status]))).toEqual({
      [a.application._id]: 'rejected',
      [b.application._id]: 'rejected',
      [hired.application._id]: 'hired',
    });
    const mails = await mailsTo(app(), b.seeker);
    expect(mails.at(-1)?.text).toContain('Thank you, Boris, for applying to Waiter.');
  });
});

describe("the team's list and notes", () => {
  it('lists by status and order with answers, CV, notes count and due date; opening marks viewed', async () => {
    const owner = await createUser(app());
    const job = await liveJob(app(), owner, {
      questions: [{ text: 'Can you work weekends?', kind: 'yes_no', required: true }],
    });
    const questionId = ZJobResponse.parse(
      (await app().request({ method: 'GET', url: `/api/jobs/${job.id}`, token: owner.token })).json(),
    ).job.questions[0]?.id;
    const first = await createUser(app(), { displayName: 'First' });
    const second = await createUser(app(), { displayName: 'Second' });
    await app().request({
      method: 'PUT',
      url: '/api/resumes/me',
      token: first.token,
      payload: { headline: 'Student cook', shareWithEmployers: true },
    });
    for (const seeker of [first, second]) {
      const response = await apply(app(), seeker, job.id, { answers: [{ questionId, text: 'yes' }] });
      expect(response.statusCode).toBe(201);
    }
    const page = ZApplicationPage.parse((await applicants(app(), owner, job.id, '?sort=oldest')).json());
    expect(page.nextCursor).toBeNull();
    expect(page.items.map((item) => [item.user?.displayName, item.status])).toEqual([
      ['First', 'sent'],
      ['Second', 'sent'],
    ]);
    expect(page.items[0]).toMatchObject({
      answers: [{ questionId, question: 'Can you work weekends?', kind: 'yes_no', text: 'yes' }],
      resume: { headline: 'Student cook' },
      notesCount: 0,
    });
    expect(page.items[0]?.dueAt).toEqual(expect.any(String));
    const viewed = ZApplicationPage.parse((await applicants(app(), owner, job.id, '?status=viewed')).json());
    expect(viewed.items).toHaveLength(2);
    expect(viewed.items[0]?.history.map((entry) => entry.status)).toEqual(['sent', 'viewed']);
    expect((await applicants(app(), owner, job.id, '?status=sent')).json()).toEqual({
      items: [],
      nextCursor: null,
    });
    for (const query of ['?cursor=bm9wZQ', '?sort=best', '?status=maybe']) {
      expect((await applicants(app(), owner, job.id, query)).statusCode, query).toBe(400);
    }
    expect((await applicants(app(), first, job.id)).statusCode).toBe(403);
  });

  it("keeps the team's notes private: not to the applicant, not in the applicant's export", async () => {
    const owner = await createUser(app(), { displayName: 'Olga Owner' });
    const job = await liveJob(app(), owner);
    const { seeker, application } = await applied(job.id);
    const url = `/api/jobs/${job.id}/applications/${application._id}/notes`;
    const added = await app().request({
      method: 'POST',
      url,
      token: owner.token,
      payload: { text: '  Strong answers; call back.  ' },
    });
    expect(added.statusCode).toBe(201);
    expect(ZNoteResponse.parse(added.json()).note).toMatchObject({
      text: 'Strong answers; call back.',
      author: { _id: owner.user._id, displayName: 'Olga Owner' },
    });
    const listed = ZNoteListResponse.parse(
      (await app().request({ method: 'GET', url, token: owner.token })).json(),
    );
    expect(listed.items.map((note) => note.text)).toEqual(['Strong answers; call back.']);
    for (const payload of [{ text: '' }, { text: 'x'.repeat(2001) }, {}]) {
      expect((await app().request({ method: 'POST', url, token: owner.token, payload })).statusCode).toBe(
        400,
      );
    }
    expect((await app().request({ method: 'GET', url, token: seeker.token })).statusCode).toBe(403);
    expect(
      (await app().request({ method: 'POST', url, token: seeker.token, payload: { text: 'Me' } })).statusCode,
    ).toBe(403);
    const page = ZApplicationPage.parse((await applicants(app(), owner, job.id)).json());
    expect(page.items[0]?.notesCount).toBe(1);
    const exported = await app().request({ method: 'GET', url: '/api/users/me/export', token: seeker.token });
    expect(exported.body).not.toContain('Strong answers');
  });
});

describe('message templates', () => {
  it('offers a translated rejection and invitation, and keeps the caller’s own', async () => {
    const owner = await createUser(app());
    await app().ctx.db.update(users).set({ language: 'ru' }).where(eq(users.id, owner.user._id));
    const list = async (token = owner.token) =>
      ZTemplateListResponse.parse(
        (await app().request({ method: 'GET', url: '/api/message-templates', token })).json(),
      );
    const initial = await list();
    expect(initial.items).toEqual([]);
    expect(initial.defaults.map((d) => [d.key, d.name])).toEqual([
      ['rejection', 'Вежливый отказ'],
      ['invitation', 'Приглашение на собеседование'],
    ]);
    expect(initial.defaults[0]?.text).toContain('{name}');

    const create = (payload: object, token = owner.token) =>
      app().request({ method: 'POST', url: '/api/message-templates', token, payload });
    const created = await create({ name: 'Short no', text: 'Thank you, {name}: {job} is filled.' });
    expect(created.statusCode).toBe(201);
    const template = ZTemplateResponse.parse(created.json()).template;
    for (const payload of [
      { name: 'Html', text: '<script>alert(1)</script> Hi {name}' },
      { name: 'Link', text: 'See <a href="https://x">this</a>' },
      { name: 'Unknown', text: 'Hello {firstName}, about {job}' },
      { name: 'Empty', text: '' },
      { name: '', text: 'Hello' },
      { name: 'x'.repeat(81), text: 'Hello' },
      { name: 'Long', text: 'x'.repeat(2001) },
    ]) {
      const refused = await create(payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const url = `/api/message-templates/${template._id}`;
    const patched = await app().request({
      method: 'PATCH',
      url,
      token: owner.token,
      payload: { name: 'No' },
    });
    expect(ZTemplateResponse.parse(patched.json()).template).toMatchObject({
      name: 'No',
      text: 'Thank you, {name}: {job} is filled.',
    });
    const stranger = await createUser(app());
    expect(
      (await app().request({ method: 'PATCH', url, token: stranger.token, payload: { name: 'Mine' } }))
        .statusCode,
    ).toBe(403);
    expect((await app().request({ method: 'DELETE', url, token: stranger.token })).statusCode).toBe(403);
    expect((await list(stranger.token)).items).toEqual([]);

    const exported = ZAccountExport.parse(
      (await app().request({ method: 'GET', url: '/api/users/me/export', token: owner.token })).json(),
    );
    expect(exported.messageTemplates.map((t) => t.name)).toEqual(['No']);

    expect((await app().request({ method: 'DELETE', url, token: owner.token })).statusCode).toBe(204);
    expect((await list()).items).toEqual([]);
    expect((await app().request({ method: 'DELETE', url, token: owner.token })).statusCode).toBe(404);
  });
});

describe('duplicate and statistics', () => {
  it('duplicates a job as a draft without its applications, views or payments', async () => {
    const owner = await createUser(app());
    const job = await liveJob(app(), owner, {
      title: 'Courier on a bicycle',
      answerWithinDays: 10,
      questions: [{ text: 'Do you have a bicycle?', kind: 'yes_no', required: false }],
    });
    await applied(job.id);
    const copied = await app().request({
      method: 'POST',
      url: `/api/jobs/${job.id}/duplicate`,
      token: owner.token,
    });
    expect(copied.statusCode).toBe(201);
    const copy = ZJobResponse.parse(copied.json()).job;
    expect(copy).toMatchObject({
      title: 'Courier on a bicycle',
      status: 'draft',
      published: false,
      views: 0,
      answerWithinDays: 10,
      questions: [{ text: 'Do you have a bicycle?', kind: 'yes_no', required: false }],
    });
    expect(copy._id).not.toBe(job.id);
    expect(await app().ctx.db.select().from(applications).where(eq(applications.jobId, copy._id))).toEqual(
      [],
    );

    const stranger = await createUser(app());
    expect(
      (await app().request({ method: 'POST', url: `/api/jobs/${job.id}/duplicate`, token: stranger.token }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await app().request({
          method: 'POST',
          url: `/api/jobs/${crypto.randomUUID()}/duplicate`,
          token: owner.token,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('counts views and applications per day, with totals, for the team only', async () => {
    const owner = await createUser(app());
    const job = await liveJob(app(), owner);
    const viewer = await createUser(app());
    await app().request({ method: 'GET', url: `/api/jobs/${job.id}`, token: viewer.token });
    // A view three days ago, as the job_views table keeps them.
    const past = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
    await app().ctx.db.insert(jobViews).values({ jobId: job.id, viewerId: owner.user._id, day: past });
    const { application } = await applied(job.id);
    await move(app(), owner, job.id, application._id, { status: 'hired' });

    const response = await app().request({
      method: 'GET',
      url: `/api/jobs/${job.id}/stats?days=7`,
      token: owner.token,
    });
    expect(response.statusCode).toBe(200);
    const stats = ZJobStatsResponse.parse(response.json());
    expect(stats.days).toHaveLength(7);
    const today = new Date().toISOString().slice(0, 10);
    expect(stats.days.at(-1)).toEqual({ day: today, views: 1, applications: 1 });
    expect(stats.days.find((d) => d.day === past)).toEqual({ day: past, views: 1, applications: 0 });
    expect(stats.totals).toEqual({ views: 2, applications: 1, answered: 1, hired: 1 });
    expect(
      ZJobStatsResponse.parse(
        (await app().request({ method: 'GET', url: `/api/jobs/${job.id}/stats`, token: owner.token })).json(),
      ).days,
    ).toHaveLength(30);
    for (const days of ['6', '91', 'x']) {
      const refused = await app().request({
        method: 'GET',
        url: `/api/jobs/${job.id}/stats?days=${days}`,
        token: owner.token,
      });
      expect(refused.statusCode).toBe(400);
    }
    expect(
      (await app().request({ method: 'GET', url: `/api/jobs/${job.id}/stats`, token: viewer.token }))
        .statusCode,
    ).toBe(403);
  });

  it('keeps applyBy within the listing and answerWithinDays within 3–30', async () => {
    const owner = await createUser(app());
    const job = await liveJob(app(), owner);
    const put = (payload: object) =>
      app().request({ method: 'PUT', url: `/api/jobs/${job.id}`, token: owner.token, payload });
    const late = new Date(Date.now() + 400 * 86_400_000).toISOString();
    const refused = await put({ applyBy: late });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ details: [{ path: 'applyBy' }] });
    for (const answerWithinDays of [2, 31, 7.5]) {
      expect((await put({ answerWithinDays })).statusCode).toBe(400);
    }
    const soon = new Date(Date.now() + 86_400_000).toISOString();
    const edited = ZJobResponse.parse((await put({ applyBy: soon, answerWithinDays: 14 })).json()).job;
    expect(edited).toMatchObject({ applyBy: soon, answerWithinDays: 14 });
    const created = await app().request({
      method: 'POST',
      url: '/api/jobs',
      token: owner.token,
      payload: jobInput(),
    });
    expect(ZJobResponse.parse(created.json()).job).toMatchObject({
      answerWithinDays: 7,
      applyBy: null,
      questions: [],
      response: null,
    });
  });
});
