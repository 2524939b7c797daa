// Writes Jest's aggregated results (the same figures as `jest --json`) for one project.
const fs = require('node:fs');
const path = require('node:path');

const dir = path.resolve(__dirname, '..', 'tmp', 'jest-results');

module.exports = class JestSummaryReporter {
  constructor(_globalConfig, options) {
    this.name = options.name;
  }

  onRunComplete(_contexts, results) {
    fs.mkdirSync(dir, { recursive: true });
    const { numTotalTests, numPassedTests, numFailedTests, numPendingTests, numRuntimeErrorTestSuites, success } = results;
    fs.writeFileSync(
      path.join(dir, `${this.name}.json`),
      JSON.stringify({ numTotalTests, numPassedTests, numFailedTests, numPendingTests, numRuntimeErrorTestSuites, success }),
    );
  }
};
