import { afterEach, vi } from 'vitest';

// Warnings that nobody reads pile up: a test that makes the code print an error fails (epic-stack).
const spy = vi.spyOn(console, 'error');
afterEach(() => {
  const calls = spy.mock.calls;
  spy.mockClear();
  if (calls.length > 0)
    throw new Error(`console.error was called: ${calls.map((c) => c.join(' ')).join('\n')}`);
});
