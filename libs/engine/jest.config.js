module.exports = require('../../jest.preset.js')('engine', { roots: ['<rootDir>/src'] });
