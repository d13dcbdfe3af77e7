import path from 'node:path';
import { defineConfig } from 'vitest/config';

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
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
    globalSetup: ['tests/support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
  },
});
