import { fileURLToPath } from 'node:url';
import nx from '@nx/eslint-plugin';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import taikai from './tools/eslint/index.mjs';

// Domain code (type:domain) may import only other domain code, and none of the frameworks:
// the engine must stay usable from any app, test or benchmark. So must the words for its codes
// (type:words), shared by the API and the phone; the engine speaks in codes and imports no words.
const FRAMEWORKS = [
  '@nestjs/*',
  '@prisma/*',
  'prisma',
  'react',
  'react-dom',
  'react-admin',
  'ra-*',
  'graphql',
  'graphql-*',
  '@graphql-*/*',
  'pg',
  'express',
];
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
            { sourceTag: 'type:words', onlyDependOnLibsWithTags: ['type:domain'] },
            { sourceTag: 'type:client', onlyDependOnLibsWithTags: ['type:domain', 'type:words', 'type:client'] },
            { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:domain', 'type:words', 'type:client'] },
            // Tests and benchmarks share their helpers through @taikai/testkit (type:test), never each other's folders.
            { sourceTag: 'type:test', onlyDependOnLibsWithTags: ['type:domain', 'type:words', 'type:client', 'type:app', 'type:test'] },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'off',
      // Prettier lays the code out at this width; it leaves long comments alone, so lint holds them to it.
      'max-len': ['error', { code: 140, ignoreStrings: true, ignoreTemplateLiterals: true, ignoreRegExpLiterals: true, ignoreUrls: true }],
    },
  },
  {
    files: ['libs/engine/**/*.ts', 'libs/words/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: FRAMEWORKS, message: 'Domain libraries import no framework.' }] }],
    },
  },
  {
    files: ['libs/client/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: CLIENT_FORBIDDEN, message: 'The client library renders nothing and runs no server.' }] },
      ],
    },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    plugins: { taikai },
    rules: { 'taikai/api-zones': ['error', { srcRoot: fileURLToPath(new URL('apps/api/src', import.meta.url)) }] },
  },
  // The browser apps: the rules of hooks, and the React Compiler's checks of what a render may do.
  { files: ['apps/admin/src/**/*.{ts,tsx}', 'apps/player/src/**/*.{ts,tsx}'], ...reactHooks.configs.flat.recommended },
  {
    files: ['apps/admin/src/**/*.{ts,tsx}'],
    plugins: { taikai },
    rules: { 'taikai/admin-folders': ['error', { srcRoot: fileURLToPath(new URL('apps/admin/src', import.meta.url)) }] },
  },
  { files: ['**/*.js', '**/*.cjs'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
);
