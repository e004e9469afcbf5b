import { Suspense } from 'react';
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lazyScreen } from '../shared/lib/lazy-screen.ts';
import { ScreenErrorBoundary } from './screen-error-boundary.tsx';

describe('ScreenErrorBoundary', () => {
  it('offers a reload when a screen chunk fails to load', async () => {
    const Broken = lazyScreen<object>(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    render(
      <MantineProvider env="test">
        <ScreenErrorBoundary resetKey="/login">
          <Suspense fallback={null}>
            <Broken />
          </Suspense>
        </ScreenErrorBoundary>
      </MantineProvider>,
      { onCaughtError: () => undefined },
    );

    expect(await screen.findByRole('heading', { name: 'This page failed to load' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
  });
});
