// Writes the GraphQL schema as SDL; CI fails when the committed file drifts from the code.
import { writeFileSync } from 'node:fs';
import { printSchema } from 'graphql';
import { schema } from '../src/server/graphql/schema';

writeFileSync('src/server/graphql/schema.graphql', printSchema(schema) + '\n');
console.log('Wrote src/server/graphql/schema.graphql');
