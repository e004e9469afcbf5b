import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { beforeEach, describe, expect, it } from 'vitest';
import { session } from '../../../entities/auth/session-store.ts';
import { fakeApi, inTurn } from '../../../test/fake-api.ts';
import { makeOutboxEntry } from '../../../test/moderation.ts';
import { jsonResponse, renderRoute, testUser } from '../../../test/render.tsx';
import { AdminScreen } from '../screens/admin-screen.tsx';

const admin = { ...testUser, country: 'RU', role: 'admin' as const };

/** A moment as the screen writes it, in the time zone the tests run in. */
const at = (iso: string) =>
  new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

const renderDelivery = () =>
  renderRoute([{ path: '/admin', element: <AdminScreen /> }], '/admin?tab=delivery');

describe('the Delivery tab', () => {
  beforeEach(() => {
    notifications.clean();
    session.signIn('tok', admin);
  });

  it('lists failed deliveries with recipient, tries, time and last error, and how many wait', async () => {
    const mail = makeOutboxEntry();
    const match = makeOutboxEntry({
      topic: 'alert.match',
      key: 'alert-match:1234',
      attempts: 8,
      recipient: null,
      lastError: 'connection reset',
    });
    const api = fakeApi({
      'GET /api/admin/outbox': (call) =>
        jsonResponse(200, {
          items:
            call.url.searchParams.get('status') === 'pending'
              ? [makeOutboxEntry({ failedAt: null, attempts: 2 }), makeOutboxEntry({ failedAt: null })]
              : [mail, match],
        }),
    });
    renderDelivery();

    expect(screen.getByRole('tab', { name: 'Delivery', selected: true })).toBeInTheDocument();
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    const [first, second] = items;
    if (!first || !second) throw new Error('no entries');
    expect(within(first).getByRole('heading', { name: 'Mail' })).toBeInTheDocument();
    expect(within(first).getByText('To: \u2068Fay\u2069')).toBeInTheDocument();
    expect(within(first).getByText('Tries: 8')).toBeInTheDocument();
    expect(within(first).getByText(`Last try: ${at(mail.failedAt ?? '')}`)).toBeInTheDocument();
    expect(within(first).getByText('421 4.3.2 Service not available')).toBeInTheDocument();
    expect(within(first).getByText(mail.key)).toBeInTheDocument();
    expect(within(second).getByRole('heading', { name: 'Alert matching' })).toBeInTheDocument();
    expect(within(second).getByText('Not for an account')).toBeInTheDocument();
    expect(await screen.findByText('Waiting to be sent: 2')).toBeInTheDocument();
    expect(
      api
        .callsTo('GET /api/admin/outbox')
        .map((c) => c.url.searchParams.get('status'))
        .sort(),
    ).toEqual(['failed', 'pending']);
  });

  it('retries an entry: the button names it, the list reloads, a toast confirms', async () => {
    const user = userEvent.setup();
    const entry = makeOutboxEntry();
    const failedList = inTurn(
      () => jsonResponse(200, { items: [entry] }),
      () => jsonResponse(200, { items: [] }),
    );
    const api = fakeApi({
      'GET /api/admin/outbox': (call) =>
        call.url.searchParams.get('status') === 'pending'
          ? jsonResponse(200, { items: [] })
          : failedList(call),
      [`POST /api/admin/outbox/${entry.id}/retry`]: () =>
        jsonResponse(200, { item: { ...entry, attempts: 0, failedAt: null } }),
    });
    renderDelivery();

    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(retry).toHaveAccessibleDescription('Mail');
    await user.click(retry);
    expect(await screen.findByText('Queued to be sent again')).toBeInTheDocument();
    expect(api.callsTo(`POST /api/admin/outbox/${entry.id}/retry`)).toHaveLength(1);
    // The list is asked again and the entry, back in the queue, is gone from it.
    expect(await screen.findByText('No failed deliveries')).toBeInTheDocument();
  });

  it('shows why a retry was refused (another admin came first)', async () => {
    const user = userEvent.setup();
    const entry = makeOutboxEntry();
    fakeApi({
      'GET /api/admin/outbox': (call) =>
        jsonResponse(200, { items: call.url.searchParams.get('status') === 'pending' ? [] : [entry] }),
      [`POST /api/admin/outbox/${entry.id}/retry`]: () =>
        jsonResponse(409, { error: 'This outbox entry has not failed', code: 'CONFLICT' }),
    });
    renderDelivery();

    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByText('Queued to be sent again')).not.toBeInTheDocument();
  });

  it('says so when nothing failed', async () => {
    fakeApi({ 'GET /api/admin/outbox': () => jsonResponse(200, { items: [] }) });
    renderDelivery();
    expect(await screen.findByText('No failed deliveries')).toBeInTheDocument();
    expect(await screen.findByText('Waiting to be sent: 0')).toBeInTheDocument();
  });

  it('says "more than" when the waiting list is full', async () => {
    const full = Array.from({ length: 200 }, () => makeOutboxEntry({ failedAt: null }));
    fakeApi({
      'GET /api/admin/outbox': (call) =>
        jsonResponse(200, { items: call.url.searchParams.get('status') === 'pending' ? full : [] }),
    });
    renderDelivery();
    expect(await screen.findByText('Waiting to be sent: more than 200')).toBeInTheDocument();
  });
});
