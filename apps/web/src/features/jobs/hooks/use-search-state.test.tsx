import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { NuqsAdapter } from 'nuqs/adapters/react-router/v7';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { putWindowAt } from '../../../test/render.tsx';
import { useSearchState } from './use-search-state.ts';

/** The hook at `path`, with the router and nuqs's adapter (which reads the window's history). */
function renderAt(path: string) {
  putWindowAt(path);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[path]}>
      <NuqsAdapter>{children}</NuqsAdapter>
    </MemoryRouter>
  );
  return renderHook(() => ({ search: useSearchState(), location: useLocation() }), { wrapper });
}

const searchOf = (location: { search: string }) => new URLSearchParams(location.search).toString();

describe('useSearchState', () => {
  it('keeps both of two changes made before the router renders', async () => {
    const { result } = renderAt('/jobs?q=old');
    act(() => {
      // A filter chosen just as the words' debounced commit fires.
      result.current.search.update({ schedule: 'shift' });
      result.current.search.update({ q: 'kayak' });
    });
    await waitFor(() => expect(searchOf(result.current.location)).toBe('q=kayak&schedule=shift'));
    act(() => result.current.search.reset());
    await waitFor(() => expect(result.current.location.search).toBe(''));
  });

  it('reads every parameter typed, longitude as lon, and sends only what the server accepts', () => {
    const { result } = renderAt(
      '/jobs?q=%20tea%20&sort=date&lat=55.75&lon=37.61&radiusKm=2.5&category=barista&schedule=shift&employmentType=internship&experience=none&postedWithinDays=7&salaryMin=30000&withSalary=true&paid=true&where=Moscow&near=off',
    );
    expect(result.current.search.state).toEqual({
      q: ' tea ',
      sort: 'date',
      lat: 55.75,
      lng: 37.61,
      radiusKm: 2.5,
      category: 'barista',
      schedule: 'shift',
      employmentType: 'internship',
      experience: 'none',
      postedWithinDays: 7,
      salaryMin: 30000,
      withSalary: 'true',
      paid: 'true',
      where: 'Moscow',
      near: 'off',
    });
    expect(result.current.search.query).toEqual({
      q: 'tea',
      sort: 'date',
      lat: 55.75,
      lng: 37.61,
      radiusKm: 2.5,
      category: 'barista',
      schedule: 'shift',
      employmentType: 'internship',
      experience: 'none',
      postedWithinDays: 7,
      salaryMin: 30000,
      withSalary: 'true',
      paid: 'true',
    });
  });

  it.each([
    ['sort=newest', 'sort', 'default'],
    ['lat=91&lon=10', 'lat', null],
    ['lat=10&lon=-181', 'lng', null],
    ['lat=abc&lon=10', 'lat', null],
    ['radiusKm=0', 'radiusKm', null],
    ['experience=some', 'experience', null],
    ['postedWithinDays=2', 'postedWithinDays', null],
    ['radiusKm=1001', 'radiusKm', null],
    ['radiusKm=5km', 'radiusKm', null],
    ['schedule=night', 'schedule', null],
    ['employmentType=FULL', 'employmentType', null],
    ['salaryMin=12abc', 'salaryMin', null],
    ['salaryMin=1.5', 'salaryMin', null],
    ['salaryMin=-1', 'salaryMin', null],
    ['salaryMin=100000001', 'salaryMin', null],
    ['near=on', 'near', null],
    ['paid=false', 'paid', null],
    ['paid=1', 'paid', null],
    ['withSalary=yes', 'withSalary', null],
  ])('reads the invalid %s as the default', (search, field, fallback) => {
    const { result } = renderAt(`/jobs?${search}`);
    expect(result.current.search.state[field as keyof typeof result.current.search.state]).toBe(fallback);
    // Nothing invalid is sent: a bad link gets every job rather than a 400.
    expect(result.current.search.query).toEqual({});
  });

  it('rounds coordinates to four decimals and leaves defaults and foreign parameters alone', async () => {
    const { result } = renderAt('/jobs?lng=de&sort=newest');
    act(() => result.current.search.update({ lat: 59.938612, lng: 30.314133, sort: 'default' }));
    await waitFor(() => expect(searchOf(result.current.location)).toBe('lng=de&lat=59.9386&lon=30.3141'));
    act(() => result.current.search.reset());
    await waitFor(() => expect(searchOf(result.current.location)).toBe('lng=de'));
  });

  it('replaces the history entry rather than adding one', async () => {
    const { result } = renderAt('/jobs');
    const length = window.history.length;
    act(() => result.current.search.update({ q: 'cook' }));
    await waitFor(() => expect(result.current.location.search).toBe('?q=cook'));
    expect(window.history.length).toBe(length);
  });
});
