import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { session } from '../../../entities/auth/session-store.ts';
import { fakeApi } from '../../../test/fake-api.ts';
import { makeJob, testConfig } from '../../../test/jobs.ts';
import { jsonResponse, renderRoute, testUser } from '../../../test/render.tsx';
import { JobScreen } from './job-screen.tsx';

const routes = [{ path: '/jobs/:id', element: <JobScreen /> }];

describe('JobScreen', () => {
  beforeEach(() => session.signIn('tok', { ...testUser, country: 'RU' }));

  it('shows every field of the job, its text as plain text', async () => {
    const job = makeJob({
      title: 'Barista',
      companyType: 'Coffee shop',
      industry: 'Hospitality',
      salary: 350,
      salaryPeriod: 'hourly',
      paymentFrequency: 'weekly',
      monthlySalary: 60000,
      daysPerWeek: 2,
      hoursPerDay: 8,
      benefits: 'Free coffee',
      description: 'Line one\n<b>not bold</b>',
      views: 1,
      isOwner: false,
    });
    fakeApi({
      'GET /api/config': () => jsonResponse(200, testConfig),
      [`GET /api/jobs/${job._id}`]: () => jsonResponse(200, { job }),
    });
    renderRoute(routes, `/jobs/${job._id}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Barista' })).toBeInTheDocument();
    expect(screen.getByText('Coffee Lab · Coffee shop · Hospitality')).toBeInTheDocument();
    expect(screen.getAllByText('₽350 per hour')).toHaveLength(2);
    expect(screen.getByText('Paid weekly')).toBeInTheDocument();
    expect(screen.getByText('₽60,000')).toBeInTheDocument();
    expect(screen.getAllByText('Shift work').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Part-time').length).toBeGreaterThan(0);
    expect(screen.getByText('No special requirements')).toBeInTheDocument();
    expect(screen.getByText('Free coffee')).toBeInTheDocument();
    expect(screen.getByText('1 view')).toBeInTheDocument();
    expect(screen.getByText('Published November 1, 2026')).toBeInTheDocument();
    const description = screen.getByText(/Line one/);
    expect(description.textContent).toBe('Line one\n<b>not bold</b>');
    expect(within(description).queryByText('not bold')).not.toBeInTheDocument();
    expect(await screen.findByRole('group', { name: /Map showing the job's location/ })).toBeInTheDocument();
    expect(screen.queryByText('Active')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('isolates every text its owner typed, so right-to-left words cannot reorder the page around them', async () => {
    // "gpj.exe" typed after an Arabic word: without isolation it would run into the neighbouring text.
    const job = makeJob({
      title: 'مساعد gpj.exe',
      companyName: 'شركة القهوة',
      address: 'شارع ١٢',
      description: 'وصف العمل',
      benefits: 'قهوة مجانية',
      requirements: 'لا شيء',
      noSpecialRequirements: false,
      isOwner: false,
    });
    fakeApi({
      'GET /api/config': () => jsonResponse(200, testConfig),
      [`GET /api/jobs/${job._id}`]: () => jsonResponse(200, { job }),
    });
    renderRoute(routes, `/jobs/${job._id}`);

    const title = await screen.findByRole('heading', { level: 1, name: 'مساعد gpj.exe' });
    const isolated = (element: HTMLElement) =>
      // eslint-disable-next-line testing-library/no-node-access -- the isolating element is the subject
      element.tagName === 'BDI' || element.closest('bdi, [dir="auto"]') !== null;
    // eslint-disable-next-line testing-library/no-node-access -- the isolating element is the subject
    expect(isolated(title.querySelector('bdi') ?? title)).toBe(true);
    for (const text of [/شركة القهوة/, 'شارع ١٢', 'وصف العمل', 'قهوة مجانية', 'لا شيء']) {
      for (const element of screen.getAllByText(text)) expect(isolated(element)).toBe(true);
    }
  });

  it('shows its owner the status and an edit link', async () => {
    const job = makeJob({ status: 'draft', published: false, publishedAt: null, isOwner: true });
    fakeApi({
      'GET /api/config': () => jsonResponse(200, testConfig),
      [`GET /api/jobs/${job._id}`]: () => jsonResponse(200, { job }),
    });
    renderRoute(routes, `/jobs/${job._id}`);

    expect(await screen.findByText('Draft')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', `/jobs/${job._id}/edit`);
    expect(screen.getByText('Created October 30, 2026')).toBeInTheDocument();
  });

  it('says when the job cannot be found', async () => {
    const id = 'a1b2c3d4-0000-4000-8000-0000000000ee';
    fakeApi({
      [`GET /api/jobs/${id}`]: () => jsonResponse(404, { error: 'Job not found', code: 'NOT_FOUND' }),
    });
    renderRoute(routes, `/jobs/${id}`);
    expect(await screen.findByRole('heading', { name: 'Job not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to jobs' })).toHaveAttribute('href', '/jobs');
  });
});
