import path from 'node:path';
import { fileURLToPath } from 'node:url';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const SRC = path.join(path.dirname(fileURLToPath(import.meta.url)), 'src');

/** The folder under src an import reaches, by alias (`@/server/db/x`) or relative path; else null. */
function srcPathOf(file, source) {
  let target;
  if (source.startsWith('@/')) target = path.join(SRC, source.slice(2));
  else if (source.startsWith('./') || source.startsWith('../'))
    target = path.resolve(path.dirname(file), source);
  else return null;
  const relative = path.relative(SRC, target).split(path.sep).join('/');
  return relative.startsWith('..') ? null : relative.replace(/\.(ts|tsx|js|mjs)$/, '');
}

const isInside = (relative, folder) => relative === folder || relative.startsWith(`${folder}/`);

/** `import type …` or only `type` specifiers: erased at build, so it crosses no layer. */
const isTypeOnly = (node) =>
  node.importKind === 'type' ||
  node.exportKind === 'type' ||
  (node.specifiers?.length > 0 &&
    node.specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type'));

/** Calls `check(node, srcPath)` for every import, re-export and literal dynamic import. */
function eachImport(context, check) {
  const visit = (node) => {
    if (node.source?.type !== 'Literal' || typeof node.source.value !== 'string') return;
    const relative = srcPathOf(context.filename, node.source.value);
    if (relative !== null) check(node, relative);
  };
  return {
    ImportDeclaration: visit,
    ExportNamedDeclaration: visit,
    ExportAllDeclaration: visit,
    ImportExpression: visit,
  };
}

const LAYERS_PLUGIN = {
  rules: {
    // Folders a layer may not reach, whether the import uses the @/ alias or a relative path.
    'no-folder-imports': {
      meta: { type: 'problem', schema: [{ type: 'object' }] },
      create(context) {
        const { folders, message } = context.options[0];
        return eachImport(context, (node, relative) => {
          if (isTypeOnly(node)) return;
          const folder = folders.find((f) => isInside(relative, f));
          if (folder) context.report({ node, message: `${message} (${folder})` });
        });
      },
    },
    // A file whose first statement is 'use client' runs in the browser: from server/* it may
    // take types only (values would pull server code, or fail, in the client bundle).
    'client-imports-types-only': {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const first = context.sourceCode.ast.body[0];
        if (first?.type !== 'ExpressionStatement' || first.directive !== 'use client') return {};
        return eachImport(context, (node, relative) => {
          if (isInside(relative, 'server') && !isTypeOnly(node))
            context.report({
              node,
              message: `A client component takes only types from server/* (${relative}).`,
            });
        });
      },
    },
  },
};

// Layering of STYLE.md: what may import what. Each entry restricts one folder: packages by
// name, folders of src by where the import leads (alias or relative path).
const BARRELS = { group: ['**/index', '**/index.ts'], message: 'No barrel index re-exports.' };
// Every link goes through i18n/app-link, which does not prefetch on a slow or data-saving line.
const NEXT_LINK = {
  name: 'next/link',
  message: 'Use Link from i18n/navigation, or AppLink from i18n/app-link for a ready-made href.',
};
// Tests may look behind a layer (e.g. a GraphQL test checks the rows it did not change).
const layer = (files, { packages = [], folders = [] }, message) => ({
  files,
  ignores: ['**/*.test.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          ...(packages.length ? [{ group: packages, message, allowTypeImports: true }] : []),
          BARRELS,
        ],
        paths: [NEXT_LINK],
      },
    ],
    'layers/no-folder-imports': ['error', { folders, message }],
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
  {
    files: ['src/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [BARRELS], paths: [NEXT_LINK] }] },
  },
  // An adapter's interface and its implementations must not import each other in a loop.
  {
    files: ['src/server/integrations/**'],
    rules: { 'import/no-cycle': ['error', { ignoreExternal: true, maxDepth: 3 }] },
  },
  { plugins: { layers: LAYERS_PLUGIN } },
  {
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    ignores: ['**/*.test.ts'],
    rules: { 'layers/client-imports-types-only': 'error' },
  },
  layer(
    ['src/server/db/**'],
    {
      packages: ['next', 'next/*', 'react'],
      folders: ['server/domain', 'server/graphql', 'server/integrations', 'app', 'components'],
    },
    'server/db imports nothing above it.',
  ),
  layer(
    ['src/server/domain/**'],
    {
      packages: ['next', 'next/*', 'react', 'react-dom', 'graphql', 'graphql-yoga', '@pothos/*'],
      folders: ['server/graphql', 'app', 'components'],
    },
    'server/domain never imports Next.js, React or GraphQL.',
  ),
  layer(
    ['src/server/graphql/**'],
    { packages: ['drizzle-orm', 'drizzle-orm/*'], folders: ['server/db', 'app', 'components'] },
    'server/graphql calls domain functions; it never writes SQL.',
  ),
  layer(
    ['src/components/**'],
    {
      packages: ['drizzle-orm', 'drizzle-orm/*'],
      folders: ['server/db', 'server/graphql', 'server/integrations', 'server/context'],
    },
    'components import i18n and domain types only.',
  ),
  layer(
    ['src/app/**'],
    { packages: ['drizzle-orm', 'drizzle-orm/*'], folders: ['server/db', 'server/integrations'] },
    'app imports components, i18n and server/domain.',
  ),
  {
    files: ['src/i18n/app-link.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: [BARRELS] }] },
  },
];

export default config;
