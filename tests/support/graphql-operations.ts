import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  isUnionType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLOutputType,
  type GraphQLSchema,
} from 'graphql';

/** One root field as a client would call it: a document with a variable per argument. */
export interface SchemaOperation {
  kind: 'query' | 'mutation';
  field: string;
  document: string;
  variables: { name: string; type: GraphQLInputType }[];
}

/** The leaf fields of a result, one level of objects deep; unions and interfaces ask __typename. */
function selectionOf(type: GraphQLOutputType, depth = 0): string {
  const named = getNamedType(type);
  if (isLeafType(named)) return '';
  // A result union's members with their leaves: a refusal answers its `code` there.
  if (isUnionType(named)) {
    const members = named
      .getTypes()
      .map((member) => `... on ${member.name} ${selectionOf(member, 1)}`);
    return `{ __typename ${members.join(' ')} }`;
  }
  if (!isObjectType(named)) return '{ __typename }';
  const fields = Object.values(named.getFields()).filter(
    (field) => !field.args.some((arg) => isNonNullType(arg.type)),
  );
  const leaves = fields.filter((field) => isLeafType(getNamedType(field.type))).map((f) => f.name);
  const nested =
    depth === 0
      ? fields
          .filter((field) => !isLeafType(getNamedType(field.type)))
          .map((field) => `${field.name} ${selectionOf(field.type, depth + 1)}`)
      : [];
  return `{ ${['__typename', ...leaves, ...nested].join(' ')} }`;
}

function operationOf(kind: SchemaOperation['kind'], field: GraphQLField<unknown, unknown>) {
  const variables = field.args.map((arg) => ({ name: arg.name, type: arg.type }));
  const declared = variables.map((v) => `$${v.name}: ${v.type.toString()}`).join(', ');
  const passed = variables.map((v) => `${v.name}: $${v.name}`).join(', ');
  const document =
    `${kind} ${field.name}Op${declared ? `(${declared})` : ''} ` +
    `{ ${field.name}${passed ? `(${passed})` : ''} ${selectionOf(field.type)} }`;
  return { kind, field: field.name, document, variables };
}

/** Every query and mutation of the schema as a ready document (subscriptions stream; left out). */
export function schemaOperations(schema: GraphQLSchema): SchemaOperation[] {
  const queries = Object.values(schema.getQueryType()?.getFields() ?? {});
  const mutations = Object.values(schema.getMutationType()?.getFields() ?? {});
  return [
    ...queries.map((field) => operationOf('query', field)),
    ...mutations.map((field) => operationOf('mutation', field)),
  ];
}

/** The names of an input type's values, for generators that want to aim near valid input. */
export function describeInput(
  type: GraphQLInputType,
):
  | { kind: 'list'; of: GraphQLInputType }
  | { kind: 'nonNull'; of: GraphQLInputType }
  | { kind: 'enum'; values: string[] }
  | { kind: 'object'; fields: Record<string, GraphQLInputType> }
  | { kind: 'scalar'; name: string } {
  if (isNonNullType(type)) return { kind: 'nonNull', of: type.ofType };
  if (isListType(type)) return { kind: 'list', of: type.ofType };
  if (isEnumType(type)) return { kind: 'enum', values: type.getValues().map((v) => v.name) };
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields());
    return { kind: 'object', fields: Object.fromEntries(fields.map((f) => [f.name, f.type])) };
  }
  return { kind: 'scalar', name: type.name };
}
