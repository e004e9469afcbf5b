import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TApplication } from '@debut/contract/applications';
import { session } from '../../entities/auth/session-store.ts';
import { favoritesStore } from '../../entities/favorites/favorites-store.ts';
import { addLiveNotification } from '../../entities/realtime/live-stores.ts';
import { fakeApi } from '../../test/fake-api.ts';
import { makeJob } from '../../test/jobs.ts';
import { jsonResponse, renderRoute, testUser } from '../../test/render.tsx';
import { DashboardScreen } from './dashboard-screen.tsx';

const application = (status: TApplication['status']): TApplication => ({
  _id: crypto.randomUUID(),
  job: makeJob(),
  coverLetter: null,
  status,
  createdAt: '2026-11-19T10:00:00.000Z',
  history: [{ status: 'sent', at: '2026-11-19T10:00:00.000Z', message: null }],
  answers: [],
  dueAt: null,
  updatedAt: '2026-11-19T10:00:00.000Z',
});

describe('DashboardScreen', () => {
  beforeEach(() => session.signIn('tok', { ...testUser, country: 'RU' }));

  it('shows applications by status, own jobs by status with new applicants, and favourites', async () => {
    const busy = makeJob({ title: 'Busy barista', applicationsCount: 4, newApplicationsCount: 2 });
    fakeApi({
      'GET /api/applications/my': () =>
        jsonResponse(200, { items: [application('invited'), application('sent'), application('sent')] }),
      'GET /api/jobs/my': () =>
        jsonResponse(200, {
          items: [
            busy,
            makeJob({ status: 'draft', published: false, applicationsCount: 0, newApplicationsCount: 0 }),
          ],
        }),
      'GET /api/messages/threads': () => jsonResponse(200, { threads: [], unreadChats: 2 }),
    });
    favoritesStore.replace(['x', 'y', 'z']);
    addLiveNotification({
      type: 'application.sent',
      job: { _id: busy._id, title: 'Busy barista' },
      applicant: { _id: crypto.randomUUID(), displayName: 'Sam' },
    });
    renderRoute(<DashboardScreen />, '/dashboard');

    const applications = await screen.findByRole('region', { name: 'My applications' });
    const jobs = screen.getByRole('region', { name: 'My jobs' });
    const favorites = screen.getByRole('region', { name: 'Favourites' });

    expect(await within(applications).findByText('3')).toBeInTheDocument();
    expect(within(applications).getByRole('link', { name: 'Sent' })).toHaveAttribute(
      'href',
      '/applications?status=sent',
    );
    // Each status that has applications, beside its count.
    const terms = within(applications).getAllByRole('term');
    expect(terms.map((term) => term.textContent)).toEqual(['Sent', 'Invited']);
    const counts = within(applications).getAllByRole('definition');
    expect(counts.map((count) => count.textContent)).toEqual(['2', '1']);
    expect(within(applications).queryByRole('link', { name: 'Rejected' })).not.toBeInTheDocument();

    expect(await within(jobs).findByText('2')).toBeInTheDocument();
    expect(within(jobs).getByRole('link', { name: 'Active' })).toBeInTheDocument();
    expect(within(jobs).getByRole('link', { name: 'Draft' })).toBeInTheDocument();
    expect(within(jobs).getByRole('link', { name: 'Busy barista' })).toHaveAttribute(
      'href',
      `/jobs/${busy._id}#applicants`,
    );
    expect(within(jobs).getByText('2 new')).toBeInTheDocument();

    expect(within(favorites).getByText('3')).toBeInTheDocument();
    expect(within(favorites).getByRole('link', { name: 'Open favourites' })).toHaveAttribute(
      'href',
      '/favorites',
    );

    const messages = screen.getByRole('region', { name: 'Messages' });
    const news = screen.getByRole('region', { name: 'Latest news' });
    expect(await within(messages).findByText('2 unread chats')).toBeInTheDocument();
    expect(within(messages).getByRole('link', { name: 'Open messages' })).toHaveAttribute(
      'href',
      '/messages?filter=unread',
    );
    expect(within(news).getByText('Sam applied to “Busy barista”')).toBeInTheDocument();
  });
});

describe('DashboardScreen alerts panel', () => {
  beforeEach(() => session.signIn('tok', { ...testUser, country: 'RU' }));

  const alert = (newCount: number) => ({
    _id: crypto.randomUUID(),
    id: crypto.randomUUID(),
    name: 'Barista near Moscow',
    query: { q: 'barista' },
    frequency: 'daily',
    paused: false,
    newCount,
    lastMatchedAt: null,
    createdAt: '2026-11-25T10:00:00.000Z',
  });

  it.each([
    ['no alerts', [], 'Nothing new. Save a search on the Jobs page to hear about new jobs.'],
    ['quiet alerts', [alert(0)], 'Nothing new yet. Your alerts keep watching for new jobs.'],
    ['new matches', [alert(2), alert(1)], '3 new jobs match your saved searches.'],
  ])('with %s it says what fits', async (_, items, text) => {
    fakeApi({
      'GET /api/applications/my': () => jsonResponse(200, { items: [] }),
      'GET /api/jobs/my': () => jsonResponse(200, { items: [] }),
      'GET /api/messages/threads': () => jsonResponse(200, { threads: [], unreadChats: 0 }),
      'GET /api/alerts': () => jsonResponse(200, { items }),
    });
    renderRoute(<DashboardScreen />, '/dashboard');
    const panel = await screen.findByRole('region', { name: 'New for your alerts' });
    expect(await within(panel).findByText(text)).toBeInTheDocument();
  });
  it('shows the jobs recommended from the CV with why, and leads to the CV while there are none', async () => {
    const near = makeJob({ title: 'Tutor near the park', companyName: 'Bright Minds' });
    const api = fakeApi({
      'GET /api/jobs/recommended': () =>
        jsonResponse(200, { items: [{ ...near, reasons: ['category', 'near'] }] }),
    });
    const { unmount } = renderRoute(<DashboardScreen />, '/dashboard');
    const panel = await screen.findByRole('region', { name: 'Recommended for you' });
    expect(await within(panel).findByRole('link', { name: 'Tutor near the park' })).toHaveAttribute(
      'href',
      `/jobs/${near._id}`,
    );
    expect(within(panel).getByText('Your profession')).toBeInTheDocument();
    expect(within(panel).getByText('Near you')).toBeInTheDocument();
    expect(within(panel).getByText('Recommended because:')).toBeInTheDocument();
    expect(api.calls.find((call) => call.url.pathname === '/api/jobs/recommended')?.url.search).toBe(
      '?limit=5',
    );
    unmount();

    fakeApi({ 'GET /api/jobs/recommended': () => jsonResponse(200, { items: [] }) });
    renderRoute(<DashboardScreen />, '/dashboard');
    const empty = await screen.findByRole('region', { name: 'Recommended for you' });
    expect(await within(empty).findByText(/Add the professions you want/)).toBeInTheDocument();
    expect(within(empty).getByRole('link', { name: 'Fill in my CV' })).toHaveAttribute(
      'href',
      '/profile/resume',
    );
  });
});
