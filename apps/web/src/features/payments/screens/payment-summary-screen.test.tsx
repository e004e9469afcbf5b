import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Navigate, useNavigationType, type RouteObject } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../entities/auth/session-store.ts';
import { fakeApi } from '../../../test/fake-api.ts';
import { makeJob, testConfig } from '../../../test/jobs.ts';
import { jsonResponse, renderRoute, testUser } from '../../../test/render.tsx';
import { PaymentSummaryScreen } from './payment-summary-screen.tsx';

const draft = makeJob({ title: 'Night courier', status: 'draft', published: false });

function JobCard() {
  return <p>Job card reached by {useNavigationType()}</p>;
}

function routesFrom(state?: unknown): RouteObject[] {
  return [
    { path: '/start', element: <Navigate to={`/payment-summary/${draft._id}`} state={state} /> },
    { path: '/payment-summary/:id', element: <PaymentSummaryScreen /> },
    { path: '/jobs/:id', element: <JobCard /> },
    { path: '/confirm-publish', element: <p>Confirm publish screen</p> },
  ];
}

function answerJob(job = draft) {
  return fakeApi({
    'GET /api/config': () => jsonResponse(200, testConfig),
    [`GET /api/jobs/${job._id}`]: () => jsonResponse(200, { job }),
  });
}

describe('PaymentSummaryScreen', () => {
  beforeEach(() => session.signIn('tok', { ...testUser, country: 'RU' }));

  it('shows loading while the job loads', async () => {
    fakeApi({
      'GET /api/config': () => jsonResponse(200, testConfig),
      [`GET /api/jobs/${draft._id}`]: () => new Promise<Response>(() => undefined),
    });
    renderRoute(routesFrom(), `/payment-summary/${draft._id}`);
    const status = await screen.findByRole('status', { name: 'Loading…' });
    // A word people see beside the spinner, not only a name for screen readers (issue 27 item 16).
    expect(within(status).getByText('Loading…')).toBeVisible();
  });

  it('says "Job not found" when the job is missing', async () => {
    fakeApi({
      'GET /api/config': () => jsonResponse(200, testConfig),
      [`GET /api/jobs/${draft._id}`]: () => jsonResponse(404, { error: 'Job not found', code: 'NOT_FOUND' }),
    });
    renderRoute(routesFrom(), `/payment-summary/${draft._id}`);
    expect(await screen.findByRole('heading', { name: 'Job not found' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
  });

  it('says "Job not found" to an anonymous visitor and offers to sign in', async () => {
    session.clear();
    fakeApi({
      'GET /api/config': () => jsonResponse(200, testConfig),
      [`GET /api/jobs/${draft._id}`]: () => jsonResponse(401, { error: 'Sign in', code: 'UNAUTHENTICATED' }),
    });
    renderRoute(routesFrom(), `/payment-summary/${draft._id}`);
    expect(await screen.findByRole('heading', { name: 'Job not found' })).toBeInTheDocument();
    // Signing in brings the visitor back to this payment summary.
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      `/login?next=${encodeURIComponent(`/payment-summary/${draft._id}`)}`,
    );
  });

  it('sends an active job to its card, replacing the history entry', async () => {
    const active = makeJob({ status: 'active' });
    answerJob(active);
    const { location } = renderRoute(routesFrom(), `/payment-summary/${active._id}`);
    expect(await screen.findByText('Job card reached by REPLACE')).toBeInTheDocument();
    expect(location.pathname).toBe(`/jobs/${active._id}`);
  });

  it('shows the cost, the requirements, the job and the default amount', async () => {
    answerJob();
    renderRoute(routesFrom(), `/payment-summary/${draft._id}`);

    expect(await screen.findByRole('heading', { name: 'Pay for publishing', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Publishing one job costs ₽200 (about USD 2).')).toBeInTheDocument();
    expect(screen.getByText(/opens in a new tab\. When you have paid/)).toBeInTheDocument();
    const requirements = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(requirements).toEqual([
      'Correct company name and job title',
      'A truthful description of duties and requirements',
      'Contact information for feedback',
      "Compliance with the laws of your country and the platform's rules",
    ]);
    expect(screen.getByText('Night courier')).toBeInTheDocument();
    expect(screen.getByText('₽200')).toBeInTheDocument();
    expect(screen.getByText('Payment fees are borne by the payer.')).toBeInTheDocument();
  });

  it('keeps only the digits of a price passed in navigation state', async () => {
    answerJob();
    renderRoute(routesFrom({ price: '300 руб.', priceUsd: '$3' }), '/start');

    expect(await screen.findByText('Publishing one job costs ₽300 (about USD 3).')).toBeInTheDocument();
    expect(screen.getByText('₽300')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Pay ₽300' })).toBeEnabled();
  });

  it('opens the donation page in a new tab and moves on to confirm publishing', async () => {
    answerJob();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const user = userEvent.setup();
    const { location } = renderRoute(routesFrom({ price: 200, priceUsd: 2 }), '/start');

    const pay = await screen.findByRole('button', { name: 'Pay ₽200' });
    await vi.waitFor(() => expect(pay).toBeEnabled());
    await user.click(pay);

    expect(open).toHaveBeenCalledWith(
      `${window.location.origin}/sandbox/donate?label=${draft._id}&sum=200`,
      '_blank',
      'noopener',
    );
    expect(await screen.findByText('Confirm publish screen')).toBeInTheDocument();
    expect(location.pathname).toBe('/confirm-publish');
    expect(location.search).toBe(`?jobId=${draft._id}`);
  });

  // Issue 27 item 16: a double "Pay" opened two payment tabs.
  it('opens one payment page however quickly Pay is clicked twice', async () => {
    answerJob();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    // The next screen's code still loading: the summary stays on the screen, and clickable, meanwhile.
    const never = new Promise<never>(() => undefined);
    function Loading(): never {
      throw never;
    }
    const routes = routesFrom().map((route) =>
      route.path === '/confirm-publish' ? { ...route, element: <Loading /> } : route,
    );
    renderRoute(routes, `/payment-summary/${draft._id}`);
    const pay = await screen.findByRole('button', { name: 'Pay ₽200' });
    await vi.waitFor(() => expect(pay).toBeEnabled());
    fireEvent.click(pay);
    fireEvent.click(pay);
    await userEvent.setup().click(pay);
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('shows a payment already made for the job instead of offering to pay again', async () => {
    const own = makeJob({ title: 'Night courier', status: 'draft', published: false, isOwner: true });
    fakeApi({
      'GET /api/config': () => jsonResponse(200, testConfig),
      [`GET /api/jobs/${own._id}`]: () => jsonResponse(200, { job: own }),
      [`GET /api/jobs/${own._id}/duplicates`]: () => jsonResponse(200, { items: [] }),
      'GET /api/payments/my': () =>
        jsonResponse(200, {
          items: [
            {
              _id: 'p1',
              provider: 'sandbox',
              transactionId: 'sandbox-1',
              amount: 200,
              currency: 'RUB',
              payerEmail: 'sandbox-payer@example.com',
              jobId: own._id,
              createdAt: '2026-11-01T09:00:00.000Z',
              paidAt: '2026-11-01T09:00:00.000Z',
              usedForPublicationAt: null,
            },
          ],
        }),
    });
    renderRoute(routesFrom(), `/payment-summary/${own._id}`);
    expect(await screen.findByText('This job is already paid for')).toBeInTheDocument();
    expect(screen.getByText(/Your payment of ₽200 has arrived/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Confirm publishing' })).toHaveAttribute(
      'href',
      `/confirm-publish?jobId=${own._id}`,
    );
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
  });

  it('refuses to take payment for a blocked job', async () => {
    const blocked = makeJob({ status: 'blocked', published: false });
    answerJob(blocked);
    renderRoute(routesFrom(), `/payment-summary/${blocked._id}`);

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('This job was blocked by moderation')).toBeInTheDocument();
    expect(within(alert).getByText(/cannot be published/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
  });

  describe('duplicate warning', () => {
    const ownDraft = makeJob({ title: 'Night courier', status: 'draft', published: false, isOwner: true });
    const live = {
      _id: 'a1b2c3d4-0000-4000-8000-0000000000aa',
      number: 4242,
      title: 'Night courier',
      similarity: 0.97,
    };

    function answerWithDuplicates(duplicates: () => Response) {
      return fakeApi({
        'GET /api/config': () => jsonResponse(200, testConfig),
        [`GET /api/jobs/${ownDraft._id}`]: () => jsonResponse(200, { job: ownDraft }),
        [`GET /api/jobs/${ownDraft._id}/duplicates`]: duplicates,
        'GET /api/payments/my': () => jsonResponse(200, { items: [] }),
      });
    }

    it('warns the owner about a live copy, links to it, and still lets them pay', async () => {
      answerWithDuplicates(() => jsonResponse(200, { items: [live] }));
      renderRoute(routesFrom(), `/payment-summary/${ownDraft._id}`);

      const alert = await screen.findByRole('alert');
      expect(within(alert).getByText('This looks like a vacancy you already have live')).toBeInTheDocument();
      expect(
        within(alert).getByText(
          '“Night courier” (No. 4242) is already published. Paying again publishes a second copy.',
        ),
      ).toBeInTheDocument();
      expect(within(alert).getByRole('link', { name: 'Open the live vacancy No. 4242' })).toHaveAttribute(
        'href',
        `/jobs/${live._id}`,
      );
      await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Pay ₽200' })).toBeEnabled());
    });

    it('shows nothing when there is no live copy', async () => {
      const api = answerWithDuplicates(() => jsonResponse(200, { items: [] }));
      renderRoute(routesFrom(), `/payment-summary/${ownDraft._id}`);

      expect(await screen.findByRole('button', { name: 'Pay ₽200' })).toBeInTheDocument();
      await vi.waitFor(() => expect(api.callsTo(`GET /api/jobs/${ownDraft._id}/duplicates`)).toHaveLength(1));
      expect(screen.queryByText('This looks like a vacancy you already have live')).not.toBeInTheDocument();
    });

    it('shows nothing when the check fails', async () => {
      const api = answerWithDuplicates(() => jsonResponse(500, { error: 'Boom', code: 'INTERNAL' }));
      renderRoute(routesFrom(), `/payment-summary/${ownDraft._id}`);

      expect(await screen.findByRole('button', { name: 'Pay ₽200' })).toBeInTheDocument();
      await vi.waitFor(() => expect(api.callsTo(`GET /api/jobs/${ownDraft._id}/duplicates`)).toHaveLength(1));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it('does not ask for an anonymous visitor', async () => {
      session.clear();
      const api = answerWithDuplicates(() => jsonResponse(200, { items: [live] }));
      renderRoute(routesFrom(), `/payment-summary/${ownDraft._id}`);

      expect(
        await screen.findByRole('heading', { name: 'Pay for publishing', level: 1 }),
      ).toBeInTheDocument();
      expect(api.callsTo(`GET /api/jobs/${ownDraft._id}/duplicates`)).toHaveLength(0);
      expect(screen.queryByText('This looks like a vacancy you already have live')).not.toBeInTheDocument();
    });
  });
});
