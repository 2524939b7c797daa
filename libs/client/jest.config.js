module.exports = require('../../jest.preset.js')('client', { roots: ['<rootDir>/src'] });
