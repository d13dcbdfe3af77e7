// The whole Drizzle schema as one object, for the client's relational queries and drizzle-kit.
export * from './schema/accounts';
export * from './schema/breeds';
export * from './schema/kennels';
export * from './schema/listings';
export * from './schema/photos';
export * from './schema/buyers';
export * from './schema/payments';
export * from './schema/site';
export * from './schema/rate-limits';
export * from './schema/reports';
export * from './schema/next-cache';
