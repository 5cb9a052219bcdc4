// The close of `npm test`: the time each stage took (from --stages FILE, lines "stage<TAB>seconds<TAB>result"),
// the ten slowest end-to-end spec files (from Playwright's JSON report), the test counts of the unit and
// end-to-end reports, then one line: "tests: N passed, N failed, N skipped".
import { existsSync, readFileSync } from 'node:fs';
import { slowestSpecs } from './spec-times.mjs';

const args = process.argv.slice(2);
const stagesAt = args.indexOf('--stages');
const stagesFile = stagesAt >= 0 ? args.splice(stagesAt, 2)[1] : undefined;

const clock = (seconds) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

if (stagesFile && existsSync(stagesFile)) {
  const rows = readFileSync(stagesFile, 'utf8')
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => line.split('\t'));
  console.log('\n| stage | time | result |\n| --- | ---: | --- |');
  for (const [name, seconds, result] of rows)
    console.log(`| ${name} | ${clock(Number(seconds))} | ${result} |`);
}

for (const file of args) {
  if (!existsSync(file)) continue;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  if (!report.suites) continue;
  // Time in a file's tests, summed over its tests: the two workers run files side by side, so the
  // stage's wall time is about half the sum. The README gives the budget these are held to.
  console.log('\n| slowest spec files | tests | time in tests |\n| --- | ---: | ---: |');
  for (const { file: spec, tests, ms } of slowestSpecs(report, 10))
    console.log(`| ${spec} | ${tests} | ${clock(Math.round(ms / 1000))} |`);
}

let passed = 0;
let failed = 0;
let skipped = 0;
const lines = [];
for (const file of args) {
  if (!existsSync(file)) continue;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  let counts;
  if ('numPassedTests' in report) {
    counts = {
      kind: 'unit and component',
      passed: report.numPassedTests,
      failed: report.numFailedTests,
      skipped: report.numPendingTests + (report.numTodoTests ?? 0),
    };
  } else if (report.stats) {
    counts = {
      kind: 'end-to-end',
      passed: report.stats.expected + report.stats.flaky,
      failed: report.stats.unexpected,
      skipped: report.stats.skipped,
    };
  } else continue;
  lines.push(`${counts.kind}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
  passed += counts.passed;
  failed += counts.failed;
  skipped += counts.skipped;
}
if (lines.length) console.log(`\n${lines.map((line) => `- ${line}`).join('\n')}\n`);
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
