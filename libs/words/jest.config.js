module.exports = require('../../jest.preset.js')('words', { roots: ['<rootDir>/src'] });
