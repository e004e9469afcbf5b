import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../test/render.tsx';
import { RelativeTime } from './relative-time.tsx';

describe('RelativeTime', () => {
  afterEach(() => vi.useRealTimers());

  it('says "yesterday" in a <time> whose datetime and title carry the exact moment, and a date past a week', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 10, 28, 10, 0) });
    const yesterday = new Date(2026, 10, 27, 18, 30).toISOString();
    const old = new Date(2026, 9, 1, 9, 0).toISOString();
    renderRoute(
      <>
        <RelativeTime iso={yesterday} precision="day">
          {(when) => `Published ${when}`}
        </RelativeTime>
        <RelativeTime iso={old} precision="day" />
      </>,
      '/',
    );
    const recent = screen.getByText('Published yesterday');
    expect(recent.tagName).toBe('TIME');
    expect(recent).toHaveAttribute('datetime', yesterday);
    expect(recent).toHaveAttribute('title', expect.stringMatching(/November 27, 2026.*6:30/));
    expect(screen.getByText('October 1, 2026')).toHaveAttribute('datetime', old);
  });
});
