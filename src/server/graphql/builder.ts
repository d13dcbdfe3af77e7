import SchemaBuilder from '@pothos/core';
import type { RequestContext } from '../context';

export const builder = new SchemaBuilder<{
  Context: RequestContext;
  DefaultFieldNullability: false;
}>({
  defaultFieldNullability: false,
});

builder.queryType({});
builder.subscriptionType({});
