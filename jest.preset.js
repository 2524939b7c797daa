// Shared Jest settings. The summary reporter leaves each project's totals in tmp/jest-results
// so that one line can report every project's tests after `npm test` (see scripts/test-summary.js).
const path = require('node:path');

module.exports = (displayName, overrides = {}) => ({
  displayName,
  testEnvironment: 'node',
  transform: { '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }] },
  moduleNameMapper: { '^@taikai/engine$': path.join(__dirname, 'libs/engine/src/index.ts') },
  reporters: ['default', [path.join(__dirname, 'scripts/jest-summary-reporter.js'), { name: displayName }]],
  ...overrides,
});
