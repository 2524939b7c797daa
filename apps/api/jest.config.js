module.exports = require('../../jest.preset.js')('api', {
  roots: ['<rootDir>/src'],
  testTimeout: 60000,
  // Each file has a database of its own (testing/test-database.ts), so files run side by side; with
  // Jest's default on 2 cores (one worker) the suite ran alone on one core once the browser specs ended.
  maxWorkers: 2,
});
