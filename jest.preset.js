// Shared Jest settings. The summary reporter leaves each project's totals in tmp/jest-results
// so that one line can report every project's tests after `npm test` (see scripts/test-summary.js).
const path = require('node:path');

/** The workspace libraries, from their TypeScript sources (as Vite and the tsconfig paths see them). */
const sourceOf = {
  '^@taikai/engine$': path.join(__dirname, 'libs/engine/src/index.ts'),
  '^@taikai/engine/testing$': path.join(__dirname, 'libs/engine/src/testing/index.ts'),
  '^@taikai/client$': path.join(__dirname, 'libs/client/src/index.ts'),
  '^@taikai/words$': path.join(__dirname, 'libs/words/src/index.ts'),
  '^@taikai/testkit$': path.join(__dirname, 'libs/testkit/src/index.ts'),
};

module.exports = (displayName, overrides = {}) => ({
  displayName,
  testEnvironment: 'node',
  transform: { '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }] },
  moduleNameMapper: sourceOf,
  reporters: ['default', [path.join(__dirname, 'scripts/jest-summary-reporter.js'), { name: displayName }]],
  ...overrides,
});
module.exports.sourceOf = sourceOf;
