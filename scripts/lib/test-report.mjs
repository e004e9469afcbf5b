// Reads Vitest's and Playwright's JSON reports into one honest count. A test that never ran because
// its file or suite failed to start is a failure, not a skip: the project has no intended skips
// (the stop check refuses .skip/.only/.todo), so whatever did not pass in a failed file failed.

/** @param {any} unit Vitest's JSON report, or undefined when it wrote none */
export function countUnit(unit) {
  const counts = { passed: 0, failed: 0, skipped: 0, notStarted: [], failures: [] };
  const durations = [];
  if (!unit) {
    counts.failed = 1;
    counts.notStarted.push('Vitest wrote no report: it did not start');
    return { counts, durations };
  }
  for (const file of unit.testResults ?? []) {
    const fileFailed = file.status === 'failed';
    const tests = file.assertionResults ?? [];
    if (fileFailed && tests.length === 0) {
      counts.failed += 1;
      counts.notStarted.push(`${file.name}: ${firstLine(file.message)}`);
      continue;
    }
    let unstarted = 0;
    for (const test of tests) {
      if (test.status === 'passed') counts.passed += 1;
      else if (test.status === 'failed') {
        counts.failed += 1;
        counts.failures.push(
          `${relative(file.name)} › ${test.fullName ?? test.title}: ${firstLine(test.failureMessages?.[0])}`,
        );
      } else if (fileFailed) {
        counts.failed += 1;
        unstarted += 1;
      } else counts.skipped += 1;
      if (typeof test.duration === 'number') {
        durations.push({
          name: `${relative(file.name)} › ${test.fullName ?? test.title}`,
          ms: test.duration,
        });
      }
    }
    if (unstarted > 0)
      counts.notStarted.push(`${file.name}: ${unstarted} tests never ran (${firstLine(file.message)})`);
  }
  return { counts, durations };
}

/** @param {any} e2e Playwright's JSON report, or undefined when it wrote none */
export function countE2e(e2e) {
  const counts = { passed: 0, failed: 0, skipped: 0, notStarted: [], failures: [] };
  const durations = [];
  if (!e2e?.stats) {
    counts.failed = 1;
    counts.notStarted.push('Playwright wrote no report: the journeys did not start');
    return { counts, durations };
  }
  counts.passed = e2e.stats.expected ?? 0;
  counts.failed = (e2e.stats.unexpected ?? 0) + (e2e.stats.flaky ?? 0);
  // Playwright reports tests that a failed web server or worker never started as skipped.
  counts.failed += e2e.stats.skipped ?? 0;
  if (e2e.stats.skipped) counts.notStarted.push(`end-to-end: ${e2e.stats.skipped} journeys never ran`);
  if ((e2e.errors ?? []).length > 0) {
    counts.failed += e2e.errors.length;
    for (const error of e2e.errors) counts.notStarted.push(`end-to-end: ${firstLine(error.message)}`);
  }
  const walk = (suite, trail) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const ms = (test.results ?? []).reduce((sum, result) => sum + (result.duration ?? 0), 0);
        const name = [...trail, spec.title].join(' › ');
        durations.push({ name, ms });
        if (test.status === 'unexpected' || test.status === 'flaky') {
          const error = (test.results ?? []).find((result) => result.error)?.error;
          counts.failures.push(`${name}: ${firstLine(error?.message)}`);
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...trail, child.title]);
  };
  for (const suite of e2e.suites ?? []) walk(suite, [suite.title]);
  return { counts, durations };
}

export function slowest(durations, n = 10) {
  return [...durations].sort((a, b) => b.ms - a.ms).slice(0, n);
}

function firstLine(text) {
  return String(text ?? 'failed to start')
    .split('\n')[0]
    .slice(0, 200);
}

function relative(file) {
  const cwd = process.cwd();
  return file.startsWith(cwd) ? file.slice(cwd.length + 1) : file;
}
