#!/usr/bin/env node
// Prints the totals of every project's last Jest run as one line: `N passed, N failed`.
// A suite that could not run counts as a failure, so a crash never reads as green.
const fs = require('node:fs');
const path = require('node:path');

const dir = path.resolve(__dirname, '..', 'tmp', 'jest-results');
const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((file) => file.endsWith('.json')) : [];
let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of files) {
  const result = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
  passed += result.numPassedTests;
  failed += result.numFailedTests + result.numRuntimeErrorTestSuites;
  skipped += result.numPendingTests;
}
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 || files.length === 0 ? 1 : 0);
