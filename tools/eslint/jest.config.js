module.exports = require('../../jest.preset.js')('lint-rules', { roots: ['<rootDir>'], testTimeout: 60000 });
