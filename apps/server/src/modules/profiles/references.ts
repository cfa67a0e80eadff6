import type { FieldDef, FieldValues, TaxonomyKind } from '@ventura/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { badRequest } from '../../platform/errors.ts';
import { cities, countries, states, taxonomyTerms } from '../../platform/reference/tables.ts';

/**
 * Checks what a body refers to: every taxonomy code is one of the tenant's terms, and the country, state
 * and city exist and belong together. `merged` is the profile's values with the body applied, so that a
 * state sent alone is checked against the country already stored. A 400 names each wrong field.
 */
export const checkReferences = async (
  db: Db,
  tenantId: string,
  fields: readonly FieldDef[],
  body: Record<string, unknown>,
  merged: FieldValues,
) => {
  const problems: string[] = [];
  const sent = fields.filter((field) => body[field.key] !== undefined && body[field.key] !== null);

  const wanted = new Map<TaxonomyKind, Set<string>>();
  for (const field of sent) {
    if (field.kind !== 'term' && field.kind !== 'terms') continue;
    const codes = wanted.get(field.taxonomy) ?? new Set<string>();
    for (const code of ([] as unknown[]).concat(body[field.key])) codes.add(String(code));
    wanted.set(field.taxonomy, codes);
  }
  if (wanted.size > 0) {
    const known = await db
      .select({ kind: taxonomyTerms.kind, code: taxonomyTerms.code })
      .from(taxonomyTerms)
      .where(
        and(
          eq(taxonomyTerms.tenantId, tenantId),
          inArray(taxonomyTerms.kind, [...wanted.keys()]),
          inArray(
            taxonomyTerms.code,
            [...wanted.values()].flatMap((codes) => [...codes]),
          ),
        ),
      );
    const knownKeys = new Set(known.map((term) => `${term.kind}:${term.code}`));
    for (const field of sent) {
      if (field.kind !== 'term' && field.kind !== 'terms') continue;
      const unknown = ([] as unknown[])
        .concat(body[field.key])
        .map(String)
        .filter((code) => !knownKeys.has(`${field.taxonomy}:${code}`));
      if (unknown.length > 0) {
        problems.push(
          `body.${field.key}: ${unknown.map((c) => `'${c}'`).join(', ')} is not one of the ${field.label.toLowerCase()} offered here`,
        );
      }
    }
  }

  for (const field of sent.filter((f) => f.kind === 'countries')) {
    const codes = body[field.key] as string[];
    if (codes.length === 0) continue;
    const found = await db.select({ iso: countries.isoCode }).from(countries).where(inArray(countries.isoCode, codes));
    const foundCodes = new Set(found.map((c) => c.iso));
    const unknown = codes.filter((code) => !foundCodes.has(code));
    if (unknown.length > 0) problems.push(`body.${field.key}: unknown country code ${unknown.join(', ')}`);
  }

  const touchesPlace = sent.some((f) => f.kind === 'country' || f.kind === 'state' || f.kind === 'city');
  if (touchesPlace) problems.push(...(await placeProblems(db, merged)));

  if (problems.length > 0) throw badRequest(problems[0] ?? 'Invalid request', problems);
};

const placeProblems = async (db: Db, merged: FieldValues) => {
  const country = typeof merged.countryCode === 'string' ? merged.countryCode : null;
  const state = typeof merged.stateCode === 'string' ? merged.stateCode : null;
  const city = typeof merged.city === 'string' ? merged.city : null;
  if (!country) return state || city ? ['body.countryCode: Choose the country first'] : [];
  const [known] = await db.select({ iso: countries.isoCode }).from(countries).where(eq(countries.isoCode, country));
  if (!known) return [`body.countryCode: unknown country code ${country}`];
  if (state) {
    const [found] = await db
      .select({ iso: states.isoCode })
      .from(states)
      .where(and(eq(states.countryCode, country), eq(states.isoCode, state)));
    if (!found) return [`body.stateCode: ${state} is not a state of ${country}`];
  }
  if (city) {
    const [found] = await db
      .select({ id: cities.id })
      .from(cities)
      .where(
        and(
          eq(cities.countryCode, country),
          state ? eq(cities.stateCode, state) : undefined,
          sql`lower(${cities.name}) = lower(${city})`,
        ),
      )
      .limit(1);
    if (!found) return [`body.city: ${city} is not a city of ${state ? `${state}, ` : ''}${country}`];
  }
  return [];
};
