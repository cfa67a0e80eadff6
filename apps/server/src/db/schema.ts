// Every Drizzle table of the server, for drizzle-kit and for typed queries.
export * from '../platform/tenancy/tables.ts';
