import { describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { ZApplicationPage, ZApplicationResponse } from '@debut/contract/applications';
import { ZJobResponse, type TQuestion } from '@debut/contract/jobs';
import { jobs } from '../src/db/schema.ts';
import { useTestApp } from './support/test-app.ts';
import { createUser, type TestUser } from './support/factories.ts';
import { applicants, apply, liveJob } from './support/pipeline.ts';

// Issue 32 (DESIGN.md §14.2): screening questions asked on applying, the last day to apply, and a job
// edited after answers came: clear errors, nothing lost.

// Each test registers several people (a password hash apiece): slow on a busy shared machine.
vi.setConfig({ testTimeout: 120_000 });

const app = useTestApp();

const QUESTIONS = [
  { text: 'Can you work on weekends?', kind: 'yes_no', required: true },
  { text: 'Why this café?', kind: 'text', required: false },
] as const;

async function jobWithQuestions(owner: TestUser) {
  const job = await liveJob(app(), owner, { questions: [...QUESTIONS] });
  return { job, questions: job.questions };
}

const ids = (questions: TQuestion[]) => questions.map((q) => q.id);

describe('screening questions', () => {
  it('gives every question an id the job keeps, and refuses more than 5 or bad ones', async () => {
    const owner = await createUser(app());
    const { job, questions } = await jobWithQuestions(owner);
    expect(questions).toEqual([
      { id: expect.any(String), ...QUESTIONS[0] },
      { id: expect.any(String), ...QUESTIONS[1] },
    ]);
    expect(new Set(ids(questions)).size).toBe(2);
    const put = (payload: object) =>
      app().request({ method: 'PUT', url: `/api/jobs/${job.id}`, token: owner.token, payload });
    const six = Array.from({ length: 6 }, (_, i) => ({ text: `Question ${i}?`, kind: 'text' }));
    for (const bad of [
      six,
      [{ text: 'x'.repeat(301), kind: 'text' }],
      [{ text: 'Fine?', kind: 'essay' }],
      [{ text: '', kind: 'text' }],
      [
        { id: 'same', text: 'One?', kind: 'text' },
        { id: 'same', text: 'Two?', kind: 'text' },
      ],
      [{ id: 'no spaces', text: 'One?', kind: 'text' }],
    ]) {
      const refused = await put({ questions: bad });
      expect(refused.statusCode, JSON.stringify(bad).slice(0, 80)).toBe(400);
    }
    // Sent back with their ids, the questions keep them; a new one gets its own.
    const edited = ZJobResponse.parse(
      (await put({ questions: [...questions, { text: 'When can you start?', kind: 'text' }] })).json(),
    ).job.questions;
    expect(ids(edited).slice(0, 2)).toEqual(ids(questions));
    expect(edited[2]).toMatchObject({ text: 'When can you start?', required: false });
    expect(ids(questions)).not.toContain(edited[2]?.id);
  });

  it('refuses an application without the required answers with 400 ANSWERS_REQUIRED', async () => {
    const owner = await createUser(app());
    const seeker = await createUser(app());
    const { job, questions } = await jobWithQuestions(owner);
    const [weekends, why] = ids(questions);
    const attempts = [
      undefined,
      { answers: [] },
      { answers: [{ questionId: why, text: 'I love coffee' }] },
      { answers: [{ questionId: weekends, text: '   ' }] },
      { answers: [{ questionId: weekends, text: 'maybe' }] },
      {
        answers: [
          { questionId: weekends, text: 'yes' },
          { questionId: 'q-unknown', text: 'hi' },
        ],
      },
    ];
    for (const payload of attempts) {
      const refused = await apply(app(), seeker, job.id, payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'ANSWERS_REQUIRED' });
    }
    const tooLong = await apply(app(), seeker, job.id, {
      answers: [
        { questionId: weekends, text: 'yes' },
        { questionId: why, text: 'x'.repeat(1001) },
      ],
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ code: 'VALIDATION' });
    const twice = await apply(app(), seeker, job.id, {
      answers: [
        { questionId: weekends, text: 'yes' },
        { questionId: weekends, text: 'no' },
      ],
    });
    expect(twice.statusCode).toBe(400);

    const ok = await apply(app(), seeker, job.id, {
      coverLetter: 'Hello',
      answers: [
        { questionId: why, text: '  Near my school.  ' },
        { questionId: weekends, text: 'yes' },
      ],
    });
    expect(ok.statusCode).toBe(201);
    // In the job's order, each with its question.
    expect(ZApplicationResponse.parse(ok.json()).application.answers).toEqual([
      { questionId: weekends, question: QUESTIONS[0].text, kind: 'yes_no', text: 'yes' },
      { questionId: why, question: QUESTIONS[1].text, kind: 'text', text: 'Near my school.' },
    ]);
  });

  it('keeps answers readable when the job removes or rewords a question already answered', async () => {
    const owner = await createUser(app());
    const seeker = await createUser(app());
    const { job, questions } = await jobWithQuestions(owner);
    const [weekends, why] = ids(questions);
    await apply(app(), seeker, job.id, {
      answers: [
        { questionId: weekends, text: 'no' },
        { questionId: why, text: 'The people' },
      ],
    });
    const edited = await app().request({
      method: 'PUT',
      url: `/api/jobs/${job.id}`,
      token: owner.token,
      payload: { questions: [{ id: weekends, text: 'Saturdays?', kind: 'yes_no', required: true }] },
    });
    expect(edited.statusCode).toBe(200);
    const [entry] = ZApplicationPage.parse((await applicants(app(), owner, job.id)).json()).items;
    expect(entry?.answers).toEqual([
      { questionId: weekends, question: QUESTIONS[0].text, kind: 'yes_no', text: 'no' },
      { questionId: why, question: QUESTIONS[1].text, kind: 'text', text: 'The people' },
    ]);
    const mine = (
      await app().request({ method: 'GET', url: '/api/applications/my', token: seeker.token })
    ).json() as { items: { answers: unknown[] }[] };
    expect(mine.items[0]?.answers).toHaveLength(2);
  });
});

describe('the last day to apply', () => {
  it('refuses applications after applyBy with 409 APPLY_CLOSED', async () => {
    const owner = await createUser(app());
    const seeker = await createUser(app());
    const job = await liveJob(app(), owner);
    await app()
      .ctx.db.update(jobs)
      .set({ applyBy: new Date(Date.now() - 60_000) })
      .where(eq(jobs.id, job.id));
    const refused = await apply(app(), seeker, job.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'APPLY_CLOSED' });

    await app()
      .ctx.db.update(jobs)
      .set({ applyBy: new Date(Date.now() + 86_400_000) })
      .where(eq(jobs.id, job.id));
    expect((await apply(app(), seeker, job.id)).statusCode).toBe(201);
    expect((await apply(app(), seeker, job.id)).json()).toMatchObject({ code: 'ALREADY_APPLIED' });
  });
});
