#!/usr/bin/env node
// Adds up the JSON reports of every test suite CI ran and prints the closing line
// "N passed, N failed". Usage: node scripts/summary.mjs report.json [report.json …]
import fs from 'node:fs';

let passed = 0;
let failed = 0;
for (const file of process.argv.slice(2)) {
  if (!fs.existsSync(file)) {
    console.log(`${file}: missing report, counted as one failure`);
    failed += 1;
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
  passed += p;
  failed += f;
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
