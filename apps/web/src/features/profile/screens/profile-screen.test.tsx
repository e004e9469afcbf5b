import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../entities/auth/session-store.ts';
import { loadPasswordChecker } from '../../../shared/lib/password-checker.ts';
import { jsonResponse, renderRoute, testUser } from '../../../test/render.tsx';
import { ProfileScreen } from './profile-screen.tsx';

const user = { ...testUser, country: 'DE' };
const routes = [
  { path: '/profile', element: <ProfileScreen /> },
  { path: '/login', element: <p>Sign-in page</p> },
];

const mailSettings = {
  applicationReceived: true,
  applicationStatus: true,
  messageUnread: true,
  answerDue: true,
  alertDigests: true,
};

/**
 * Answers by method and path, like the server would; anything else is a test error. The mail settings
 * section loads its switches on every visit (mail-settings-section.test.tsx tests it).
 */
function stubApi(answers: Record<string, () => Response>) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    if (key === 'GET /api/users/me/notifications') return jsonResponse(200, { settings: mailSettings });
    const answer =
      answers[key] ?? (key === 'GET /api/hidden' ? () => jsonResponse(200, nothingHidden) : undefined);
    if (!answer) throw new Error(`Unexpected request ${key}`);
    return answer();
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const nothingHidden = { jobs: [], companies: [], owners: [] };

const field = (name: string) => new RegExp(`^${name}\\s*\\*?$`);

describe('ProfileScreen', () => {
  beforeAll(async () => {
    await loadPasswordChecker();
  });
  beforeEach(() => session.signIn('tok', user));

  it('shows the e-mail and saves the display name', async () => {
    const fetchMock = stubApi({
      'PATCH /api/auth/me': () => jsonResponse(200, { user: { ...user, displayName: 'Anna K.' } }),
    });
    const actor = userEvent.setup();
    renderRoute(routes, '/profile');

    expect(screen.getByDisplayValue('anna@example.com')).toHaveAttribute('readonly');
    await actor.clear(screen.getByLabelText(field('Display name')));
    await actor.type(screen.getByLabelText(field('Display name')), 'Anna K.');
    await actor.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Changes saved')).toBeInTheDocument();
    expect(session.get().user?.displayName).toBe('Anna K.');
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(patch?.[1]?.body).toBe('{"displayName":"Anna K.","country":"DE"}');
  });

  it('says "Failed to update profile" when saving fails', async () => {
    stubApi({ 'PATCH /api/auth/me': () => jsonResponse(500, { error: 'Internal error', code: 'INTERNAL' }) });
    const actor = userEvent.setup();
    renderRoute(routes, '/profile');

    await actor.type(screen.getByLabelText(field('Display name')), '!');
    await actor.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Failed to update profile')).toBeInTheDocument();
  });

  it('puts a wrong current password on its field and keeps the user signed in', async () => {
    const details = [{ path: 'currentPassword', code: 'current_password_wrong', message: 'Wrong password' }];
    stubApi({
      'POST /api/auth/change-password': () =>
        jsonResponse(400, { error: 'Invalid request', code: 'VALIDATION', details }),
    });
    const actor = userEvent.setup();
    const { location } = renderRoute(routes, '/profile');

    await actor.type(screen.getByLabelText(field('Current password')), 'not-my-password');
    await actor.type(screen.getByLabelText(field('New password')), 'violet-harbour-43');
    await actor.type(screen.getByLabelText(field('Confirm password')), 'violet-harbour-43');
    await actor.click(screen.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByText('The current password is wrong')).toBeInTheDocument();
    expect(screen.getByLabelText(field('Current password'))).toHaveAttribute('aria-invalid', 'true');
    expect(location.pathname).toBe('/profile');
    expect(window.localStorage.getItem('token')).toBe('tok');
  });

  it('deletes the account after confirmation and goes to /login', async () => {
    const fetchMock = stubApi({ 'DELETE /api/users/me': () => new Response(null, { status: 204 }) });
    const actor = userEvent.setup();
    renderRoute(routes, '/profile');

    await actor.click(screen.getByRole('button', { name: 'Delete account…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(within(dialog).getByText(/immediate, final and irreversible/)).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE')).toEqual([]);
    await actor.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBeNull();
  });
  it('lists what the person hid and shows one again', async () => {
    let hidden = {
      ...nothingHidden,
      companies: [{ id: 'c1', label: 'Quokka Hotels', hiddenAt: '2026-11-20T10:00:00.000Z' }],
      owners: [{ id: 'u1', label: 'Bistro Quokka', hiddenAt: '2026-11-21T10:00:00.000Z' }],
    };
    const fetchMock = stubApi({
      'GET /api/hidden': () => jsonResponse(200, hidden),
      'DELETE /api/hidden/companies/c1': () => {
        hidden = { ...hidden, companies: [] };
        return jsonResponse(200, hidden);
      },
    });
    renderRoute(routes, '/profile#hidden');
    const section = await screen.findByRole('region', { name: 'Hidden' });
    expect(await within(section).findByText('Quokka Hotels')).toBeInTheDocument();
    expect(within(section).getByRole('heading', { name: 'Companies' })).toBeInTheDocument();
    expect(within(section).getByRole('heading', { name: 'Employers' })).toBeInTheDocument();
    await userEvent.setup().click(within(section).getByRole('button', { name: 'Show again: Quokka Hotels' }));
    expect(await within(section).findByText('Bistro Quokka')).toBeInTheDocument();
    await screen.findByRole('region', { name: 'Hidden' });
    expect(within(section).queryByText('Quokka Hotels')).not.toBeInTheDocument();
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) => init?.method === 'DELETE' && String(url) === '/api/hidden/companies/c1',
      ),
    ).toBe(true);
  });
});
