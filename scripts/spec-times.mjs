// Per spec file of a Playwright JSON report: how many tests it ran and the time they took, summed
// over every try of every test (a slow beforeAll is inside its first test's duration).

/** @param {any} suite @param {(spec: any) => void} visit */
function eachSpec(suite, visit) {
  for (const spec of suite.specs ?? []) visit(spec);
  for (const child of suite.suites ?? []) eachSpec(child, visit);
}

/**
 * The `count` spec files whose tests took longest, slowest first.
 * @param {{ suites?: any[] }} report Playwright's JSON reporter output
 * @returns {{ file: string, tests: number, ms: number }[]}
 */
export function slowestSpecs(report, count = 10) {
  /** @type {Map<string, { file: string, tests: number, ms: number }>} */
  const files = new Map();
  for (const top of report.suites ?? []) {
    eachSpec(top, (spec) => {
      const file = spec.file ?? top.file;
      const entry = files.get(file) ?? { file, tests: 0, ms: 0 };
      for (const test of spec.tests ?? []) {
        entry.tests++;
        for (const result of test.results ?? []) entry.ms += result.duration ?? 0;
      }
      files.set(file, entry);
    });
  }
  return [...files.values()].sort((a, b) => b.ms - a.ms || a.file.localeCompare(b.file)).slice(0, count);
}
