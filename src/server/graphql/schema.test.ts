import { readFileSync } from 'node:fs';
import path from 'node:path';
import { printSchema } from 'graphql';
import { expect, it } from 'vitest';
import { schema } from './schema';

it('matches the committed schema.graphql (run `npm run schema:print` after changing types)', () => {
  const committed = readFileSync(path.join(__dirname, 'schema.graphql'), 'utf8');
  expect(printSchema(schema) + '\n').toBe(committed);
});
