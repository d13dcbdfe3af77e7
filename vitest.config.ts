import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { testFilesFor, type TestPass } from './tests/support/test-files';

const TEST_FILES = ['src/**/*.test.ts', 'scripts/**/*.test.ts'];
/** `npm test` runs two passes (TEST_PASS=pglite, TEST_PASS=postgres); see test-files.ts. */
const pass = process.env.TEST_PASS as TestPass | undefined;

export default defineConfig({
  resolve: {
    alias: [
      { find: /^@\//, replacement: `${path.resolve('src')}/` },
      { find: 'server-only', replacement: path.resolve('tests/support/empty-module.ts') },
      // One graphql instance: Node loads the CommonJS build for Pothos and Yoga, so tests must too.
      { find: /^graphql$/, replacement: path.resolve('node_modules/graphql/index.js') },
    ],
  },
  test: {
    include: pass ? testFilesFor(pass, TEST_FILES) : TEST_FILES,
    globalSetup: ['tests/support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
  },
});
