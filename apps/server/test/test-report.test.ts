import { expect, test } from 'vitest';
import { countE2e, countUnit, slowest } from '../../../scripts/lib/test-report.mjs';

// Once per run: the same on every database (apps/server/vitest.config.ts).

// The shapes are Vitest's and Playwright's JSON reports as `npm test` reads them (issue 28: a run on
// a loaded machine said "123 skipped" for tests whose suites had timed out while starting).
test('tests of a file whose start-up failed count as failed, not skipped', () => {
  const { counts } = countUnit({
    testResults: [
      {
        name: '/repo/apps/server/test/a.test.ts',
        status: 'failed',
        message: 'Hook timed out in 60000ms.\nat …',
        assertionResults: [
          { status: 'skipped', title: 'one', fullName: 'one' },
          { status: 'skipped', title: 'two', fullName: 'two' },
        ],
      },
      {
        name: '/repo/apps/server/test/b.test.ts',
        status: 'failed',
        message: 'Cannot find module',
        assertionResults: [],
      },
      {
        name: '/repo/apps/server/test/c.test.ts',
        status: 'passed',
        assertionResults: [{ status: 'passed', title: 'three', fullName: 'three', duration: 12 }],
      },
    ],
  });
  expect(counts).toMatchObject({ passed: 1, failed: 3, skipped: 0 });
  expect(counts.notStarted.join('\n')).toContain('2 tests never ran (Hook timed out in 60000ms.)');
});

test('a runner that wrote no report is a failure', () => {
  expect(countUnit(undefined).counts.failed).toBe(1);
  expect(countE2e(undefined).counts.failed).toBe(1);
});

test('journeys a failed web server never started count as failed', () => {
  const { counts } = countE2e({
    stats: { expected: 3, unexpected: 1, flaky: 0, skipped: 4 },
    errors: [{ message: 'Timed out waiting 240000ms from config.webServer.' }],
    suites: [],
  });
  expect(counts).toMatchObject({ passed: 3, failed: 6 });
});

test('the slowest tests come first', () => {
  const top = slowest(
    Array.from({ length: 12 }, (_, i) => ({ name: `t${i}`, ms: i })),
    10,
  );
  expect(top.map((entry) => entry.name)).toEqual([
    't11',
    't10',
    't9',
    't8',
    't7',
    't6',
    't5',
    't4',
    't3',
    't2',
  ]);
});

test('each failed test is named with the first line of its error, unit and end-to-end', () => {
  const unit = countUnit({
    testResults: [
      {
        name: `${process.cwd()}/apps/server/test/d.test.ts`,
        status: 'failed',
        assertionResults: [
          { status: 'passed', title: 'fine', fullName: 'fine' },
          {
            status: 'failed',
            title: 'broken',
            fullName: 'suite broken',
            failureMessages: ['AssertionError: expected 1 to be 2\n    at …'],
          },
        ],
      },
    ],
  });
  expect(unit.counts.failures).toEqual([
    'apps/server/test/d.test.ts › suite broken: AssertionError: expected 1 to be 2',
  ]);
  const e2e = countE2e({
    stats: { expected: 0, unexpected: 1 },
    suites: [
      {
        title: 'a.spec.ts',
        specs: [
          {
            title: 'a journey',
            tests: [
              {
                status: 'unexpected',
                results: [{ duration: 5, error: { message: 'Timeout 5000ms\nmore' } }],
              },
            ],
          },
        ],
      },
    ],
  });
  expect(e2e.counts.failures).toEqual(['a.spec.ts › a journey: Timeout 5000ms']);
});
