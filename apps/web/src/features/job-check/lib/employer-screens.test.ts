import { describe, expect, it } from 'vitest';
import { isEmployerScreen } from './employer-screens.ts';

describe('isEmployerScreen', () => {
  it('names the screens where a job is posted, edited and paid for', () => {
    for (const path of [
      '/my-jobs',
      '/create-job',
      '/jobs/abc/edit',
      '/payment-summary/abc',
      '/confirm-publish',
      '/payment-result',
    ]) {
      expect(isEmployerScreen(path), path).toBe(true);
    }
  });
});
