import { fileURLToPath } from 'node:url';
import nx from '@nx/eslint-plugin';
import tseslint from 'typescript-eslint';
import apiZones from './tools/eslint/api-zones.mjs';

// Domain code (type:domain) may import only other domain code, and none of the frameworks:
// the engine must stay usable from any app, test or benchmark.
const FRAMEWORKS = ['@nestjs/*', '@prisma/*', 'prisma', 'react', 'react-dom', 'react-admin', 'ra-*', 'graphql', 'graphql-*', '@graphql-*/*', 'pg', 'express'];
// The browser apps' shared client (type:client) speaks GraphQL but renders nothing and runs no server.
const CLIENT_FORBIDDEN = ['@nestjs/*', '@prisma/*', 'prisma', 'react', 'react-dom', 'react-admin', 'ra-*', '@mui/*', 'pg', 'express'];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/generated/**', 'tmp/**', '.nx/**', '**/vite.config.*'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { '@nx': nx },
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          allow: [],
          depConstraints: [
            { sourceTag: 'type:domain', onlyDependOnLibsWithTags: ['type:domain'] },
            { sourceTag: 'type:client', onlyDependOnLibsWithTags: ['type:domain', 'type:client'] },
            { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:domain', 'type:client'] },
            // Tests and benchmarks share their helpers through @taikai/testkit (type:test), never each other's folders.
            { sourceTag: 'type:test', onlyDependOnLibsWithTags: ['type:domain', 'type:client', 'type:app', 'type:test'] },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    files: ['libs/engine/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: FRAMEWORKS, message: 'Domain libraries import no framework.' }] }],
    },
  },
  {
    files: ['libs/client/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: CLIENT_FORBIDDEN, message: 'The client library renders nothing and runs no server.' }] }],
    },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    plugins: { taikai: apiZones },
    rules: { 'taikai/api-zones': ['error', { srcRoot: fileURLToPath(new URL('apps/api/src', import.meta.url)) }] },
  },
  { files: ['**/*.js', '**/*.cjs'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
);
