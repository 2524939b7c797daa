// Slow reliability tests (crashes, database restarts, races) against the built server; not part of
// `npm test`. Run from the repository root: `npm run test:reliability` (builds the API first).
module.exports = require('../../jest.preset.js')('reliability', {
  rootDir: __dirname,
  roots: ['<rootDir>'],
  testMatch: ['**/*.reliability-spec.ts'],
  // Each test is bounded on its own (see the timeouts in each file); the files run one at a time
  // because each one loads a 2-core machine on its own.
  testTimeout: 240000,
  maxWorkers: 1,
});
