import SchemaBuilder from '@pothos/core';
import type { GraphQLContext } from './context';

type AppTypes = { Context: GraphQLContext; DefaultFieldNullability: false };
/** The schema's types as Pothos sees them (for helpers that take refs). */
export type AppSchemaTypes = PothosSchemaTypes.ExtendDefaultTypes<AppTypes>;

export const builder = new SchemaBuilder<AppTypes>({
  defaultFieldNullability: false,
});

builder.queryType({});
builder.mutationType({});
builder.subscriptionType({});
