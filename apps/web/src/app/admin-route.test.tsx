import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { session } from '../entities/auth/session-store.ts';
import { fakeApi } from '../test/fake-api.ts';
import { testConfig } from '../test/jobs.ts';
import { jsonResponse, renderRoute, testUser } from '../test/render.tsx';
import { routes } from './routes.tsx';

function answerLayout() {
  return fakeApi({
    'GET /api/config': () => jsonResponse(200, testConfig),
    'GET /api/messages/threads': () => jsonResponse(200, { threads: [], unreadChats: 0 }),
    'GET /api/admin/reports': () => jsonResponse(200, { items: [] }),
  });
}

describe('/admin', () => {
  it('is a page that does not exist for someone who is not an admin, and has no link', async () => {
    session.signIn('tok', { ...testUser, country: 'RU' });
    const api = answerLayout();
    renderRoute(routes, '/admin');

    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Moderation' })).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/admin/reports')).toHaveLength(0);
  });

  it('sends an anonymous visitor to sign in', async () => {
    answerLayout();
    const { location } = renderRoute(routes, '/admin');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(location.pathname).toBe('/login');
  });

  it('opens the moderation screen for an admin, linked from the navigation', async () => {
    session.signIn('tok', { ...testUser, country: 'RU', role: 'admin' });
    answerLayout();
    renderRoute(routes, '/admin');

    expect(await screen.findByRole('heading', { name: 'Moderation', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Moderation' })).toHaveAttribute('href', '/admin');
    expect(await screen.findByRole('heading', { name: 'No open reports' })).toBeInTheDocument();
  });
});
