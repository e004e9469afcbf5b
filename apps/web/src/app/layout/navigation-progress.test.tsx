import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { describe, expect, it } from 'vitest';
import { lazyScreen } from '../../shared/lib/lazy-screen.ts';
import { renderRoute } from '../../test/render.tsx';
import { CurrentScreen } from './current-screen.tsx';
import { NavigationProgress } from './navigation-progress.tsx';

describe('an in-app navigation to a screen whose code is still loading', () => {
  it('keeps the shown screen and says "Loading…" until the next one is in (SPEC.md §2)', async () => {
    let arrive: (screen: () => React.ReactElement) => void = () => undefined;
    const Next = lazyScreen<object>(() => new Promise((resolve) => (arrive = resolve)));
    renderRoute(
      [
        {
          element: (
            <>
              <NavigationProgress />
              <CurrentScreen />
            </>
          ),
          children: [
            {
              path: '/first',
              element: (
                <>
                  <h1>First</h1>
                  <Link to="/next">Next</Link>
                </>
              ),
            },
            { path: '/next', element: <Next /> },
          ],
        },
      ],
      '/first',
    );
    await userEvent.click(await screen.findByRole('link', { name: 'Next' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
    expect(screen.getByRole('heading', { name: 'First' })).toBeVisible();

    await act(async () => arrive(() => <h1>Next screen</h1>));
    expect(await screen.findByRole('heading', { name: 'Next screen' })).toBeVisible();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
