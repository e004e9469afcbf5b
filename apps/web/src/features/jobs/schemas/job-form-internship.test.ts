import { describe, expect, it } from 'vitest';
import { makeJob } from '../../../test/jobs.ts';
import {
  EMPTY_INTERNSHIP,
  changedFields,
  emptyJobFormFor,
  jobToForm,
  parseJobRequest,
  ZJobForm,
  type TJobForm,
} from './job-form-schema.ts';

// Issue 33 items 2 and 3: the form's salary "from – to" and its internship section, as sent.

const filled = (changes: Partial<TJobForm> = {}): TJobForm => ({
  ...emptyJobFormFor('DE'),
  title: 'Barista intern',
  description: 'Learn to make coffee and greet guests in a busy café.',
  companyName: 'Coffee Lab',
  category: 'barista',
  address: 'Unter den Linden 1, Berlin',
  lat: 52.517,
  lng: 13.389,
  schedule: 'shift',
  employmentType: 'internship',
  noSpecialRequirements: true,
  ...changes,
});

const problems = (form: TJobForm) => {
  const result = ZJobForm.safeParse(form);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('the job form’s salary range and internship', () => {
  it('sends the range and the facts of an internship, its currency the employer’s country’s', () => {
    const form = filled({
      salary: 1000,
      salaryMax: '1500',
      internship: {
        ...EMPTY_INTERNSHIP,
        stipend: 600,
        durationWeeks: '12',
        mentor: true,
        learn: 'Latte art',
      },
    });
    expect(problems(form)).toEqual([]);
    expect(parseJobRequest(form)).toMatchObject({
      salary: 1000,
      salaryMax: 1500,
      salaryCurrency: 'EUR',
      internship: {
        paid: true,
        stipend: 600,
        startDate: null,
        durationWeeks: 12,
        mentor: true,
        offerPossible: false,
        learn: 'Latte art',
      },
    });
  });

  it('sends no facts for another employment type, and no stipend when unpaid', () => {
    const other = filled({ employmentType: 'part_time', internship: { ...EMPTY_INTERNSHIP, stipend: 600 } });
    expect(parseJobRequest(other).internship).toBeNull();
    const unpaid = filled({ internship: { ...EMPTY_INTERNSHIP, paid: false, stipend: 600 } });
    expect(parseJobRequest(unpaid).internship).toMatchObject({ paid: false, stipend: null });
  });

  it('refuses a range below the salary and facts out of bounds, on their own inputs', () => {
    expect(problems(filled({ salary: 1500, salaryMax: 1000 }))).toEqual([
      ['salaryMax', 'validation.salaryRange'],
    ]);
    const weeks = problems(filled({ internship: { ...EMPTY_INTERNSHIP, durationWeeks: 105 } }));
    expect(weeks.map(([path]) => path)).toEqual(['internship.durationWeeks']);
    const learn = problems(filled({ internship: { ...EMPTY_INTERNSHIP, learn: 'x'.repeat(501) } }));
    expect(learn.map(([path]) => path)).toEqual(['internship.learn']);
  });

  it('edits a saved internship: unchanged facts are not sent, changed ones are', () => {
    const job = makeJob({
      employmentType: 'internship',
      salary: 1000,
      salaryMax: 1500,
      internship: {
        paid: true,
        stipend: 600,
        startDate: '2027-02-01',
        durationWeeks: 12,
        mentor: true,
        offerPossible: false,
        learn: 'Latte art',
      },
    });
    const form = jobToForm(job);
    expect(form.internship).toMatchObject({ stipend: 600, startDate: '2027-02-01', durationWeeks: 12 });
    expect(form.salaryMax).toBe(1500);
    expect(changedFields(job, parseJobRequest(form))).not.toHaveProperty('internship');
    const longer = { ...form, internship: { ...form.internship, durationWeeks: 16 } };
    expect(changedFields(job, parseJobRequest(longer))).toMatchObject({ internship: { durationWeeks: 16 } });
  });
});
