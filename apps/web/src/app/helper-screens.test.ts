import { describe, expect, it } from 'vitest';
import { isEmployerScreen } from '../features/job-check/lib/employer-screens.ts';
import { routes } from './routes.tsx';

/** Every path of the route table, with a sample id for each parameter. */
function paths(list: typeof routes, prefix = ''): string[] {
  return list.flatMap((route) => {
    const own = route.path ? `${prefix}/${route.path.replace(/:[a-zA-Z]+/g, 'x1')}` : prefix;
    return [...(route.path ? [own] : []), ...(route.children ? paths(route.children, own) : [])];
  });
}

// Issue 27 item 11: the job-check helper covered a chat's Send button and the legal text on phones.
describe('the screens that carry the job-check helper', () => {
  it('are the employer screens of the route table and no other (a new screen starts without it)', () => {
    expect(paths(routes).filter(isEmployerScreen).sort()).toEqual(
      [
        '/confirm-publish',
        '/create-job',
        '/jobs/x1/edit',
        '/my-jobs',
        '/payment-result',
        '/payment-summary/x1',
      ].sort(),
    );
    for (const path of ['/', '/jobs', '/jobs/x1', '/chat/x1', '/messages', '/terms', '/privacy', '/login']) {
      expect(isEmployerScreen(path), path).toBe(false);
    }
  });
});
