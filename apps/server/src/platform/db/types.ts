import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/** A database or a transaction: repo functions accept either. */
export type Db = PgDatabase<PgQueryResultHKT>;
