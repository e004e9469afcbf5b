import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { addNewVacancy, newVacanciesStore } from '../../../../entities/realtime/live-stores.ts';
import { renderRoute } from '../../../../test/render.tsx';
import { NewVacanciesBanner } from './new-vacancies-banner.tsx';

describe('NewVacanciesBanner', () => {
  it('counts jobs published since the list loaded and reloads the list when asked', async () => {
    addNewVacancy('published-before-the-list-loaded');
    const { queryClient } = renderRoute(<NewVacanciesBanner />, '/jobs');
    expect(newVacanciesStore.get()).toEqual([]);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();

    act(() => {
      addNewVacancy('job-1');
      addNewVacancy('job-1');
    });
    expect(screen.getByRole('button', { name: '1 new vacancy — show' })).toBeInTheDocument();
    act(() => addNewVacancy('job-2'));
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await userEvent.setup().click(screen.getByRole('button', { name: '2 new vacancies — show' }));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['jobs', 'search'] });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
