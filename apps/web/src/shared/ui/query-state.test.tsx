import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-error.ts';
import { renderRoute } from '../../test/render.tsx';
import { QueryState, type LoadingQuery } from './query-state.tsx';

const query = (state: Partial<LoadingQuery<string[]>>): LoadingQuery<string[]> => ({
  isPending: false,
  isError: false,
  error: null,
  data: undefined,
  refetch: vi.fn(() => Promise.resolve()),
  ...state,
});

const show = (state: LoadingQuery<string[]>, list = true) =>
  renderRoute(
    <QueryState
      query={state}
      loadFailed="Could not load the fruit"
      empty={{ title: 'No fruit', hint: 'Plant some' }}
      list={list}
    >
      {(items) => items.map((item) => <li key={item}>{item}</li>)}
    </QueryState>,
  );

describe('QueryState', () => {
  it('says it is loading while the query is pending', () => {
    show(query({ isPending: true }));
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a failure with its reason and a retry', async () => {
    const failed = query({ isError: true, error: new ApiError(500, 'INTERNAL', 'Server fell over') });
    show(failed);
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('Could not load the fruit')).toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(failed.refetch).toHaveBeenCalledOnce();
  });

  it('says the list is empty, with the hint', () => {
    show(query({ data: [] }));
    expect(screen.getByRole('heading', { name: 'No fruit' })).toBeInTheDocument();
    expect(screen.getByText('Plant some')).toBeInTheDocument();
  });

  it('lists the items, and keeps them under the alert when a refetch fails', () => {
    show(query({ data: ['apple', 'pear'], isError: true, error: new Error('offline') }));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['apple', 'pear']);
  });
});
