#!/usr/bin/env node
// Adds up the JSON reports of every test suite CI ran and prints the closing line
// "N passed, N failed".
// Usage: node scripts/summary.mjs report.json [report.json …] [-- failed-step …]
// A failed step is a step that exited non-zero: a test step is named by its report, any other by
// its name. One that no counted test failure explains (lint, a build, a runner's unhandled error
// with every test passed) counts as one failure, so the closing line agrees with CI's exit code.
import fs from 'node:fs';

const args = process.argv.slice(2);
const dash = args.indexOf('--');
const reports = dash === -1 ? args : args.slice(0, dash);
const failedSteps = dash === -1 ? [] : args.slice(dash + 1);

let passed = 0;
let failed = 0;
const failuresByReport = new Map();
for (const file of reports) {
  if (!fs.existsSync(file)) {
    console.log(`${file}: missing report, counted as one failure`);
    failed += 1;
    failuresByReport.set(file, 1);
    continue;
  }
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  let p = 0;
  let f = 0;
  if (typeof report.numPassedTests === 'number') {
    // vitest's json reporter
    p = report.numPassedTests;
    f = report.numFailedTests + (report.success === false && report.numFailedTests === 0 ? 1 : 0);
  } else if (report.stats) {
    // playwright's json reporter
    p = report.stats.expected + (report.stats.flaky ?? 0);
    f = report.stats.unexpected + (report.errors?.length ? 1 : 0);
  }
  console.log(`${file}: ${p} passed, ${f} failed`);
  failuresByReport.set(file, f);
  passed += p;
  failed += f;
}
for (const step of failedSteps) {
  if ((failuresByReport.get(step) ?? 0) > 0) continue;
  console.log(`${step}: exited non-zero with no failed test counted; counted as one failure (see its output above)`);
  failed += 1;
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
