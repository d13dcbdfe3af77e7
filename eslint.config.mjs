import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

// Layering of STYLE.md: what may import what. Each entry restricts one folder.
const BARRELS = { group: ['**/index', '**/index.ts'], message: 'No barrel index re-exports.' };
// Tests may look behind a layer (e.g. a GraphQL test checks the rows it did not change).
const layer = (files, patterns, message) => ({
  files,
  ignores: ['**/*.test.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      { patterns: [{ group: patterns, message, allowTypeImports: true }, BARRELS] },
    ],
  },
});

const config = [
  {
    ignores: [
      '.next/**',
      'node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'next-env.d.ts',
    ],
  },
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      // Images are stored pre-sized as WebP/AVIF variants with srcset; next/image adds nothing.
      '@next/next/no-img-element': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  // Envelop plugins are named use*, but they are not React hooks.
  { files: ['src/server/**'], rules: { 'react-hooks/rules-of-hooks': 'off' } },
  { files: ['src/**'], rules: { 'no-restricted-imports': ['error', { patterns: [BARRELS] }] } },
  // An adapter's interface and its implementations must not import each other in a loop.
  {
    files: ['src/server/integrations/**'],
    rules: { 'import/no-cycle': ['error', { ignoreExternal: true, maxDepth: 3 }] },
  },
  layer(
    ['src/server/db/**'],
    [
      '@/server/domain/*',
      '@/server/graphql/*',
      '@/server/integrations/*',
      '@/app/*',
      '@/components/*',
      '../domain/*',
      '../graphql/*',
      'next/*',
      'react',
    ],
    'server/db imports nothing above it.',
  ),
  layer(
    ['src/server/domain/**'],
    [
      'next',
      'next/*',
      'react',
      'react-dom',
      'graphql',
      'graphql-yoga',
      '@pothos/*',
      '@/server/graphql/*',
      '@/app/*',
      '@/components/*',
    ],
    'server/domain never imports Next.js, React or GraphQL.',
  ),
  layer(
    ['src/server/graphql/**'],
    [
      'drizzle-orm',
      'drizzle-orm/*',
      '@/server/db/*',
      '../db/*',
      '../../db/*',
      '@/app/*',
      '@/components/*',
    ],
    'server/graphql calls domain functions; it never writes SQL.',
  ),
  layer(
    ['src/components/**'],
    [
      '@/server/db/*',
      '@/server/graphql/*',
      '@/server/integrations/*',
      '@/server/context',
      'drizzle-orm',
      'drizzle-orm/*',
    ],
    'components import i18n and domain types only.',
  ),
  layer(
    ['src/app/**'],
    ['@/server/db/*', '@/server/integrations/*', 'drizzle-orm', 'drizzle-orm/*'],
    'app imports components, i18n and server/domain.',
  ),
];

export default config;
