import type { TaxonomyKind } from '@ventura/shared';
import { sql } from 'drizzle-orm';
import {
  doublePrecision,
  foreignKey,
  index,
  integer,
  pgTable,
  serial,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { tenantIdColumn } from '../tenancy/tables.ts';

/** The terms of every tenant-editable list (industries, skills, stages...); parentCode groups a term under another. */
export const taxonomyTerms = pgTable(
  'taxonomy_terms',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantIdColumn(),
    kind: text('kind').$type<TaxonomyKind>().notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    parentCode: text('parent_code'),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Pitch video topics: the suggested length of the topic's clip, in seconds (modules/pitch). */
    seconds: integer('seconds'),
  },
  (t) => [
    uniqueIndex('taxonomy_terms_code_idx').on(t.tenantId, t.kind, t.code),
    // The key pitch clips point at a topic by, so that no clip names another tenant's topic.
    unique('taxonomy_terms_tenant_id_id_key').on(t.tenantId, t.id),
    // A term groups under a term of its own list and tenant (the unique index above is the key it uses).
    foreignKey({
      name: 'taxonomy_terms_parent_fk',
      columns: [t.tenantId, t.kind, t.parentCode],
      foreignColumns: [t.tenantId, t.kind, t.code],
    }),
    index('taxonomy_terms_tenant_idx').on(t.tenantId, t.kind, t.sortOrder),
  ],
);

// Countries, states and cities are world reference data: the same for every tenant, read-only, and
// about 150k rows, so they are stored once without tenant_id instead of once per tenant.

export const countries = pgTable('countries', {
  id: serial('id').primaryKey(),
  isoCode: text('iso_code').notNull().unique(),
  name: text('name').notNull(),
  phoneCode: text('phone_code').notNull(),
  flag: text('flag').notNull(),
  currency: text('currency'),
});

export const states = pgTable(
  'states',
  {
    id: serial('id').primaryKey(),
    countryCode: text('country_code')
      .notNull()
      .references(() => countries.isoCode, { onDelete: 'cascade' }),
    isoCode: text('iso_code').notNull(),
    name: text('name').notNull(),
  },
  (t) => [
    // A constraint, not only an index: cities reference it, and it must exist before their foreign key.
    unique('states_code_key').on(t.countryCode, t.isoCode),
    index('states_country_name_idx').on(t.countryCode, t.name),
  ],
);

export const cities = pgTable(
  'cities',
  {
    id: serial('id').primaryKey(),
    countryCode: text('country_code').notNull(),
    stateCode: text('state_code').notNull(),
    name: text('name').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
  },
  (t) => [
    foreignKey({
      name: 'cities_state_fk',
      columns: [t.countryCode, t.stateCode],
      foreignColumns: [states.countryCode, states.isoCode],
    }).onDelete('cascade'),
    index('cities_state_name_idx').on(t.countryCode, t.stateCode, t.name),
    // Typeahead: word_similarity (`<%`) and prefix ILIKE both use this index.
    index('cities_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);
