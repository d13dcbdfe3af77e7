const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether a caller's id can be a row id at all: anything else is "not found" before it reaches
 * PostgreSQL, which would refuse it with an error instead.
 */
export const isUuid = (value: unknown): value is string =>
  typeof value === 'string' && UUID.test(value);
