import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useSearchState } from './use-search-state.ts';

function wrapper({ children }: { children: ReactNode }) {
  return <MemoryRouter initialEntries={['/jobs?q=old']}>{children}</MemoryRouter>;
}

describe('useSearchState', () => {
  it('keeps both of two changes made before the router renders', () => {
    const { result } = renderHook(() => ({ search: useSearchState(), location: useLocation() }), { wrapper });
    act(() => {
      // A filter chosen just as the words' debounced commit fires.
      result.current.search.update({ schedule: 'shift' });
      result.current.search.update({ q: 'kayak' });
    });
    expect(new URLSearchParams(result.current.location.search).toString()).toBe('q=kayak&schedule=shift');
    act(() => result.current.search.reset());
    expect(result.current.location.search).toBe('');
  });
});
