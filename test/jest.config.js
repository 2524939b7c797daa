module.exports = require('../jest.preset.js')('e2e', {
  roots: ['<rootDir>/e2e', '<rootDir>/browser'],
  testMatch: ['**/*.e2e-spec.ts', '**/*.browser-spec.ts'],
  testTimeout: 120000,
  // Each file starts whole servers (and browsers): two at a time suit a 2-core machine.
  maxWorkers: 2,
  // The longest files first, by their last time on this machine (see the file).
  testSequencer: require.resolve('./longest-first-sequencer.js'),
});
