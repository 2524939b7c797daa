const { sourceOf } = require('../../jest.preset.js');

/** @type {import('jest').Config} */
module.exports = {
  displayName: 'player',
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.spec.ts'],
  moduleNameMapper: sourceOf,
  transform: {
    '^.+\\.ts$': [
      'ts-jest',
      {
        tsconfig: {
          isolatedModules: true,
          module: 'commonjs',
          moduleResolution: 'node',
          target: 'ES2022',
          esModuleInterop: true,
          types: ['jest'],
        },
      },
    ],
  },
};
