import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { postgresUrl } from './places.ts';

export type ThrowAwayDatabase = {
  name: string;
  /** The database's own URL, for the server processes and the tenant CLI. */
  url: string;
  /** One query on the database, for what a test checks; rows as node-postgres returns them. */
  query: <Row extends pg.QueryResultRow>(text: string, values?: unknown[]) => Promise<Row[]>;
  /** Closes the suite's connections and drops the database, whoever is still connected to it. */
  drop: () => Promise<void>;
};

const withDatabase = (url: string, name: string) => {
  const next = new URL(url);
  next.pathname = `/${name}`;
  return next.href;
};

const onAdmin = async <T>(work: (client: pg.Client) => Promise<T>) => {
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
};

/** A new empty database (ventura_prod_<random>) on the suite's PostgreSQL, dropped by `drop`. */
export const createDatabase = async (): Promise<ThrowAwayDatabase> => {
  const name = `ventura_prod_${randomBytes(5).toString('hex')}`;
  await onAdmin((admin) => admin.query(`create database "${name}"`));
  const url = withDatabase(postgresUrl, name);
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  // A connection the server's drop ends is not a failure of the suite.
  pool.on('error', () => {});
  return {
    name,
    url,
    query: async <Row extends pg.QueryResultRow>(text: string, values: unknown[] = []) =>
      (await pool.query<Row>(text, values)).rows,
    drop: async () => {
      await pool.end();
      await onAdmin((admin) => admin.query(`drop database if exists "${name}" with (force)`));
    },
  };
};
