module.exports = require('../../jest.preset.js')('api', { roots: ['<rootDir>/src'], testTimeout: 60000 });
