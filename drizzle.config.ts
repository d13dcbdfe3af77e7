import { defineConfig } from 'drizzle-kit';

// Migrations are generated once and applied by both drivers (PGlite and PostgreSQL) at start-up.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/*.ts',
  out: './src/server/db/migrations',
  casing: 'snake_case',
});
