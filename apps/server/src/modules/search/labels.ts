import type { TaxonomyKind } from '@ventura/shared';
import type { Db } from '../../platform/db/index.ts';
import { listCountries, listTermsOfKinds } from '../../platform/reference/repo.ts';

/** The taxonomies whose codes directory cards and matches' reasons show as words. */
const labelledKinds: TaxonomyKind[] = [
  'industries',
  'funding-stages',
  'organization-types',
  'mentorship-areas',
  'technologies',
];
/** Taxonomies change rarely and only by an operator; a card may show an old label this long. */
const termsTtlMs = 60_000;

export type Labels = {
  term: (kind: TaxonomyKind, code: string) => string | undefined;
  country: (isoCode: string) => string | undefined;
};

/**
 * The words behind the codes cards show, per tenant: its taxonomy terms, kept a minute, and the
 * countries (reference data, the same for every tenant), kept for the life of the process.
 */
export const createLabels = () => {
  const terms = new Map<string, { at: number; byKey: Promise<Map<string, string>> }>();
  let countries: Promise<Map<string, string>> | undefined;

  const termsOf = (db: Db, tenantId: string) => {
    const cached = terms.get(tenantId);
    if (cached && Date.now() - cached.at < termsTtlMs) return cached.byKey;
    const byKey = listTermsOfKinds(db, tenantId, labelledKinds).then(
      (rows) => new Map(rows.map((row) => [`${row.kind}:${row.code}`, row.name])),
    );
    terms.set(tenantId, { at: Date.now(), byKey });
    byKey.catch(() => terms.delete(tenantId));
    return byKey;
  };
  const countriesOf = (db: Db) => {
    countries ??= listCountries(db).then((rows) => new Map(rows.map((row) => [row.isoCode, row.name])));
    countries.catch(() => {
      countries = undefined;
    });
    return countries;
  };

  return {
    of: async (db: Db, tenantId: string): Promise<Labels> => {
      const [byKey, byCode] = await Promise.all([termsOf(db, tenantId), countriesOf(db)]);
      return { term: (kind, code) => byKey.get(`${kind}:${code}`), country: (isoCode) => byCode.get(isoCode) };
    },
  };
};
