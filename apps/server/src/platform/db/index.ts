import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from '../../db/schema.ts';
import { lockDataDir } from './lock.ts';

export type Schema = typeof schema;
/** A database or a transaction: repo functions accept either. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies every committed migration that has not run yet. */
  migrate: () => Promise<void>;
  close: () => Promise<void>;
};

export const migrationsFolder = path.resolve(import.meta.dirname, '../../db/migrations');
export const pgliteExtensions = { pg_trgm };

/** Opens PostgreSQL when a URL is given, else the embedded PGlite in dataDir (locked for this process). */
export const openDatabase = async (options: { databaseUrl?: string; dataDir?: string }): Promise<Database> => {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  if (!options.dataDir) throw new Error('openDatabase needs databaseUrl or dataDir');
  const unlock = lockDataDir(options.dataDir);
  try {
    const client = await PGlite.create({ dataDir: path.join(options.dataDir, 'db'), extensions: pgliteExtensions });
    return wrapPglite(client, unlock);
  } catch (error) {
    unlock();
    throw error;
  }
};

export const wrapPglite = (client: PGlite, onClose: () => void = () => {}): Database => {
  const db = drizzlePglite({ client, schema });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: async () => {
      await client.close();
      onClose();
    },
  };
};

export const openPostgres = async (url: string): Promise<Database> => {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  await pool.query('select 1');
  const db = drizzlePostgres({ client: pool, schema });
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePostgres(db, { migrationsFolder }),
    close: () => pool.end(),
  };
};
