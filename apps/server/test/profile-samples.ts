/*
 * Valid values for any registry field, read from the tenant's own lists and the world geography, so
 * that tests can fill every section of every type from the registry alone.
 */
import type { FieldDef, TaxonomyKind } from '@ventura/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/platform/db/index.ts';
import { sqlRows } from './helpers.ts';

export type Samples = Awaited<ReturnType<typeof loadSamples>>;

export const loadSamples = async (database: Database, tenantId: string) => {
  const terms = await sqlRows(
    database,
    sql`select kind, min(code) as code from taxonomy_terms where tenant_id = ${tenantId} group by kind`,
  );
  const [place] = await sqlRows(
    database,
    sql`select c.country_code, c.state_code, c.name from cities c where c.country_code = 'IN' order by c.id limit 1`,
  );
  if (!place) throw new Error('no city of IN in the seeded geography');
  return {
    term: (kind: TaxonomyKind) => {
      const found = terms.find((row) => row.kind === kind);
      if (!found) throw new Error(`the tenant has no ${kind}`);
      return String(found.code);
    },
    place: { countryCode: String(place.country_code), stateCode: String(place.state_code), city: String(place.name) },
  };
};

/** A value the field accepts (amounts rise with the key, so that a range's ends come out in order). */
export const sampleValue = (field: FieldDef, samples: Samples): unknown => {
  switch (field.kind) {
    case 'text':
      return `${field.label} sample`.slice(0, field.max);
    case 'textarea':
      return `About ${field.label.toLowerCase()}: a sample paragraph.`;
    case 'url':
      return 'https://example.com/sample';
    case 'email':
      return 'sample.person@example.com';
    case 'phone':
      return '+91 98765 43210';
    case 'integer':
      return Math.max(field.min, Math.min(5, field.max));
    case 'amount':
      return field.key.endsWith('Max') ? 500_000 : 100_000;
    case 'year':
      return 2019;
    case 'date':
      return '2024-01-15';
    case 'boolean':
      return true;
    case 'choice':
      return Object.keys(field.options)[0];
    case 'choices':
      return Object.keys(field.options).slice(0, 1);
    case 'term':
      return samples.term(field.taxonomy);
    case 'terms':
      return [samples.term(field.taxonomy)];
    case 'tags':
      return ['Acme Robotics'];
    case 'country':
      return samples.place.countryCode;
    case 'countries':
      return [samples.place.countryCode];
    case 'state':
      return samples.place.stateCode;
    case 'city':
      return samples.place.city;
  }
};

export const sampleBody = (fields: readonly FieldDef[], samples: Samples) =>
  Object.fromEntries(fields.map((field) => [field.key, sampleValue(field, samples)]));
