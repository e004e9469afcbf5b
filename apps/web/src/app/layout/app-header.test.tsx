import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { session } from '../../entities/auth/session-store.ts';
import { fakeApi } from '../../test/fake-api.ts';
import { jsonResponse, renderRoute, testUser } from '../../test/render.tsx';
import { AppHeader } from './app-header.tsx';
import { ZAlertListResponse, type TAlert } from '@debut/contract/alerts';

/** One saved search with `newCount` new matches, as GET /api/alerts answers (checked by the contract). */
function alertsWith(newCount: number) {
  const alert: TAlert = {
    _id: 'a1',
    id: 'a1',
    name: 'Baristas',
    query: { q: 'barista' },
    frequency: 'instant',
    paused: false,
    newCount,
    lastMatchedAt: null,
    createdAt: '2026-11-25T08:00:00.000Z',
  };
  return ZAlertListResponse.parse({ items: [alert] });
}

function answerThreads(unreadChats = 0, newAlertMatches = 0) {
  return fakeApi({
    'GET /api/messages/threads': () => jsonResponse(200, { threads: [], unreadChats }),
    'GET /api/alerts': () => jsonResponse(200, alertsWith(newAlertMatches)),
    'PATCH /api/auth/me': () => jsonResponse(200, { user: { ...testUser, country: 'RU', language: 'de' } }),
    'POST /api/auth/logout': () => jsonResponse(204),
  });
}

/** The desktop row: the landmark that holds the seeker's links. */
async function desktopNav() {
  const navs = await screen.findAllByRole('navigation', { name: 'Main navigation' });
  const row = navs.find((nav) => within(nav).queryByRole('link', { name: 'Jobs' }));
  if (!row) throw new Error('no navigation row with Jobs');
  return row;
}

const menuItemNames = () => screen.getAllByRole('menuitem').map((item) => item.textContent);

afterEach(async () => {
  await i18next.changeLanguage('en');
});

describe('the header', () => {
  it('offers a visitor Sign in, Register and the language, and nothing that needs an account', () => {
    answerThreads();
    renderRoute(<AppHeader />, '/login');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Jobs' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Menu/ })).not.toBeInTheDocument();
  });

  it('groups a seeker’s places in the row and the employer’s behind one menu', async () => {
    session.signIn('tok', { ...testUser, country: 'RU' });
    answerThreads();
    const user = userEvent.setup();
    renderRoute(<AppHeader />, '/jobs');

    const row = await desktopNav();
    expect(
      within(row)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/jobs', '/favorites', '/alerts', '/applications', '/messages']);
    expect(within(row).getByRole('link', { name: 'Jobs' })).toHaveAttribute('aria-current', 'page');
    expect(within(row).queryByRole('link', { name: 'Moderation' })).not.toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Employers' }));
    expect(menuItemNames()).toEqual(['My jobs', 'My companies', 'Post a job', 'Job check']);
    expect(screen.getByRole('menuitem', { name: 'Post a job' })).toHaveAttribute('href', '/create-job');
  });

  it('keeps the profile, the dashboard, the language and logging out in the user menu', async () => {
    session.signIn('tok', { ...testUser, country: 'RU' });
    const api = answerThreads();
    const user = userEvent.setup();
    renderRoute(<AppHeader />, '/jobs');

    await user.click(await screen.findByRole('button', { name: 'Account' }));
    expect(menuItemNames()).toEqual([
      'Profile',
      'Dashboard',
      'Русский',
      'English',
      'Español',
      'Français',
      'Deutsch',
      'Log out',
    ]);
    expect(screen.getByRole('menuitem', { name: 'English' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByText('Anna')).toBeInTheDocument();

    await user.click(screen.getByRole('menuitem', { name: 'Deutsch' }));
    expect(i18next.language).toBe('de');
    expect(api.callsTo('PATCH /api/auth/me')[0]?.body).toEqual({ language: 'de' });
  });

  it('shows the unread count on Messages and on the phone’s menu button', async () => {
    session.signIn('tok', { ...testUser, country: 'RU' });
    answerThreads(3, 2);
    const user = userEvent.setup();
    renderRoute(<AppHeader />, '/jobs');

    const row = await desktopNav();
    expect(await within(row).findByRole('link', { name: /^Messages.*3 unread chats$/ })).toBeInTheDocument();
    const phoneButton = screen.getByRole('button', { name: /^Menu.*3 unread chats$/ });

    // The phone's one menu holds every group, Messages with its count.
    await user.click(phoneButton);
    expect(menuItemNames()).toEqual([
      'Jobs',
      'Favourites',
      'Alerts22 new jobs for your alerts',
      'My applications',
      'Messages33 unread chats',
      'My jobs',
      'My companies',
      'Post a job',
      'Job check',
      'Profile',
      'Dashboard',
      'Русский',
      'English',
      'Español',
      'Français',
      'Deutsch',
      'Log out',
    ]);
  });

  it('links admins to moderation, in the row and in the phone menu', async () => {
    session.signIn('tok', { ...testUser, country: 'RU', role: 'admin' });
    answerThreads();
    const user = userEvent.setup();
    renderRoute(<AppHeader />, '/admin');

    const row = await desktopNav();
    expect(within(row).getByRole('link', { name: 'Moderation' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('button', { name: /^Menu/ }));
    expect(screen.getByRole('menuitem', { name: 'Moderation' })).toHaveAttribute('href', '/admin');
  });

  it('offers someone without a country only what works there: the language and logging out', async () => {
    session.signIn('tok', testUser);
    const api = answerThreads(2);
    const user = userEvent.setup();
    renderRoute(<AppHeader />, '/select-country');

    await user.click(await screen.findByRole('button', { name: 'Account' }));
    expect(menuItemNames()).toEqual(['Русский', 'English', 'Español', 'Français', 'Deutsch', 'Log out']);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('link', { name: 'Jobs' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Employers' })).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Menu' }));
    expect(menuItemNames()).toEqual(['Русский', 'English', 'Español', 'Français', 'Deutsch', 'Log out']);
    // Its unread count would lead to a page that sends them back: it is not even asked for.
    expect(api.callsTo('GET /api/messages/threads')).toHaveLength(0);
  });
});
