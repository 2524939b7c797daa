const { sourceOf } = require('../../jest.preset.js');

/** @type {import('jest').Config} */
module.exports = {
  displayName: 'admin',
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.spec.ts'],
  // The app bundles csv-stringify's browser build (ESM); under Node the same API's CommonJS build.
  moduleNameMapper: { ...sourceOf, '^csv-stringify/browser/esm/sync$': 'csv-stringify/sync' },
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
