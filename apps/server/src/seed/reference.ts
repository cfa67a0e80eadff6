import fs from 'node:fs';
import { createRequire } from 'node:module';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../platform/db/index.ts';
import { countries } from '../platform/reference/tables.ts';

const require = createRequire(import.meta.url);
const asset = (name: 'country' | 'state' | 'city') =>
  fs.readFileSync(require.resolve(`country-state-city/lib/assets/${name}.json`), 'utf8');

/**
 * Seeds every country, state and city of country-state-city (250, 4,963 and 148,038 rows), shared by
 * every tenant; does nothing when countries exist. The JSON goes to the database as one parameter and
 * is unpacked there, and the city indexes are built after the load: about 3.5 s on PGlite instead of
 * 10 s with the GIN index and foreign key checked row by row.
 */
export const seedReferenceData = async (db: Db) => {
  const [existing] = await db.select({ id: countries.id }).from(countries).limit(1);
  if (existing) return;
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into countries (iso_code, name, phone_code, flag, currency)
      select c."isoCode", c.name, coalesce(c.phonecode, ''), coalesce(c.flag, ''), nullif(c.currency, '')
      from json_to_recordset(${asset('country')}::json)
        as c("isoCode" text, name text, phonecode text, flag text, currency text)
      order by c.name`);
    await tx.execute(sql`
      insert into states (country_code, iso_code, name)
      select s."countryCode", s."isoCode", s.name
      from json_to_recordset(${asset('state')}::json) as s("countryCode" text, "isoCode" text, name text)
      order by s."countryCode", s.name`);
    await withIndexesBuiltAfter(tx, 'cities', () =>
      // Each city is a tuple: [name, countryCode, stateCode, latitude, longitude].
      tx.execute(sql`
        insert into cities (country_code, state_code, name, latitude, longitude)
        select e->>1, e->>2, e->>0, nullif(e->>3, '')::float8, nullif(e->>4, '')::float8
        from json_array_elements(${asset('city')}::json) with ordinality as c(e, n)
        order by c.n`),
    );
  });
};

const Definitions = z.object({ rows: z.array(z.object({ name: z.string(), definition: z.string() })) });

/**
 * Runs a bulk load with the table's secondary indexes and foreign keys dropped, then recreates them
 * exactly as the database defined them (PostgreSQL's advice for populating a table). Use inside a
 * transaction, so that a failed load leaves the schema as it was.
 */
const withIndexesBuiltAfter = async (tx: Db, table: string, load: () => Promise<unknown>) => {
  const indexes = Definitions.parse(
    await tx.execute(sql`
      select c.relname as name, pg_get_indexdef(i.indexrelid) as definition
      from pg_index i join pg_class c on c.oid = i.indexrelid
      where i.indrelid = ${table}::regclass and not i.indisprimary and not i.indisunique`),
  ).rows;
  const foreignKeys = Definitions.parse(
    await tx.execute(sql`
      select conname as name, pg_get_constraintdef(oid) as definition
      from pg_constraint where conrelid = ${table}::regclass and contype = 'f'`),
  ).rows;
  for (const key of foreignKeys) {
    await tx.execute(sql`alter table ${sql.identifier(table)} drop constraint ${sql.identifier(key.name)}`);
  }
  for (const index of indexes) await tx.execute(sql`drop index ${sql.identifier(index.name)}`);
  await load();
  for (const index of indexes) await tx.execute(sql.raw(index.definition));
  for (const key of foreignKeys) {
    await tx.execute(
      sql`alter table ${sql.identifier(table)} add constraint ${sql.identifier(key.name)} ${sql.raw(key.definition)}`,
    );
  }
};
