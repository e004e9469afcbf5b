import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { session } from '../../../entities/auth/session-store.ts';
import { fakeApi, inTurn } from '../../../test/fake-api.ts';
import { makeJob, testConfig } from '../../../test/jobs.ts';
import { getByRoleHolding } from '../../../test/queries.ts';
import { jsonResponse, renderRoute, testUser } from '../../../test/render.tsx';
import { MyJobsScreen } from './my-jobs-screen.tsx';

const draft = makeJob({ title: 'Draft courier', status: 'draft', published: false, applicationsCount: 0 });
const active = makeJob({ title: 'Active barista', status: 'active', applicationsCount: 3 });

function StateProbe() {
  return <p>Payment summary with {JSON.stringify(useLocation().state)}</p>;
}

describe('MyJobsScreen', () => {
  beforeEach(() => session.signIn('tok', { ...testUser, country: 'RU' }));

  it('lists every job with its status, number, date, applications and actions', async () => {
    fakeApi({ 'GET /api/jobs/my': () => jsonResponse(200, { items: [draft, active] }) });
    renderRoute(<MyJobsScreen />, '/my-jobs');

    await screen.findByRole('link', { name: 'Draft courier' });
    const draftCard = getByRoleHolding('article', { role: 'link', name: 'Draft courier' });
    const activeCard = getByRoleHolding('article', { role: 'link', name: 'Active barista' });

    expect(within(draftCard).getByText('Draft')).toBeInTheDocument();
    expect(within(draftCard).getByText(`Job No. ${draft.number}`)).toBeInTheDocument();
    expect(within(draftCard).getByText('Created October 30, 2026')).toBeInTheDocument();
    expect(within(draftCard).getByText('0 applications')).toBeInTheDocument();
    expect(within(draftCard).getByRole('link', { name: 'Pay and publish' })).toHaveAttribute(
      'href',
      `/payment-summary/${draft._id}`,
    );
    expect(within(draftCard).getByRole('link', { name: 'Edit Draft courier' })).toHaveAttribute(
      'href',
      `/jobs/${draft._id}/edit`,
    );

    expect(within(activeCard).getByText('Active')).toBeInTheDocument();
    expect(within(activeCard).getByText('3 applications')).toBeInTheDocument();
    expect(within(activeCard).queryByRole('link', { name: 'Pay and publish' })).not.toBeInTheDocument();
  });

  it('deletes a job only after confirmation, then reloads the list', async () => {
    const api = fakeApi({
      'GET /api/jobs/my': inTurn(
        () => jsonResponse(200, { items: [draft, active] }),
        () => jsonResponse(200, { items: [active] }),
      ),
      [`DELETE /api/jobs/${draft._id}`]: () => new Response(null, { status: 204 }),
    });
    const user = userEvent.setup();
    renderRoute(<MyJobsScreen />, '/my-jobs');

    await user.click(await screen.findByRole('button', { name: 'Delete Draft courier' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete this job?' });
    expect(within(dialog).getByText(/immediate, final and irreversible/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo(`DELETE /api/jobs/${draft._id}`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete Draft courier' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete this job?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete the job' }));

    expect(await screen.findByText('Job deleted')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Draft courier' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('link', { name: 'Active barista' })).toBeInTheDocument();
    expect(api.callsTo(`DELETE /api/jobs/${draft._id}`)).toHaveLength(1);
    expect(api.callsTo('GET /api/jobs/my')).toHaveLength(2);
  });

  it('closes an active job as filled after asking the reason, keeping it listed as closed', async () => {
    const closed = {
      ...active,
      status: 'closed' as const,
      published: false,
      closedReason: 'filled' as const,
    };
    const api = fakeApi({
      'GET /api/jobs/my': inTurn(
        () => jsonResponse(200, { items: [draft, active] }),
        () => jsonResponse(200, { items: [draft, closed] }),
      ),
      [`PUT /api/jobs/${active._id}`]: () => jsonResponse(200, { job: closed, warnings: [] }),
    });
    const user = userEvent.setup();
    renderRoute(<MyJobsScreen />, '/my-jobs');

    await screen.findByRole('link', { name: 'Active barista' });
    expect(screen.queryByRole('button', { name: 'Close the job “Draft courier”' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close the job “Active barista”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close this vacancy?' });
    expect(within(dialog).getByRole('radio', { name: 'Position filled' })).toBeChecked();
    expect(within(dialog).getByText(/applicants and chats stay/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close vacancy' }));

    expect(await screen.findByText('The vacancy is closed')).toBeInTheDocument();
    const [call] = api.callsTo(`PUT /api/jobs/${active._id}`);
    expect(call?.body).toEqual({ status: 'closed', closedReason: 'filled' });
    expect(await screen.findByRole('link', { name: 'Publish again' })).toHaveAttribute(
      'href',
      `/payment-summary/${active._id}`,
    );
    const card = getByRoleHolding('article', { role: 'link', name: 'Active barista' });
    expect(
      within(card).queryByRole('button', { name: 'Close the job “Active barista”' }),
    ).not.toBeInTheDocument();
  });

  it('sends the other reason when the owner picks it', async () => {
    const api = fakeApi({
      'GET /api/jobs/my': () => jsonResponse(200, { items: [active] }),
      [`PUT /api/jobs/${active._id}`]: () =>
        jsonResponse(200, { job: { ...active, status: 'closed' }, warnings: [] }),
    });
    const user = userEvent.setup();
    renderRoute(<MyJobsScreen />, '/my-jobs');

    await user.click(await screen.findByRole('button', { name: 'Close the job “Active barista”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close this vacancy?' });
    await user.click(within(dialog).getByRole('radio', { name: 'Other reason' }));
    await user.click(within(dialog).getByRole('button', { name: 'Close vacancy' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo(`PUT /api/jobs/${active._id}`)[0]?.body).toEqual({
      status: 'closed',
      closedReason: 'owner',
    });
  });

  it('keeps the job and says why when the deletion fails', async () => {
    fakeApi({
      'GET /api/jobs/my': () => jsonResponse(200, { items: [active] }),
      [`DELETE /api/jobs/${active._id}`]: () =>
        jsonResponse(403, { error: 'Only the owner of this job can do this', code: 'FORBIDDEN' }),
    });
    const user = userEvent.setup();
    renderRoute(<MyJobsScreen />, '/my-jobs');

    await user.click(await screen.findByRole('button', { name: 'Delete Active barista' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this job?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete the job' }));

    expect(await within(dialog).findByText('You are not allowed to do this.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Active barista' })).toBeInTheDocument();
  });

  it('says why a job is blocked or closed, and offers to publish an expired job again', async () => {
    const blocked = makeJob({
      title: 'Blocked courier',
      status: 'blocked',
      blockedReason: 'Asks for a deposit',
    });
    const expired = makeJob({
      title: 'Expired barista',
      status: 'closed',
      closedReason: 'expired',
      published: false,
    });
    fakeApi({ 'GET /api/jobs/my': () => jsonResponse(200, { items: [blocked, expired, active] }) });
    renderRoute(<MyJobsScreen />, '/my-jobs');

    await screen.findByRole('link', { name: 'Blocked courier' });
    const blockedCard = getByRoleHolding('article', { role: 'link', name: 'Blocked courier' });
    const expiredCard = getByRoleHolding('article', { role: 'link', name: 'Expired barista' });
    const activeCard = getByRoleHolding('article', { role: 'link', name: 'Active barista' });

    expect(within(blockedCard).getByRole('alert')).toHaveTextContent(
      'Blocked by moderation: Asks for a deposit',
    );
    expect(within(blockedCard).queryByRole('link', { name: 'Publish again' })).not.toBeInTheDocument();
    expect(within(expiredCard).getByRole('alert')).toHaveTextContent(
      'This vacancy has expired. Publish it again to relist it.',
    );
    expect(within(expiredCard).getByRole('link', { name: 'Publish again' })).toHaveAttribute(
      'href',
      `/payment-summary/${expired._id}`,
    );
    expect(within(activeCard).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers to post a job when there is none', async () => {
    fakeApi({ 'GET /api/jobs/my': () => jsonResponse(200, { items: [] }) });
    renderRoute(<MyJobsScreen />, '/my-jobs');

    expect(
      await screen.findByRole('heading', { name: 'You have not posted any jobs yet' }),
    ).toBeInTheDocument();
    for (const link of screen.getAllByRole('link', { name: 'Post a job' })) {
      expect(link).toHaveAttribute('href', '/create-job');
    }
  });

  it('greets a just-published job with a banner that can be dismissed', async () => {
    fakeApi({ 'GET /api/jobs/my': () => jsonResponse(200, { items: [active] }) });
    const user = userEvent.setup();
    const { location } = renderRoute(<MyJobsScreen />, '/my-jobs?published=1');

    expect(await screen.findByText('Your job is published')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));

    await waitFor(() => expect(screen.queryByText('Your job is published')).not.toBeInTheDocument());
    expect(location.search).toBe('');
  });

  it('hands the configured price on to the payment summary', async () => {
    fakeApi({
      'GET /api/jobs/my': () => jsonResponse(200, { items: [draft] }),
      'GET /api/config': () =>
        jsonResponse(200, { ...testConfig, price: { amount: 250, currency: 'RUB', approxUsd: 3 } }),
    });
    const user = userEvent.setup();
    const { queryClient } = renderRoute(
      [
        { path: '/my-jobs', element: <MyJobsScreen /> },
        { path: '/payment-summary/:id', element: <StateProbe /> },
      ],
      '/my-jobs',
    );

    const pay = await screen.findByRole('link', { name: 'Pay and publish' });
    await waitFor(() => expect(queryClient.getQueryState(['config'])?.status).toBe('success'));
    await user.click(pay);

    expect(await screen.findByText('Payment summary with {"price":250,"priceUsd":3}')).toBeInTheDocument();
  });
});
